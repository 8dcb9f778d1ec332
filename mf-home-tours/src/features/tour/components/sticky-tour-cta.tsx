import { buttonClass } from 'shell/ui';

import {
  fiveStarNote,
  pricePerPersonText,
  type TourDetails,
} from '../../../content/tour-details-shared';
import styles from './sticky-tour-cta.module.scss';

/** The Financial District's call-to-action bar, stuck to the bottom of the screen on the page. */
export function StickyTourCta({ tour, href }: { tour: TourDetails; href: string }) {
  return (
    // A bottom bar: the layout's floating controls rise above it (data-bottom-bar).
    <aside className={styles.bar} aria-label={`Book the ${tour.area} tour`} data-bottom-bar="">
      <div className={styles.inner}>
        <p className={styles.text}>
          <strong>{pricePerPersonText}</strong>
          <span className={styles.detail}>
            {tour.schedule[0]} · maximum {tour.maxGroupSize} · {fiveStarNote}
          </span>
        </p>
        <a href={href} className={buttonClass('light')}>
          Reserve Now
        </a>
      </div>
    </aside>
  );
}
