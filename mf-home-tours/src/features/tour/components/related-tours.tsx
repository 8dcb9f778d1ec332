import { Link } from 'shell/router';

import type { RelatedTourLink } from '../../../content/tour-details-shared';
import styles from './related-tours.module.scss';

/** Links to the other tours at the foot of a tour page. */
export function RelatedTours({ links }: { links: readonly RelatedTourLink[] }) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.path} className={styles.card}>
          <h3 className={styles.title}>
            <Link to={link.path} className={styles.link}>
              {link.name}
            </Link>
          </h3>
          <p className={styles.summary}>{link.summary}</p>
        </li>
      ))}
    </ul>
  );
}
