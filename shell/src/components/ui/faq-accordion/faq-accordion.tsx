import * as Accordion from '@radix-ui/react-accordion';
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
  /** Height at which an answer scrolls inside its panel; 24rem (doc 2 §9). */
  panelMaxHeight?: string;
  /** Level of the question headings; 3 by default (under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  id?: string;
  className?: string;
}

const valueOf = (index: number) => `faq-${index}`;

/** FAQ accordion on Radix: Home, End and the arrow keys move between questions. */
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
  const list = items.map((item, index) => (
    <Accordion.Item key={valueOf(index)} value={valueOf(index)} className={styles.item}>
      <Accordion.Header asChild>
        <Heading className={styles.heading}>
          <Accordion.Trigger className={styles.trigger}>
            <span>{item.question}</span>
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
          </Accordion.Trigger>
        </Heading>
      </Accordion.Header>
      <Accordion.Content className={styles.content}>
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
      </Accordion.Content>
    </Accordion.Item>
  ));
  const classes = className ? `${styles.accordion} ${className}` : styles.accordion;

  if (type === 'multiple') {
    return (
      <Accordion.Root
        id={id}
        type="multiple"
        className={classes}
        defaultValue={defaultOpen.map(valueOf)}
      >
        {list}
      </Accordion.Root>
    );
  }
  const first = defaultOpen[0];
  return (
    <Accordion.Root
      id={id}
      type="single"
      collapsible
      className={classes}
      defaultValue={first === undefined ? undefined : valueOf(first)}
    >
      {list}
    </Accordion.Root>
  );
}
