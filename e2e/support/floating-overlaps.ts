import type { Page } from '@playwright/test';

/** The floating controls of the layout, each with a selector and the text it must hold. */
const floaters: [name: string, selector: string, text?: string][] = [
  ['the floating booking link', 'a[aria-label="Book a tour"]'],
  ['the "Need help?" button', 'a[href^="#"]', 'Need help?'],
  ['the "Reserve Your Spot" bar', '[role="complementary"][aria-label="Reserve your spot"]'],
  ['a toast', '[data-sonner-toast]'],
];

/** What a visitor needs to see and use: form fields, buttons, headings, the bar's offer. */
const needed = [
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'button',
  '[role="button"]',
  'a[class*="button"]',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  '[role="complementary"][aria-label="Reserve your spot"] p',
].join(', ');

/** One floating control over something the visitor needs, and how much of it it covers. */
export interface Overlap {
  floater: string;
  covered: string;
  /** The floating control the covered element belongs to, if any (the reserve bar's offer). */
  of?: string;
  pixels: string;
}

/**
 * Runs in the page. `now`: where, in the viewport as it is now, a floating control covers a form
 * field, a button, a heading or the reserve bar's offer, or another floating control. `each`:
 * brings each of these in the page's main content into view as the browser does for a visitor who
 * tabs to it or scrolls to it (`nearest`, with the page's scroll padding), lets the page answer
 * the scroll (the reserve bar slides in or out as the position crosses its threshold, and the
 * floating controls move with it) and finish its animations, and returns what covers that element
 * then.
 */
function overlapsInPage({
  floaters,
  needed,
  mode,
}: {
  floaters: [name: string, selector: string, text?: string][];
  needed: string;
  mode: 'now' | 'each';
}): Promise<Overlap[]> {
  type Box = { left: number; top: number; right: number; bottom: number };
  const inView = (element: Element): Box | undefined => {
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const top = Math.max(box.top, 0);
    const right = Math.min(box.right, innerWidth);
    const bottom = Math.min(box.bottom, innerHeight);
    const shown =
      right - left > 1 &&
      bottom - top > 1 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    return shown ? { left, top, right, bottom } : undefined;
  };
  const describe = (element: Element) => {
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    const name = element.getAttribute('aria-label') ?? label ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  };
  const area = (a: Box, b: Box): [width: number, height: number] => [
    Math.min(a.right, b.right) - Math.max(a.left, b.left),
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  ];
  /** Each floater shown against each of `elements` shown outside it (and, unless `only`, each other). */
  const overlapsWith = (elements: Iterable<Element>, only: boolean): Overlap[] => {
    const shownFloaters = floaters.flatMap(([floater, selector, text]) =>
      Array.from(document.querySelectorAll(selector))
        .filter((control) => !text || control.textContent?.includes(text))
        .map((control) => ({ floater, control })),
    );
    const overlaps: Overlap[] = [];
    for (const { floater, control } of shownFloaters) {
      const over = inView(control);
      if (!over) continue;
      // One floating control over another (a toast on the bar, the booking link on a toast).
      for (const { floater: other, control: below } of only ? [] : shownFloaters) {
        if (below === control || below.contains(control) || control.contains(below)) continue;
        const box = inView(below);
        if (!box) continue;
        const [width, height] = area(over, box);
        if (width > 1 && height > 1 && floater < other) {
          overlaps.push({
            floater,
            covered: other,
            of: other,
            pixels: `${Math.round(width)}×${Math.round(height)}`,
          });
        }
      }
      for (const element of elements) {
        if (control.contains(element) || element.contains(control)) continue;
        const box = inView(element);
        if (!box) continue;
        const [width, height] = area(over, box);
        if (width > 1 && height > 1) {
          const of = shownFloaters.find(({ control: other }) => other.contains(element));
          overlaps.push({
            floater,
            covered: describe(element),
            ...(of ? { of: of.floater } : {}),
            pixels: `${Math.round(width)}×${Math.round(height)}`,
          });
        }
      }
    }
    return overlaps;
  };
  if (mode === 'now')
    return Promise.resolve(overlapsWith(document.querySelectorAll(needed), false));

  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // Time-based animations only: a scroll-driven one (a section fading in as it enters the view)
  // has no end in time.
  const timedAnimations = () =>
    document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.timeline === document.timeline && typeof end === 'number' && end < Infinity;
    });
  const task = () => new Promise((resolve) => setTimeout(resolve, 0));
  return (async () => {
    const found: Overlap[] = [];
    for (const element of Array.from(document.querySelectorAll(`main :is(${needed})`))) {
      if (!element.isConnected || !element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.getBoundingClientRect().height <= 1) continue;
      element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      // The scroll event comes with the next frame and the page renders what it changed (the
      // bar, on the scroll position's store) before the frame after; then its transitions and
      // animations run to their end.
      await frame();
      await task();
      await frame();
      await Promise.all(timedAnimations().map((animation) => animation.finished));
      found.push(...overlapsWith([element], true));
    }
    return found;
  })();
}

/** Floating controls over what the visitor needs, in the viewport as it is now. */
export function floatingOverlaps(page: Page): Promise<Overlap[]> {
  return page.evaluate(overlapsInPage, { floaters, needed, mode: 'now' as const });
}

/**
 * Brings each form field, button and heading of the page's main content into view as the
 * browser does for a visitor who tabs to it or scrolls to it, and returns the floating controls
 * over it then.
 */
export function overlapsOfEachBroughtIntoView(page: Page): Promise<Overlap[]> {
  return page.evaluate(overlapsInPage, { floaters, needed, mode: 'each' as const });
}

/**
 * How many of the page's time-based animations and transitions still run (the reserve bar
 * sliding in, the floating controls rising with it, a toast moving into place).
 */
export function runningAnimations(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return (
          animation.timeline === document.timeline &&
          typeof end === 'number' &&
          end < Infinity &&
          animation.playState === 'running'
        );
      }).length,
  );
}
