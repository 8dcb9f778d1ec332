import { useCallback, useEffect, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { business } from 'shared-types';

import { siteConfig } from '../../config/runtime-config';
import { useMarkCalendarShown } from '../../hooks/use-calendar-shown';
import { dockClearOf } from '../../lib/toast-dock';
import { toast } from '../../lib/toasts';
import { buttonClass } from '../ui/button/button-class';
import { Spinner } from '../ui/spinner/spinner';
import styles from './booking-calendar.module.scss';
import { buildBookingUrl } from './booking-url';
import { reloadPage } from './reload-page';

/** Props of the embedded calendar. */
export interface BookingCalendarProps {
  /** The provider's item; the default item 562630 when absent. */
  itemId?: number;
  /** Booking flow; 1219724 by default. */
  flowId?: number;
  className?: string;
  /** Accessible name of the frame. */
  title?: string;
}

type CalendarState = 'loading' | 'loaded' | 'error';

/** What is known about loading one calendar address. */
interface LoadFacts {
  src: string;
  frameLoaded: boolean;
  /** Whether the provider answered the probe; undefined while it is on its way. */
  reachable: boolean | undefined;
  timedOut: boolean;
}

function freshFacts(src: string): LoadFacts {
  return { src, frameLoaded: false, reachable: undefined, timedOut: false };
}

/** A state update that records a fact about `src`, starting afresh if the address changed. */
function withChange(src: string, change: Partial<LoadFacts>) {
  return (previous: LoadFacts): LoadFacts => ({
    ...(previous.src === src ? previous : freshFacts(src)),
    ...change,
  });
}

/** Loaded once the frame loaded from a reachable provider; failed when unreachable or too slow. */
function calendarState({ frameLoaded, reachable, timedOut }: LoadFacts): CalendarState {
  if (frameLoaded && reachable === true) return 'loaded';
  if (reachable === false || timedOut) return 'error';
  return 'loading';
}

/**
 * How far ahead of the viewport the calendar starts loading: Chrome's own distance for lazy frames
 * on a fast connection. On a tour page the calendar is three to six screens below the first one,
 * so a first visit loads neither the provider's page nor its scripts until the visitor heads
 * there (or follows a link to `#book-now`); on the booking page it is on the first screen.
 */
const CALENDAR_LOAD_MARGIN = '1250px 0px';

/** A frame that has not loaded by then is treated as failed, so nobody waits on a spinner forever. */
const CALENDAR_LOAD_TIMEOUT_MS = 15_000;

/** The error text shown when the calendar fails to load. */
const CALENDAR_ERROR_MESSAGE = 'Failed to load the booking calendar. Please try again later.';

/**
 * Whether the provider answers at all. A frame has no usable `error` event (browsers load their own
 * error page into it and report `load`), so an opaque request is what tells a network failure.
 */
function probeProvider(src: string, signal: AbortSignal): Promise<boolean> {
  if (typeof fetch !== 'function') return Promise.resolve(true);
  return fetch(src, { mode: 'no-cors', credentials: 'omit', signal }).then(
    () => true,
    () => signal.aborted,
  );
}

/**
 * The provider's calendar in a frame: loading, loaded and error states. It stays in its loading
 * state, without a frame, until it nears the viewport.
 */
export function BookingCalendar({ itemId, flowId, className, title }: BookingCalendarProps) {
  const src = buildBookingUrl({ itemId, flowId });
  // Where the browser cannot tell (no IntersectionObserver), the calendar loads at once.
  const { ref: nearRef, inView: near } = useInView({
    rootMargin: CALENDAR_LOAD_MARGIN,
    triggerOnce: true,
    fallbackInView: true,
  });
  // Whether it shows on the screen now: the floating booking link steps aside meanwhile (where
  // the browser cannot tell, the link stays).
  const { ref: shownRef, inView: shown } = useInView({ fallbackInView: false });
  useMarkCalendarShown(shown);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      nearRef(node);
      shownRef(node);
    },
    [nearRef, shownRef],
  );
  const [facts, setFacts] = useState<LoadFacts>(() => freshFacts(src));
  const toastShown = useRef(false);
  const errorPanel = useRef<HTMLDivElement>(null);
  const providerPage = new URL(
    `/${siteConfig.bookingAccount}/`,
    siteConfig.bookingBaseUrl,
  ).toString();

  // Facts about an earlier address are stale the moment the address changes.
  const current = facts.src === src ? facts : freshFacts(src);
  const state = calendarState(current);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    void probeProvider(src, controller.signal).then((reachable) => {
      if (!controller.signal.aborted) setFacts(withChange(src, { reachable }));
    });
    const timer = window.setTimeout(
      () => setFacts(withChange(src, { timedOut: true })),
      CALENDAR_LOAD_TIMEOUT_MS,
    );
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [src, near]);

  useEffect(() => {
    if (state !== 'error' || toastShown.current) return;
    toastShown.current = true;
    // The toast repeats the panel: it docks where it leaves the panel's buttons uncovered.
    toast.error('Calendar Error', {
      description: CALENDAR_ERROR_MESSAGE,
      position: dockClearOf(errorPanel.current),
    });
  }, [state]);

  return (
    <div
      ref={ref}
      className={[styles.calendar, className].filter(Boolean).join(' ')}
      style={{ minHeight: business.booking.calendarMinHeightPx }}
      aria-busy={state === 'loading'}
    >
      {state === 'loading' && <Spinner label="Loading calendar..." className={styles.status} />}
      {state === 'loading' && (
        // Without JavaScript the frame never comes: the provider's calendar opens in a tab.
        <noscript>
          <div className={styles.noScript}>
            <p>Pick a date on our booking provider&apos;s calendar.</p>
            <a
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary')}
            >
              Open the booking calendar
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </noscript>
      )}
      {state === 'error' ? (
        <div ref={errorPanel} className={styles.error} role="alert">
          <h3>Calendar could not be loaded</h3>
          <p>{CALENDAR_ERROR_MESSAGE}</p>
          <div className={styles.actions}>
            <button type="button" className={buttonClass('primary')} onClick={reloadPage}>
              Try again
            </button>
            <a
              href={providerPage}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary')}
            >
              Booking provider&apos;s page
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      ) : (
        near && (
          <iframe
            className={styles.frame}
            src={src}
            title={title ?? 'Tour booking calendar'}
            style={{ minHeight: business.booking.calendarMinHeightPx }}
            hidden={state !== 'loaded'}
            onLoad={() => setFacts(withChange(src, { frameLoaded: true }))}
          />
        )
      )}
    </div>
  );
}
