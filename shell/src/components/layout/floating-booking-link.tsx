import { Link } from 'react-router-dom';
import { paths } from 'shared-types';

import styles from './floating-booking-link.module.scss';
import { CalendarIcon } from './icons';

/**
 * The floating link to /booking added by the routing layer. It shows once the page is scrolled
 * past 300px, above the reserve bar while that shows (its styles: the bottom dock), and steps aside
 * while a booking calendar shows on the screen.
 */
export function FloatingBookingLink() {
  return (
    <Link to={paths.booking} className={styles.link} aria-label="Book a tour">
      <CalendarIcon />
      <span className={styles.text} aria-hidden="true">
        Book
      </span>
    </Link>
  );
}
