import type * as TooltipPrimitives from '@radix-ui/react-tooltip';

import { lazyModule } from '../../lib/lazy-module';

/** Radix's tooltip: the primitives the icon buttons' hints are made of. */
export type TooltipCode = typeof TooltipPrimitives;

/**
 * Hover hints are for a mouse or a trackpad: Radix opens none for a touch, so on a device where
 * no input can hover (a phone) the tooltip and its positioning code (floating-ui, about 14 KB
 * gzip) would be downloaded, parsed and hydrated for nothing. Such a device neither loads nor
 * renders them; the icon buttons keep their accessible names either way.
 */
const HOVER_QUERY = '(any-hover: hover)';

const tooltipCode = lazyModule(() => import('@radix-ui/react-tooltip'));

/**
 * Loads the tooltip code where an input can hover; resolves to undefined elsewhere, or (with a
 * warning) when the code fails to load: the icon buttons then show no hints.
 */
export function loadTooltipsIfHoverable(): Promise<TooltipCode | undefined> {
  const canHover = typeof window !== 'undefined' && window.matchMedia?.(HOVER_QUERY).matches;
  if (!canHover) return Promise.resolve(undefined);
  return tooltipCode.load().catch((error: unknown) => {
    console.warn('The tooltip code failed to load; icon buttons show no hints.', error);
    return undefined;
  });
}
