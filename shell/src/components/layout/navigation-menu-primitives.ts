import type * as NavigationMenuPrimitives from '@radix-ui/react-navigation-menu';
import { business } from 'shared-types';

import { waitAtMost } from '../../lib/wait-at-most';

/**
 * Radix's NavigationMenu drives the header's link row and its Tours dropdown, which show from
 * 768 px up. Below that the row is hidden and the menu panel takes over, so a phone would
 * download (6 KB gzip), hydrate and re-render the menu for nothing. There the row renders the
 * same markup without Radix (`PlainMainNav`), and Radix loads once the viewport is wide: at
 * start-up on a desktop or a tablet, or when a phone is turned to landscape.
 */
export const WIDE_VIEWPORT_QUERY = `(min-width: ${business.header.mobileBreakpointPx}px)`;

/** Longest wait for the menu's code before a wide page renders without it (it swaps in later). */
const MAX_WAIT_MS = 3000;

type Primitives = typeof NavigationMenuPrimitives;

let primitives: Primitives | undefined;
let loading: Promise<void> | undefined;
let watching = false;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  loading ??= import('@radix-ui/react-navigation-menu').then(
    (module) => {
      primitives = module;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // The next widening tries again.
      loading = undefined;
      console.warn(
        'The navigation menu failed to load; its links work without the dropdown.',
        error,
      );
    },
  );
  return loading;
}

function wideViewport(): MediaQueryList | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia?.(WIDE_VIEWPORT_QUERY);
}

/**
 * Loads the menu's code now if the viewport is wide, and whenever it becomes wide. Called at
 * start-up, in parallel with the shell's bootstrap chunk; later calls only return the load.
 */
export function loadNavigationMenuWhenWide(): Promise<void> {
  const query = wideViewport();
  if (!query) return Promise.resolve();
  if (!watching) {
    watching = true;
    query.addEventListener('change', (event) => {
      if (event.matches) void load();
    });
  }
  return query.matches ? load() : Promise.resolve();
}

/**
 * Resolves once a wide page has the menu's code, or after `maxWaitMs`: the first render waits
 * for it, so a desktop hydrates Radix's menu straight away rather than swapping it in.
 */
export function settleNavigationMenu(maxWaitMs = MAX_WAIT_MS): Promise<void> {
  return waitAtMost(loadNavigationMenuWhenWide(), maxWaitMs);
}

/** Radix's NavigationMenu once loaded; undefined on a narrow viewport (or before it arrives). */
export function navigationMenuPrimitives(): Primitives | undefined {
  return primitives;
}

/** Calls `listener` when the menu's code arrives; returns the unsubscribe (useSyncExternalStore). */
export function subscribeNavigationMenu(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
