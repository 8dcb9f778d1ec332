import { createContext, use, type ReactElement, type ReactNode } from 'react';
import { business } from 'shared-types';

import styles from './icon-tooltip.module.scss';
import type { TooltipCode } from './tooltip-code';

/** Radix's tooltip where the page shows hints; undefined where it does not. */
const TooltipCodeContext = createContext<TooltipCode | undefined>(undefined);

/** Props of {@link Tooltips}. */
export interface TooltipsProps {
  /** The tooltip code, or undefined for a page without hints (a touch screen, the prerender). */
  code: TooltipCode | undefined;
  children: ReactNode;
}

/**
 * Turns the icon buttons' hints on for everything inside, with the page's one timing provider:
 * 700 ms open delay, and 300 ms in which moving to the next hint opens it at once. The start-up
 * decides once, before the first render, whether a page has hints (src/index.ts), so a hint never
 * swaps in around a control later (a remount that would drop its focus).
 */
export function Tooltips({ code, children }: TooltipsProps) {
  if (!code) return children;
  return (
    <TooltipCodeContext value={code}>
      <code.Provider
        delayDuration={business.radix.tooltipDelayMs}
        skipDelayDuration={business.radix.tooltipSkipDelayMs}
      >
        {children}
      </code.Provider>
    </TooltipCodeContext>
  );
}

/** Props of {@link IconTooltip}. */
export interface IconTooltipProps {
  /** The visible hint; the control keeps its own accessible name. */
  label: string;
  /** One focusable element (the trigger is merged into it). */
  children: ReactElement;
}

/** A hover and focus hint for an icon-only control; the control alone where hints are off. */
export function IconTooltip({ label, children }: IconTooltipProps) {
  const Tooltip = use(TooltipCodeContext);
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
