import { useId, type KeyboardEvent, type SyntheticEvent } from 'react';
import { business, type FaqItem } from 'shared-types';

import styles from './faq-accordion.module.scss';

/** Props of `FaqAccordion`. */
export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /**
   * `single`: one answer open at a time, and the open one closes again (tours, press kit);
   * `multiple`: each question toggles on its own (tour pages, contact).
   */
  type?: 'single' | 'multiple';
  /** Indexes of the answers open at first (with `single`, the first index counts). */
  defaultOpen?: readonly number[];
  /** Height at which an answer scrolls inside its panel; 24rem by default. */
  panelMaxHeight?: string;
  /** Level of the question headings; 3 by default (under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  id?: string;
  className?: string;
}

/** The questions among which the keys move the focus, from the accordion's element. */
const questionSelector = ':scope > details > summary';

/** Keys that move the focus between the questions, and where to. */
const focusMoves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * An FAQ accordion of native disclosures (`<details>`): the answers open in the prerendered page
 * before its code has arrived, and without it. With `single`, the disclosures share a name, so the
 * browser keeps one open at a time (the code does where the browser cannot). The arrow keys, Home
 * and End move between the questions: here once hydrated, and before that through the page's
 * early-input script, which reads the questions from `data-focus-keys`. React never sets an
 * item's `open` after the first render, so what the visitor opened stays open.
 */
export function FaqAccordion({
  items,
  type = 'single',
  defaultOpen = [],
  panelMaxHeight = business.faqPanel.maxHeight,
  headingLevel = 3,
  id,
  className,
}: FaqAccordionProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const group = useId();
  const open = type === 'single' ? defaultOpen.slice(0, 1) : defaultOpen;

  // Browsers without named disclosures (and jsdom) keep one open at a time this way.
  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (type !== 'single' || !opened.open) return;
    for (const other of opened.parentElement?.children ?? []) {
      if (other !== opened && other instanceof HTMLDetailsElement) other.open = false;
    }
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = focusMoves[event.key];
    const summaries = [...event.currentTarget.querySelectorAll<HTMLElement>(questionSelector)];
    const index = summaries.indexOf(event.target as HTMLElement);
    if (!move || index < 0) return;
    event.preventDefault();
    summaries[move(index, summaries.length)]?.focus();
  };

  return (
    // The keys reach it from the questions inside, which are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      id={id}
      className={className ? `${styles.accordion} ${className}` : styles.accordion}
      onKeyDown={moveFocus}
      data-focus-keys={questionSelector}
    >
      {items.map((item, index) => (
        <details
          key={item.question}
          name={type === 'single' ? group : undefined}
          open={open.includes(index)}
          className={styles.item}
          onToggle={closeOthers}
        >
          <summary className={styles.trigger}>
            <Heading className={styles.heading}>{item.question}</Heading>
            <svg
              className={styles.chevron}
              viewBox="0 0 20 20"
              width="20"
              height="20"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M5 7.5l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <div
            className={styles.panel}
            style={{ maxHeight: panelMaxHeight }}
            // A long answer scrolls inside the height limit; keyboard users must reach it to scroll.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            data-testid="faq-panel"
          >
            <p className={styles.answer}>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
