import { business, paths } from 'shared-types';
import { BookingCalendar } from 'shell/booking';
import { useLocation } from 'shell/router';
import {
  buttonClass,
  eventJsonLd,
  FaqAccordion,
  Hero,
  JsonLd,
  PageMeta,
  Section,
  tourProductJsonLd,
} from 'shell/ui';

import { findTourDetails, type TourDetails } from '../../content/tour-details';
import {
  fiveStarNote,
  pricePerPersonText,
  routeLengthText,
} from '../../content/tour-details-shared';
import { FactsBar } from './components/facts-bar';
import { RelatedTours } from './components/related-tours';
import { StickyTourCta } from './components/sticky-tour-cta';
import { StopGrid } from './components/stop-grid';
import { TourNotFound } from './components/tour-not-found';
import { TourTestimonials } from './components/tour-testimonials';
import { nextDepartureIso } from './next-departure';
import styles from './tour-page.module.scss';

/** The anchor every "Check Available Dates" link and the hero button lead to. */
export const BOOK_NOW_ID = 'book-now';
const bookNowHref = `#${BOOK_NOW_ID}`;

/** The slug after /tours/, without a trailing slash. */
function slugFrom(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

function TourStructuredData({ tour }: { tour: TourDetails }) {
  const url = paths.tour(tour.slug);
  const description = tour.description[0] ?? tour.intro;
  return (
    <>
      <JsonLd
        data={tourProductJsonLd({
          name: tour.title,
          description,
          image: tour.hero.src,
          url,
          price: business.pricing.pricePerPerson,
          location: `${tour.area}, New York City`,
          highlights: tour.stops.map((stop) => stop.title),
        })}
      />
      <JsonLd
        // A function: it is called when the block is written. Prerendered, the page states the
        // weekly departures only, since a date worked out when the site was built would be past a
        // week later. In the browser, once the page is idle, the next departure too: it needs New
        // York's time zone, whose first use costs milliseconds (Temporal) to tens of them (Intl).
        data={() =>
          eventJsonLd({
            name: tour.title,
            description,
            url,
            image: tour.hero.src,
            schedule: tour.nextDeparture,
            startDate:
              typeof window === 'undefined' ? undefined : nextDepartureIso(tour.nextDeparture),
            performer: 'Cats About Town Tours licensed guides',
            priceRange: `$${business.pricing.pricePerPerson}`,
          })
        }
      />
    </>
  );
}

function PriceLine() {
  return (
    <p className={styles.price}>
      <strong>{pricePerPersonText}</strong> <span className={styles.rating}>{fiveStarNote}</span>
    </p>
  );
}

function TourContent({ tour }: { tour: TourDetails }) {
  const stopsSubtitle =
    tour.stopsKind === 'highlights'
      ? `${tour.stops.length} highlights, told by a licensed guide`
      : `${tour.stops.length} stops on a walk through ${tour.area}`;

  return (
    <div className={styles.page} data-tour={tour.slug}>
      <PageMeta
        title={`${tour.title} | ${pricePerPersonText} Walking Tour in New York City`}
        description={`${tour.tagline} A guided ${tour.area} walk in small groups of at most ${tour.maxGroupSize}, ${pricePerPersonText}.`}
        path={paths.tour(tour.slug)}
      />
      <TourStructuredData tour={tour} />

      <Hero
        title={tour.title}
        subtitle={tour.tagline}
        eyebrow="Guided cat-history walking tour"
        height="medium"
        overlay="heavy"
        image={tour.hero}
        priority
      >
        <a href={bookNowHref} className={buttonClass('primary', 'lg')}>
          Book This Tour
        </a>
      </Hero>

      <FactsBar facts={tour.facts} />

      <Section title={`About the ${tour.area} Tour`} tone="white">
        <div className={tour.sidebarCard ? styles.introWithSidebar : styles.intro}>
          <div className={styles.introText}>
            <PriceLine />
            <p className={styles.lead}>{tour.intro}</p>
            <p>
              <a href={bookNowHref} className={buttonClass('secondary')}>
                Check Available Dates
              </a>
            </p>
            {tour.description.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <h3 className={styles.subheading}>The route</h3>
            <p>
              {routeLengthText} We start at {tour.startArea}.
            </p>
            <h3 className={styles.subheading}>When it runs</h3>
            <ul className={styles.schedule}>
              {tour.schedule.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {tour.schedule.length > 1 ? (
              <p className={styles.note}>
                Our listings give both schedules; the booking calendar below shows the current start
                times.
              </p>
            ) : null}
          </div>
          {tour.sidebarCard ? (
            <aside className={styles.sidebar} aria-labelledby={`${tour.slug}-sidebar-title`}>
              <h3 id={`${tour.slug}-sidebar-title`} className={styles.sidebarTitle}>
                {pricePerPersonText}
              </h3>
              <p className={styles.rating}>{fiveStarNote}</p>
              <ul className={styles.sidebarList}>
                <li>About 2 hours, 1.5 miles</li>
                <li>Maximum {tour.maxGroupSize} people</li>
                {tour.schedule.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <a href={bookNowHref} className={buttonClass('primary')}>
                Check Available Dates
              </a>
            </aside>
          ) : null}
        </div>
      </Section>

      <Section title="What You'll Discover" subtitle={stopsSubtitle}>
        <StopGrid stops={tour.stops} />
      </Section>

      <Section title="What Our Guests Say" tone="white">
        <TourTestimonials testimonials={tour.testimonials} />
      </Section>

      <Section
        id={BOOK_NOW_ID}
        title="Book Your Tour"
        subtitle={`Choose a date for the ${tour.title}: ${pricePerPersonText}, small groups of at most ${tour.maxGroupSize}.`}
        className={styles.bookNow}
      >
        <BookingCalendar itemId={tour.itemId} title={`Booking calendar for the ${tour.title}`} />
      </Section>

      <Section title="Frequently Asked Questions" tone="white" width="narrow">
        <FaqAccordion items={tour.faqs} type="multiple" />
      </Section>

      <Section title="Explore Our Other Tours">
        <RelatedTours links={tour.related} />
      </Section>

      {tour.stickyCta ? <StickyTourCta tour={tour} href={bookNowHref} /> : null}
    </div>
  );
}

/** Page of one group tour, chosen by the slug in the address; unknown slugs get a not-found view. */
export default function TourPage() {
  const { pathname } = useLocation();
  const tour = findTourDetails(slugFrom(pathname));
  return tour ? <TourContent tour={tour} /> : <TourNotFound />;
}
