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

const TARGET = 'data-overlap-target';

/** One floating control over something the visitor needs, and how much of it it covers. */
export interface Overlap {
  floater: string;
  covered: string;
  /** The floating control the covered element belongs to, if any (the reserve bar's offer). */
  of?: string;
  pixels: string;
}

/**
 * Where, in the viewport as it is now, a floating control covers a form field, a button, a
 * heading or the reserve bar's offer (or only the element marked as the target): each floater
 * shown against each element shown outside it.
 */
function overlapsInView(page: Page, onlyTarget: boolean): Promise<Overlap[]> {
  return page.evaluate(
    ({ floaters, needed, onlyTarget }) => {
      const inView = (element: Element) => {
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
      const shownFloaters = floaters.flatMap(([floater, selector, text]) =>
        Array.from(document.querySelectorAll(selector))
          .filter((control) => !text || control.textContent?.includes(text))
          .map((control) => ({ floater, control })),
      );
      const overlaps: Overlap[] = [];
      const area = (
        a: { left: number; top: number; right: number; bottom: number },
        b: { left: number; top: number; right: number; bottom: number },
      ): [width: number, height: number] => [
        Math.min(a.right, b.right) - Math.max(a.left, b.left),
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
      ];
      for (const { floater, control } of shownFloaters) {
        const over = inView(control);
        if (!over) continue;
        // One floating control over another (a toast on the bar, the booking link on a toast).
        for (const { floater: other, control: below } of shownFloaters) {
          if (below === control || below.contains(control) || control.contains(below)) continue;
          if (onlyTarget) continue;
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
        for (const element of document.querySelectorAll(needed)) {
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
    },
    { floaters, needed: onlyTarget ? `[${TARGET}]` : needed, onlyTarget },
  );
}

/** Floating controls over what the visitor needs, in the viewport as it is now. */
export function floatingOverlaps(page: Page): Promise<Overlap[]> {
  return overlapsInView(page, false);
}

/**
 * Brings each form field, button and heading of the page's main content into view as the
 * browser does for a visitor who tabs to it or scrolls to it (`nearest`, with the page's scroll
 * padding), and returns the floating controls over it then.
 */
export async function overlapsOfEachBroughtIntoView(page: Page): Promise<Overlap[]> {
  const elements = page.locator(`main :is(${needed})`);
  const found: Overlap[] = [];
  for (let index = 0, count = await elements.count(); index < count; index += 1) {
    const shown = await elements.nth(index).evaluate((element, target) => {
      document.querySelector(`[${target}]`)?.removeAttribute(target);
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      if (element.getBoundingClientRect().height <= 1) return false;
      element.setAttribute(target, '');
      element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      return true;
    }, TARGET);
    if (!shown) continue;
    // The reserve bar slides in or out as the scroll position crosses its threshold.
    await page.waitForTimeout(400);
    found.push(...(await overlapsInView(page, true)));
  }
  return found;
}
