import { useEffect, useRef, type MouseEvent } from 'react';
import { business } from 'shared-types';
import { toast } from 'shell/ui';

import styles from './help-button.module.scss';

/** Props of `HelpButton`. */
export interface HelpButtonProps {
  /** Id of the section to bring into view; it should accept focus (tabIndex -1). */
  targetId: string;
}

/** Attribute the target carries while it pulses; its page styles the pulse. */
const HIGHLIGHT_ATTRIBUTE = 'data-highlighted';

/**
 * The floating help button of the contact page: scrolls to the FAQ section and pulses a highlight
 * on it for 2 s; when the section is missing, says so in a toast. It is a link to the section, so
 * it jumps there before the page's code has arrived, and without it.
 */
export function HelpButton({ targetId }: HelpButtonProps) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function showSection(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const target = document.getElementById(targetId);
    if (!target) {
      toast.error('Section Not Found', {
        description: "We couldn't find that section. Please try another link.",
      });
      return;
    }
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Focus follows the view, so keyboard and screen-reader users continue from the FAQ.
    target.focus({ preventScroll: true });
    target.setAttribute(HIGHLIGHT_ATTRIBUTE, 'true');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => target.removeAttribute(HIGHLIGHT_ATTRIBUTE),
      business.contact.helpHighlightMs,
    );
  }

  return (
    <a
      href={`#${targetId}`}
      className={styles.button}
      onClick={showSection}
      // Before the code arrives the browser jumps there, without a history entry of its own, as
      // once hydrated; the section pulses as the link's target then (its page's styles).
      data-history="replace"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M9.2 9.3a2.9 2.9 0 0 1 5.6 1c0 1.9-2.8 2.4-2.8 4.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="12" cy="17.6" r="1.2" fill="currentColor" />
      </svg>
      <span className={styles.text}>Need help?</span>
      <span className="visually-hidden"> Go to the frequently asked questions</span>
    </a>
  );
}
