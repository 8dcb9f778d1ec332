import { paths } from 'shared-types';
import { Link } from 'shell/router';
import { Card, Section, buttonClass } from 'shell/ui';

import { tourSchedules } from '../../content/home-availability';
import styles from './home-page.module.scss';

/** The home page's tour availability: when each group tour runs, with links to its page and to the calendar. */
export function TourAvailability() {
  return (
    <Section
      title="Tour Availability"
      subtitle="Our group tours run every weekend. Pick a neighborhood and a time that suits you."
      tone="white"
    >
      <ul className={styles.availabilityList}>
        {tourSchedules.map((tour) => (
          <Card as="li" key={tour.slug} className={styles.availabilityCard}>
            <h3 className={styles.cardTitle}>{tour.name}</h3>
            <p className={styles.schedule}>{tour.schedule}</p>
            {tour.seasonalSchedule ? (
              <p className={styles.otherReading}>Also listed: {tour.seasonalSchedule}</p>
            ) : null}
            <Link to={tour.path} className={styles.textLink}>
              View Details<span className="visually-hidden"> of the {tour.name} tour</span>
            </Link>
          </Card>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link to={paths.booking} className={buttonClass('primary', 'lg')}>
          Check Available Dates
        </Link>
        <Link to={paths.booking} className={buttonClass('secondary', 'lg')}>
          See All Available Dates
        </Link>
      </div>
      <p className={styles.note}>
        New dates are added often, so check back if your day is not listed yet. If a tour is full,
        join the waitlist on its booking calendar and we will email you as soon as a spot opens.
      </p>
    </Section>
  );
}
