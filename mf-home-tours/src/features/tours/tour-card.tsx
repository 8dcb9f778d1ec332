import { business, paths } from 'shared-types';
import { ReserveButton } from 'shell/booking';
import { Link } from 'shell/router';
import { Card, SmartImage } from 'shell/ui';

import type { TourListing } from '../../content/tour-catalog';
import styles from './tours-page.module.scss';

const { pricePerPerson, competitorAverage } = business.pricing;

/** The price line of group tours. */
const groupPriceLine = `$${pricePerPerson} (avg. NYC walking tours: $${competitorAverage})`;

/** One card of the tours grid. */
export function TourCard({ tour }: { tour: TourListing }) {
  const shortName = tour.title.replace(/ Historical Cat Tour$/, '');
  return (
    <Card as="li" className={tour.featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <div className={styles.media}>
        {/* A broken picture becomes the shell's placeholder. */}
        <SmartImage
          src={tour.image}
          alt={tour.imageAlt}
          width={tour.imageWidth}
          height={tour.imageHeight}
          className={styles.image}
        />
        {tour.featured ? <span className={styles.badge}>Most Popular</span> : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.cardTitle}>{tour.title}</h3>
        {tour.isPrivate ? (
          <p className={styles.price}>Custom pricing for your group</p>
        ) : (
          <p className={styles.price}>{groupPriceLine}</p>
        )}
        {tour.featured ? (
          <p className={styles.urgency}>Brooklyn Heights tours frequently book in advance</p>
        ) : null}
        <p className={styles.description}>{tour.description}</p>
        {tour.teaser ? <p className={styles.teaser}>“{tour.teaser}”</p> : null}
        <div className={styles.cardActions}>
          <Link to={tour.path} className="button-secondary">
            View Details<span className="visually-hidden"> of the {shortName} tour</span>
          </Link>
          {tour.isPrivate ? (
            <ReserveButton href={paths.contact}>Contact Us to Book</ReserveButton>
          ) : (
            <ReserveButton itemId={tour.itemId}>
              Reserve Your Spot<span className="visually-hidden"> on the {shortName} tour</span>
            </ReserveButton>
          )}
        </div>
      </div>
    </Card>
  );
}
