// Runs inside the page (bundled by in-page/bundle.ts): finds targets the way assistive technology
// does (dom-accessibility-api, as Testing Library does) and prepares actions, the same code in
// every engine. Installed once per document as `window.__browsersTools`.
import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';

import type { WireTarget, WireText } from './wire';

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Whether a name or text is the one expected. A string is compared without its whitespace: where
 * the spaces of a name fall between two elements differs between engines and from
 * dom-accessibility-api ("Message (optional)" against "Message(optional)").
 */
function matchesText(actual: string, expected: WireText): boolean {
  if (typeof expected !== 'string') {
    return new RegExp(expected.source, expected.flags).test(normalize(actual));
  }
  return actual.replace(/\s+/g, '') === expected.replace(/\s+/g, '');
}

function isVisible(element: Element): boolean {
  if (!element.isConnected) return false;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.visibility === 'collapse') return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

const formControls = 'input, select, textarea, button, [role="checkbox"], [role="radio"]';

/** Elements within `root` matching `target`, in document order, visible or not. */
function candidates(target: WireTarget, root: ParentNode): Element[] {
  if ('css' in target) return [...root.querySelectorAll(target.css)];
  if ('role' in target) {
    return [...root.querySelectorAll('*')].filter(
      (element) =>
        getRole(element) === target.role &&
        !isInaccessible(element) &&
        (target.name === undefined || matchesText(computeAccessibleName(element), target.name)),
    );
  }
  if ('label' in target) {
    return [...root.querySelectorAll(formControls)].filter((element) =>
      matchesText(computeAccessibleName(element), target.label),
    );
  }
  // The deepest elements whose text matches: a paragraph, not the page around it.
  const matching = [...root.querySelectorAll('body, body *')].filter(
    (element) =>
      !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName) &&
      matchesText(element.textContent ?? '', target.text),
  );
  return matching.filter(
    (element) => !matching.some((other) => element !== other && element.contains(other)),
  );
}

function findAll(target: WireTarget): Element[] {
  const roots: ParentNode[] = target.within ? findAll(target.within).slice(0, 1) : [document];
  return roots.flatMap((root) => candidates(target, root)).filter(isVisible);
}

function find(target: WireTarget): Element | null {
  return findAll(target)[target.nth ?? 0] ?? null;
}

function describe(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const name = normalize(computeAccessibleName(element) || element.textContent || '').slice(0, 60);
  return `<${element.tagName.toLowerCase()}${id}>${name ? ` "${name}"` : ''}`;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Where a click on `target` lands, once it is in view and still; or why it cannot land yet. */
async function clickPoint(
  target: WireTarget,
): Promise<{ x: number; y: number } | { problem: string }> {
  const element = find(target);
  if (!element) return { problem: 'not found' };
  // At once: a smooth scroll (the site's CSS asks for one) would move it under the pointer.
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  let box = element.getBoundingClientRect();
  for (let stillFrames = 0, frames = 0; stillFrames < 2 && frames < 60; frames += 1) {
    await nextFrame();
    const now = element.getBoundingClientRect();
    stillFrames =
      now.x === box.x && now.y === box.y && now.width === box.width ? stillFrames + 1 : 0;
    box = now;
  }
  const x = Math.round(Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1));
  const y = Math.round(Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1));
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(element === hit || element.contains(hit) || hit.contains(element))) {
    // A label's own control, or a control inside its label, takes the click on the element.
    const label = hit?.closest('label');
    if (!label || label !== element.closest('label')) {
      return { problem: `covered by ${hit ? describe(hit) : 'nothing'} at ${x},${y}` };
    }
  }
  return { x, y };
}

/** Focuses the target and selects its text, ready to be typed over. */
function focusForTyping(target: WireTarget): boolean {
  const element = find(target);
  if (!(element instanceof HTMLElement)) return false;
  element.focus();
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    try {
      element.select();
    } catch {
      // Types without a selection (number) are cleared by select-all and Backspace instead.
    }
  }
  return document.activeElement === element;
}

/** Input types a visitor sets with a picker, not by typing: set as a picker would. */
const pickedTypes = ['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range'];

function needsPicker(target: WireTarget): boolean {
  const element = find(target);
  return element instanceof HTMLInputElement && pickedTypes.includes(element.type);
}

/** Sets a field's value through its prototype's setter, so React sees it, then says it changed. */
function setValue(target: WireTarget, value: string): boolean {
  const element = find(target);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) return false;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  setter?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

function selectOption(target: WireTarget, option: string): string | null {
  const element = find(target);
  if (!element) return 'not found';
  if (!(element instanceof HTMLSelectElement)) return 'not a select';
  const chosen = [...element.options].find(
    (candidate) => candidate.value === option || normalize(candidate.label) === option,
  );
  if (!chosen) return `no option "${option}"`;
  return setValue(target, chosen.value) ? null : 'not settable';
}

function read(
  target: WireTarget,
  what: { text: true } | { attribute: string } | { value: true },
): { found: false } | { found: true; value: string | null } {
  const element = find(target);
  if (!element) return { found: false };
  if ('text' in what) return { found: true, value: normalize(element.textContent ?? '') };
  if ('value' in what) {
    return { found: true, value: (element as HTMLInputElement).value ?? null };
  }
  return { found: true, value: element.getAttribute(what.attribute) };
}

function focus(target: WireTarget): boolean {
  const element = find(target);
  if (!(element instanceof HTMLElement)) return false;
  element.focus();
  return document.activeElement === element;
}

/**
 * What a role target could have meant: the names of the visible elements of its role (within its
 * scope), for the message of a wait that found none.
 */
function namesOf(target: WireTarget): string[] {
  if (!('role' in target)) return [];
  const roots: ParentNode[] = target.within ? findAll(target.within).slice(0, 1) : [document];
  return roots
    .flatMap((root) => candidates({ role: target.role }, root))
    .filter(isVisible)
    .map((element) => JSON.stringify(normalize(computeAccessibleName(element))))
    .slice(0, 12);
}

const tools = {
  namesOf,
  find: (target: WireTarget) => find(target) !== null,
  focus,
  count: (target: WireTarget) => findAll(target).length,
  clickPoint,
  focusForTyping,
  needsPicker,
  setValue,
  selectOption,
  read,
};

/** What the page's `window.__browsersTools` holds. */
export type PageTools = typeof tools;

Object.assign(window, { __browsersTools: tools });
