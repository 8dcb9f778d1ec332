import { Link } from 'react-router-dom';
import { paths } from 'shared-types';

import styles from './floating-booking-link.module.scss';
import { CalendarIcon } from './icons';

/** Props of {@link FloatingBookingLink}. */
export interface FloatingBookingLinkProps {
  /** Lifted above the sticky reserve bar while that is showing. */
  raised?: boolean;
}

/** The floating link to /booking added by the routing layer. */
export function FloatingBookingLink({ raised = false }: FloatingBookingLinkProps) {
  return (
    <Link
      to={paths.booking}
      className={styles.link}
      data-raised={raised ? 'true' : 'false'}
      aria-label="Book a tour"
    >
      <CalendarIcon />
      <span className={styles.text} aria-hidden="true">
        Book
      </span>
    </Link>
  );
}
