import type { ToasterProps } from 'sonner';

type ToastPosition = NonNullable<ToasterProps['position']>;

/**
 * Where a toast that repeats what a panel of the page says is shown, so it never covers that
 * panel: the site's dock at the bottom of the screen (undefined: the outlet's own position),
 * unless what shows of the panel lies mostly in the lower half of the screen, where that dock
 * would cover its heading or its buttons. Then it is the top of the screen, under the sticky
 * header, at the right on a wider screen (on a phone a toast takes the whole width wherever it
 * docks).
 */
export function dockClearOf(panel: Element | null): ToastPosition | undefined {
  if (panel === null) return undefined;
  const box = panel.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  if (bottom <= top) return undefined;
  return (top + bottom) / 2 > window.innerHeight / 2 ? 'top-right' : undefined;
}
