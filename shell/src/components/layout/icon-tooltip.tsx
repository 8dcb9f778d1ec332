import type { ReactElement, ReactNode } from 'react';
import { business } from 'shared-types';

import styles from './icon-tooltip.module.scss';
import { tooltipPrimitives } from './tooltip-primitives';

interface IconTooltipProps {
  /** The visible hint; the control keeps its own accessible name. */
  label: string;
  /** One focusable element (the trigger is merged into it). */
  children: ReactElement;
}

/**
 * A hover and focus hint for an icon-only control. Timing comes from {@link TooltipTiming} in the
 * layout (700 ms open delay, 300 ms skip delay; spec doc 1 §2). Where no input can hover, the
 * control renders alone (tooltip-primitives.ts).
 */
export function IconTooltip({ label, children }: IconTooltipProps) {
  const Tooltip = tooltipPrimitives();
  if (!Tooltip) return children;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className={styles.content} sideOffset={6}>
          {label}
          <Tooltip.Arrow className={styles.arrow} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/**
 * The tooltips' shared timing (Radix's `Tooltip.Provider`): one provider for the whole page, so
 * moving from one hint to the next within the skip delay opens it at once.
 */
export function TooltipTiming({ children }: { children: ReactNode }) {
  const Tooltip = tooltipPrimitives();
  if (!Tooltip) return children;
  return (
    <Tooltip.Provider
      delayDuration={business.radix.tooltipDelayMs}
      skipDelayDuration={business.radix.tooltipSkipDelayMs}
    >
      {children}
    </Tooltip.Provider>
  );
}
