// The layout around a page's content (header, footer) is hydrated before the content: the page's
// prerendered markup is hydrated in a commit of its own once the layout's last part has been,
// never in the same one, so that no task holds both (docs/decisions/032).

let resolveHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/**
 * Resolves once the layout has been hydrated (at once if it has been). Nothing is hydrated while
 * the pages are prerendered: a page then renders with its layout, at once.
 */
export function whenLayoutHydrated(): Promise<void> {
  return typeof document === 'undefined' ? Promise.resolve() : hydrated;
}

/** Says the layout has been hydrated; called by the layout's last part, once. */
export function layoutHydrated(): void {
  resolveHydrated();
}
