// Targets as they travel into the page: JSON, so a RegExp goes as its source and flags.
import type { Target, TextMatch } from '../browser-page';

/** A name or text to match, as JSON. */
export type WireText = string | { source: string; flags: string };

/** A target, as JSON. */
export type WireTarget =
  | { css: string; within?: WireTarget; nth?: number }
  | { role: string; name?: WireText; within?: WireTarget; nth?: number }
  | { label: WireText; within?: WireTarget; nth?: number }
  | { text: WireText; within?: WireTarget; nth?: number };

function toWireText(text: TextMatch): WireText {
  return typeof text === 'string' ? text : { source: text.source, flags: text.flags };
}

/** `target` as JSON for the page. */
export function toWire(target: Target): WireTarget {
  if (typeof target === 'string') return { css: target };
  const within = target.within === undefined ? undefined : toWire(target.within);
  const common = { nth: target.nth, within };
  if ('css' in target) return { ...common, css: target.css };
  if ('role' in target) {
    return {
      ...common,
      role: target.role,
      name: target.name === undefined ? undefined : toWireText(target.name),
    };
  }
  if ('label' in target) return { ...common, label: toWireText(target.label) };
  return { ...common, text: toWireText(target.text) };
}

/** How a person reads `target` in an error message. */
export function describeTarget(target: Target): string {
  if (typeof target === 'string') return target;
  const within = target.within === undefined ? '' : ` in ${describeTarget(target.within)}`;
  const nth = target.nth === undefined ? '' : ` #${target.nth}`;
  if ('css' in target) return `${target.css}${nth}${within}`;
  if ('role' in target) {
    const name = target.name === undefined ? '' : ` "${String(target.name)}"`;
    return `${target.role}${name}${nth}${within}`;
  }
  if ('label' in target) return `field labelled "${String(target.label)}"${nth}${within}`;
  return `text "${String(target.text)}"${nth}${within}`;
}
