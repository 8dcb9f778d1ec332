import { Suspense, lazy, useId, useState } from 'react';
import { business, paths } from 'shared-types';
import { Link } from 'shell/router';
import {
  FaqAccordion,
  Hero,
  JsonLd,
  PageMeta,
  Section,
  StarRating,
  buttonClass,
  faqJsonLd,
} from 'shell/ui';

import heroUrl from '../../assets/tours/tours-hero.svg';
import { tourListings } from '../../content/tour-catalog';
import { TourCard } from './tour-card';
import { filterTours, normalizeQuery, searchSummary, shownOfTotal } from './tour-search';
import { toursFaq } from './tours-faq';
import styles from './tours-page.module.scss';

// Below the fold and not needed for the first paint: fetched as its own chunk.
const TourExpectations = lazy(() => import('./tour-expectations'));

const { pricePerPerson } = business.pricing;
const { value: rating, best, reviewCount, fiveStarShare } = business.rating;

const trustPoints: readonly string[] = [
  'Led by professional historians',
  `${fiveStarShare} five-star reviews`,
  '2-hour tours',
  'Small groups',
];

/** The tours listing `/tours`: search, the four tour cards, what to expect, FAQ and booking. */
export default function ToursPage() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const visible = filterTours(tourListings, query);
  const searching = normalizeQuery(query) !== '';
  const total = tourListings.length;

  return (
    <>
      <PageMeta
        title="Our Tours | Cat History Walking Tours in New York City"
        description={`Compare our Brooklyn Heights, Financial District and Lower East Side cat history walking tours ($${pricePerPerson} per person) and private tours for your group.`}
        path={paths.tours}
      />
      <JsonLd data={faqJsonLd(toursFaq)} />

      <Hero
        height="medium"
        priority
        image={{
          src: heroUrl,
          alt: 'Illustration of the Brooklyn Bridge at sunset over the East River, with a black cat watching from the Brooklyn shore',
          width: 1600,
          height: 700,
        }}
        eyebrow="Walking tours in Brooklyn and Manhattan"
        title="Our Tours"
        subtitle="Three neighborhoods, four centuries of cats and one very brave blind hero. Find the walk that suits you."
      />

      <section className={styles.searchBand} aria-label="Search tours">
        <div className={styles.searchInner}>
          <label htmlFor={searchId} className="visually-hidden">
            Search our tours
          </label>
          <div className={styles.searchRow}>
            <input
              id={searchId}
              type="search"
              className={styles.searchInput}
              placeholder="Search our tours..."
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            {query !== '' ? (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setQuery('')}
              >
                Reset search
              </button>
            ) : null}
          </div>
          <div className={styles.searchStatus} role="status">
            {searching ? <p>{searchSummary(visible.length, query)}</p> : null}
            <p>{shownOfTotal(visible.length, total)}</p>
          </div>
        </div>
      </section>

      <section className={styles.trust} aria-label="Why book with us">
        <ul className={styles.trustList}>
          {trustPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>

      <Section
        title="Choose Your Cat History Adventure"
        subtitle="Every tour is curated by our cat historian and led by a licensed guide."
        tone="cream"
      >
        <aside className={styles.tourNote} aria-label="Tour note">
          <p>
            Group tours are ${pricePerPerson} per person and last about 2 hours (one route is
            described as about 1.5 hours) over 1 to 1.5 miles. Groups stay small: at most{' '}
            {business.groupSize.financialDistrict} guests in the Financial District and{' '}
            {business.groupSize.brooklynHeights} in Brooklyn Heights and on the Lower East Side.
          </p>
        </aside>

        {visible.length > 0 ? (
          <ul className={styles.grid}>
            {visible.map((tour) => (
              <TourCard key={tour.id} tour={tour} />
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <h3 className={styles.emptyTitle}>No tours found</h3>
            <p>Try adjusting your search or browse all tours.</p>
            <button type="button" className={buttonClass('primary')} onClick={() => setQuery('')}>
              View all tours
            </button>
          </div>
        )}
      </Section>

      <Suspense
        fallback={
          <p className={styles.loading} role="status">
            Loading tour details...
          </p>
        }
      >
        <TourExpectations />
      </Suspense>

      <Section title="Frequently Asked Questions" tone="cream" width="narrow">
        <FaqAccordion items={toursFaq} type="single" panelMaxHeight="24rem" />
      </Section>

      <Section title="Book Your Tour Today" tone="brand" width="narrow">
        <div className={styles.cta}>
          <p className={styles.ctaPrice}>
            <span className={styles.ctaAmount}>${pricePerPerson}</span> per person
          </p>
          <p className={styles.ctaRating}>
            <StarRating rating={rating} />
            <span>
              {rating}/{best} from {reviewCount} reviews
            </span>
          </p>
          <ul className={styles.ctaPoints}>
            <li>Expert Guides</li>
            <li>Small Groups</li>
            <li>Unique Stories</li>
          </ul>
          <Link to={paths.booking} className={buttonClass('light', 'lg')}>
            Book Now
          </Link>
        </div>
      </Section>
    </>
  );
}
