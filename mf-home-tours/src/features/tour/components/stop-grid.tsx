import type { TourStop } from 'shared-types';

import styles from './stop-grid.module.scss';

/** The "What You'll Discover" grid: numbered stops, each with its title and description. */
export function StopGrid({ stops }: { stops: readonly TourStop[] }) {
  return (
    <ol className={styles.grid}>
      {stops.map((stop, index) => (
        <li key={stop.title} className={styles.stop}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>{stop.title}</h3>
          <p className={styles.description}>{stop.description}</p>
        </li>
      ))}
    </ol>
  );
}
