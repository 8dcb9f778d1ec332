import type { MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { business, paths } from 'shared-types';

import { BookingCalendar } from '../../components/booking/booking-calendar';
import { parseItemId } from '../../components/booking/booking-url';
import { buttonClass } from '../../components/ui/button/button-class';
import { Hero } from '../../components/ui/hero/hero';
import { PageMeta } from '../../components/ui/page-meta/page-meta';
import { siteConfig } from '../../config/runtime-config';
import styles from './booking-page.module.scss';

const CALENDAR_ID = 'calendar';

/**
 * Scrolls smoothly to the calendar and moves keyboard focus there too. The link jumps there on its
 * own before the page's code has arrived, and without it.
 */
function scrollToCalendar(event: MouseEvent<HTMLAnchorElement>) {
  const calendar = document.getElementById(CALENDAR_ID);
  if (!calendar) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  calendar.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  calendar.focus({ preventScroll: true });
}

/**
 * `/booking`: the calendar for `?itemId=` when it is numeric, the default
 * item otherwise, always with the business flow 1219724.
 */
export function BookingPage() {
  const [params] = useSearchParams();
  const itemId = parseItemId(params.get('itemId'));
  const { pricePerPerson } = business.pricing;
  return (
    <>
      <PageMeta
        title={`Book Your Tour | ${business.company.name}`}
        description={`Pick a date for a two-hour cat-history walking tour of New York City. $${pricePerPerson} per person, small groups.`}
        path={paths.booking}
      />
      <Hero
        title="Book Your Cat History Tour"
        subtitle="Choose your date and neighborhood. Every tour is led by a licensed New York City guide."
        eyebrow="Reservations"
      >
        <a
          href={`#${CALENDAR_ID}`}
          className={buttonClass('light', 'lg')}
          onClick={scrollToCalendar}
          // Before the code arrives the browser jumps there, without a history entry of its own,
          // as once hydrated (the page's early-input script).
          data-history="replace"
        >
          See Available Dates
        </a>
      </Hero>
      <section
        id={CALENDAR_ID}
        className={styles.calendarSection}
        aria-labelledby="calendar-title"
        tabIndex={-1}
      >
        <h2 id="calendar-title" className={styles.sectionTitle}>
          Choose your date
        </h2>
        <BookingCalendar itemId={itemId} flowId={business.booking.flowId} />
        <p className={styles.contact}>
          Questions about dates or a group booking?{' '}
          <a href={`mailto:${siteConfig.contactEmail}?subject=Tour%20booking%20question`}>
            Contact us by email
          </a>{' '}
          at {siteConfig.contactEmail}.
        </p>
      </section>
      <section className={styles.info} aria-labelledby="booking-info">
        <h2 id="booking-info" className={styles.sectionTitle}>
          Good to know
        </h2>
        <ul className={styles.facts}>
          <li>
            <strong>About 2 hours</strong>
            <span>An easy walk with plenty of stops for stories.</span>
          </li>
          <li>
            <strong>${pricePerPerson} per person</strong>
            <span>Book online; private tours are priced on request.</span>
          </li>
          <li>
            <strong>Small groups</strong>
            <span>So everyone hears every story and can ask questions.</span>
          </li>
        </ul>
      </section>
    </>
  );
}
