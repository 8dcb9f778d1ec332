import type * as TooltipPrimitives from '@radix-ui/react-tooltip';

import { waitAtMost } from '../../lib/wait-at-most';

/**
 * Hover hints are for a mouse or a trackpad: Radix opens none for a touch, so on a device where
 * no input can hover (a phone) the tooltip and its positioning code (floating-ui, about 14 KB
 * gzip) would be downloaded, parsed and hydrated for nothing. Such a device neither loads nor
 * renders them; the icon buttons keep their accessible names either way.
 */
const HOVER_QUERY = '(any-hover: hover)';

/** Longest wait for the tooltip code before the app renders without it. */
const MAX_WAIT_MS = 3000;

let primitives: typeof TooltipPrimitives | undefined;
let loading: Promise<void> | undefined;
let settled = false;

function canHover(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(HOVER_QUERY).matches ?? false);
}

/**
 * Starts loading the tooltip code where an input can hover (once; later calls share the load).
 * Called at start-up, in parallel with the shell's own bootstrap chunk.
 */
export function loadTooltipsIfHoverable(): Promise<void> {
  loading ??= canHover()
    ? import('@radix-ui/react-tooltip').then(
        (module) => {
          if (!settled) primitives = module;
        },
        (error: unknown) => {
          console.warn('The tooltip code failed to load; icon buttons show no hints.', error);
        },
      )
    : Promise.resolve();
  return loading;
}

/**
 * Resolves once it is known whether tooltips render, and from then on the answer stays: the app
 * renders after it, so a tooltip never swaps in around a control (a remount that would drop its
 * focus). Code that arrives later than `maxWaitMs` is not used.
 */
export function settleTooltips(maxWaitMs = MAX_WAIT_MS): Promise<void> {
  return waitAtMost(loadTooltipsIfHoverable(), maxWaitMs).then(() => {
    settled = true;
  });
}

/** Radix's tooltip, or undefined where tooltips are off (no hover, or not loaded in time). */
export function tooltipPrimitives(): typeof TooltipPrimitives | undefined {
  return primitives;
}
