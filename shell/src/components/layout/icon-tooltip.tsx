import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

import styles from './icon-tooltip.module.scss';

interface IconTooltipProps {
  /** The visible hint; the control keeps its own accessible name. */
  label: string;
  /** One focusable element (the trigger is merged into it). */
  children: ReactElement;
}

/**
 * A hover and focus hint for an icon-only control. Timing comes from the `Tooltip.Provider` in the
 * layout (700 ms open delay, 300 ms skip delay; spec doc 1 §2).
 */
export function IconTooltip({ label, children }: IconTooltipProps) {
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
