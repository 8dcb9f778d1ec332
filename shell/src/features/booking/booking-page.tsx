import { useSearchParams } from 'react-router-dom';
import { business } from 'shared-types';

import { BookingCalendar } from '../../components/booking/booking-calendar';
import { parseItemId } from '../../components/booking/booking-url';
import { siteConfig } from '../../config/runtime-config';
import styles from './booking-page.module.scss';

/** `/booking`: the calendar for `?itemId=` when numeric, the default item otherwise. */
export function BookingPage() {
  const [params] = useSearchParams();
  const itemId = parseItemId(params.get('itemId'));
  const scrollToCalendar = () =>
    document.getElementById('calendar')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <>
      <title>Book Your Tour | Cats About Town Tours</title>
      <meta
        name="description"
        content="Pick a date for a two-hour cat-history walking tour of New York City. $40 per person, small groups."
      />
      <section className={styles.hero} aria-labelledby="booking-title">
        <h1 id="booking-title">Book Your Cat History Tour</h1>
        <p>Choose your date and neighborhood. Every tour is led by a licensed New York City guide.</p>
        <button type="button" className="button-primary" onClick={scrollToCalendar}>
          See Available Dates
        </button>
      </section>
      <section id="calendar" className={styles.calendarSection} aria-label="Booking calendar">
        <BookingCalendar itemId={itemId} flowId={business.booking.flowId} />
      </section>
      <section className={styles.info} aria-labelledby="booking-info">
        <h2 id="booking-info">Good to know</h2>
        <ul>
          <li>Tours last about 2 hours.</li>
          <li>${business.pricing.pricePerPerson} per person.</li>
          <li>Small groups, so everyone hears every story.</li>
        </ul>
        <p>
          Questions about dates or a group booking?{' '}
          <a href={`mailto:${siteConfig.contactEmail}?subject=Tour%20booking%20question`}>
            Contact us by email
          </a>
          .
        </p>
      </section>
    </>
  );
}
