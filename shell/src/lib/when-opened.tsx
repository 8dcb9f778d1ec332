import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `open` is true on, and never before: a dialog that is
 * closed on arrival (the menu, search, the exit-intent popup, the photo viewer) is a lazy
 * component whose code loads when the visitor first opens it, not on every first visit. Once
 * mounted it stays, so closing keeps Radix's focus return and exit state. Such chunks are named
 * `lazy-*`, and the prerendered pages do not link their style sheets (shell/prerender.ts).
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
