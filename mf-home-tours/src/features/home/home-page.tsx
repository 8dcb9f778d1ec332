import { useId } from 'react';
import { business, paths } from 'shared-types';
import { Link } from 'shell/router';
import {
  Card,
  GalleryGrid,
  Hero,
  JsonLd,
  NewsletterBand,
  PageMeta,
  Section,
  StarRating,
  TestimonialCarousel,
  buttonClass,
  localBusinessJsonLd,
  siteConfig,
} from 'shell/ui';

import bookCoverUrl from '../../assets/home/cat-men-of-gotham.svg';
import heroUrl from '../../assets/home/home-hero.svg';
import jerryFoxUrl from '../../assets/home/jerry-fox.svg';
import { homeBenefits, homeFeatures } from '../../content/home-features';
import { homeGalleryImages } from '../../content/home-gallery';
import { googleReviews, highlightedTestimonial } from '../../content/home-testimonials';
import { FeatureIcon } from './feature-icon';
import styles from './home-page.module.scss';
import { MoreLink } from './more-link';
import { PetitionBanner } from './petition-banner';
import { PressStrip } from './press-strip';
import { SplitSection } from './split-section';
import { TourAvailability } from './tour-availability';

const price = business.pricing.pricePerPerson;
const bookLabel = `Book Your Tour – Only $${price}!`;
const jerryFoxPostId = 'jerry-fox-saves-brooklyn-borough-hall';
const bookOrderHref = `mailto:${siteConfig.contactEmail}?subject=${encodeURIComponent(
  'Signed copy of The Cat Men of Gotham',
)}`;

