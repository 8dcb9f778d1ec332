import type { TourFact } from '../../../content/tour-details-shared';
import styles from './facts-bar.module.scss';

/** The tour's key facts in one strip: duration, distance, group size, reviews. */
export function FactsBar({ facts }: { facts: readonly TourFact[] }) {
  return (
    <section className={styles.bar} aria-label="Tour facts">
      <dl className={styles.list}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