/** The home page `/`: its fifteen sections, in order. */
export default function HomePage() {
  const headlineId = useId();
  const { value: rating, best, reviewCount } = business.rating;

  return (
    <>
      <PageMeta
        title="Cat History Walking Tours in New York City | Brooklyn Heights, Financial District, Lower East Side"
        description={`Guided walking tours through New York’s feline history in Brooklyn Heights, the Financial District and the Lower East Side. Licensed guides, small groups, $${price} per person, rated ${rating}/${best}.`}
        path={paths.home}
      />
      <JsonLd data={localBusinessJsonLd()} />

      {/* 1 */}
      <PetitionBanner />

      {/* 2: the hero image is the page's largest paint, so it is fetched first and eagerly. */}
      <section aria-labelledby={headlineId}>
        <Hero
          height="full"
          overlay="medium"
          priority
          image={{
            src: heroUrl,
            alt: 'Illustration of a Brooklyn street of red-brick brownstones at dusk, a black cat and a ginger cat on the sidewalk and the Brooklyn Bridge beyond',
            width: 1600,
            height: 900,
          }}
          eyebrow="Guided walking tours in New York City"
          title={<span id={headlineId}>Time-Travel Through New York City’s Feline History</span>}
          subtitle="Walk Brooklyn Heights, the Financial District and the Lower East Side with licensed guides, and meet the ships’ cats, mousers and heroes who shaped the city."
        >
          <Link to={paths.booking} className={buttonClass('primary', 'lg')}>
            {bookLabel}
          </Link>
          <Link to={paths.tours} className={buttonClass('ghost', 'lg')}>
            Learn More About Our Tours
          </Link>
        </Hero>
      </section>

      {/* 3 */}
      <PressStrip />

      {/* 4 */}
      <Section title="What Our Guests Say" tone="cream" width="narrow">
        <figure className={styles.highlight}>
          <StarRating rating={highlightedTestimonial.rating ?? best} />
          <blockquote className={styles.highlightQuote}>
            <p>“{highlightedTestimonial.quote}”</p>
          </blockquote>
          <figcaption className={styles.highlightCaption}>
            <strong>{highlightedTestimonial.author}</strong>
            {highlightedTestimonial.role ? `, ${highlightedTestimonial.role}` : null}
            {highlightedTestimonial.source ? ` · ${highlightedTestimonial.source}` : null}
          </figcaption>
        </figure>
      </Section>

      {/* 5 */}
      <Section
        title="Discover New York Through Its Cats"
        subtitle="History walks with a whiskered twist"
        tone="white"
      >
        <div className={styles.intro}>
          <p>
            For four centuries cats have guarded New York’s warehouses, ships, post offices and
            tenements. Our guides follow their paw prints through three historic neighborhoods and
            tell the city’s story from a point of view you have never heard before: funny,
            surprising and carefully researched. Most tours take about 2 hours; our quickest route
            runs about 90 minutes.
          </p>
          <ul className={styles.badges} aria-label="Tour facts">
            <li className={styles.badge}>90-min tours</li>
            <li className={styles.badge}>3 locations</li>
            <li className={styles.badge}>
              {rating}/{best} rating
            </li>
          </ul>
          <Link to={paths.tours} className={buttonClass('primary', 'lg')}>
            Explore Our Tours
          </Link>
        </div>
      </Section>

      {/* 6 */}
      <NewsletterBand />

      {/* 7 */}
      <Section
        title="Give the Gift of Cat History"
        subtitle="A gift card for a walking tour is the perfect present for the cat lover or history buff in your life."
        tone="cream"
        width="narrow"
      >
        <p className={styles.centered}>
          <a
            href={siteConfig.giftCardUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'lg')}
          >
            Purchase a Gift Card<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </Section>

      {/* 8 */}
      <SplitSection
        title="The Story of Jerry Fox"
        tone="white"
        image={{
          src: jerryFoxUrl,
          alt: 'Illustration of a white cat with closed eyes sitting before the columns of Brooklyn Borough Hall while flames rise from its cupola',
          width: 640,
          height: 540,
        }}
        frame="illustration"
      >
        <p>
          Jerry Fox was a blind cat who lived at Brooklyn Borough Hall. On May 22, 1904, when fire
          broke out in the building’s cupola, he is credited with raising the alarm that brought the
          firefighters in time and saved Borough Hall.
        </p>
        <p>
          He never saw the building he protected, yet he knew every corridor of it. More than a
          century later, Brooklyn still has no memorial to its feline hero. We are asking the
          borough to put that right with a plaque at Borough Hall.
        </p>
        <div className={styles.actionsStart}>
          <Link to={paths.petition} className={buttonClass('primary')}>
            Sign the Petition
          </Link>
          <Link to={paths.blogPost(jerryFoxPostId)} className={buttonClass('secondary')}>
            Read Jerry Fox’s Full Story
          </Link>
        </div>
      </SplitSection>

      {/* 9 */}
      <Section title="Why Guests Love Our Tours" tone="cream">
        <ul className={styles.featureGrid}>
          {homeFeatures.map((feature) => (
            <Card as="li" key={feature.title} className={styles.featureCard}>
              <span className={styles.featureIcon}>
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className={styles.cardTitle}>{feature.title}</h3>
              <p>{feature.description}</p>
            </Card>
          ))}
        </ul>
      </Section>

      {/* 10 */}
      <Section title="The Benefits of Touring With Us" tone="dark" width="narrow">
        <ul className={styles.benefits}>
          {homeBenefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Section>

      {/* 11 */}
      <Section
        title="Reviews From Google"
        subtitle={`Rated ${rating} out of ${best} from ${reviewCount} reviews`}
        tone="white"
        width="narrow"
      >
        <TestimonialCarousel testimonials={googleReviews} label="Google reviews" />
      </Section>

      {/* 12 */}
      <TourAvailability />

      {/* 13 */}
      <SplitSection
        title="The Cat Men of Gotham"
        tone="cream"
        image={{
          src: bookCoverUrl,
          alt: 'Cover of the book The Cat Men of Gotham: gold lettering on brick red above a ginger cat on a night skyline',
          width: 400,
          height: 600,
        }}
        frame="cover"
      >
        <p>
          Our co-founder and cat historian tells the stories of the men and women who kept, fed,
          employed and celebrated New York’s cats, from the waterfront to City Hall. Many of the
          tales you hear on our tours began as chapters of this book.
        </p>
        <p>
          <strong>Signed copies</strong> are available directly from us, and we are happy to add a
          dedication for a gift.
        </p>
        <a href={bookOrderHref} className={buttonClass('primary')}>
          Email us to order
        </a>
      </SplitSection>

      {/* 14 */}
      <Section
        title="Moments From Our Tours"
        subtitle="Scenes from the streets, stoops and waterfronts we visit."
        tone="white"
        width="wide"
      >
        <GalleryGrid images={homeGalleryImages} columns={4} label="Tour moments" />
        <MoreLink to={paths.gallery}>Visit the full gallery</MoreLink>
      </Section>

      {/* 15 */}
      <Section
        title="Ready to Walk With New York’s Historic Cats?"
        subtitle="Small groups, licensed guides and stories you will tell for years."
        tone="brand"
        width="narrow"
      >
        <p className={styles.centered}>
          <Link to={paths.booking} className={buttonClass('light', 'lg')}>
            {bookLabel}
          </Link>
        </p>
      </Section>
    </>
  );
}
