import { business, paths } from 'shared-types';
import { Link } from 'shell/router';
import { buttonClass, Card, FaqAccordion, Section, siteConfig, StarRating } from 'shell/ui';

import heroUrl from '../../assets/press-kit/press-kit-hero.svg';
import { FormsPage } from '../../components/page/forms-page';
import { formsConfig } from '../../config/forms-config';
import { pageOpenings } from '../../content/page-openings';
import {
  mediaQuotes,
  outletFeatures,
  pressFaqs,
  pressReleases,
  pressTestimonials,
} from './press-kit-content';
import styles from './press-kit-page.module.scss';

const mediaInquiryHref = `mailto:${siteConfig.contactEmail}?subject=${encodeURIComponent('Media Inquiry')}`;

/** The /press-kit page: resources, coverage and a media contact. */
export default function PressKitPage() {
  return (
    <FormsPage opening={pageOpenings.pressKit} illustration={heroUrl}>
      <Section tone="white" title="Press Resources" subtitle="Everything you need for your story.">
        <ul className={styles.resources}>
          <Card as="li" className={styles.resource}>
            <h3 className={styles.cardTitle}>Tour Photos</h3>
            <p>
              High-resolution photos of guests and guides on the Brooklyn Heights, Financial
              District and Lower East Side routes, in landscape and portrait.
            </p>
          </Card>
          <Card as="li" className={styles.resource}>
            <h3 className={styles.cardTitle}>Logos</h3>
            <p>Our logo in colour, black and white, as SVG and PNG, with usage notes.</p>
          </Card>
          <Card as="li" className={styles.resource}>
            <h3 className={styles.cardTitle}>Press Releases</h3>
            <ul className={styles.releases}>
              {pressReleases.map((release) => (
                <li key={release.title}>
                  <span className={styles.releaseTitle}>{release.title}</span>
                  <span className={styles.releaseDate}>{release.date}</span>
                </li>
              ))}
            </ul>
          </Card>
        </ul>
        <p className={styles.folder}>
          <a
            href={formsConfig.pressKitFolderUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'lg')}
          >
            Open the Press Kit Folder
            <span className="visually-hidden"> (opens in a new window)</span>
          </a>
        </p>
      </Section>

      <Section title="About the Tours" width="narrow">
        <div className={styles.about}>
          <p>
            We run guided walking tours about the history of cats in New York City, founded in{' '}
            {business.founding.storyDate} by a cat historian and a licensed city guide. Small groups
            of up to {business.groupSize.brooklynHeights} walk about 1.5 miles through Brooklyn
            Heights, the Financial District or the Lower East Side for about two hours, at $
            {business.pricing.pricePerPerson} per person.
          </p>
          <p>
            Every stop is researched in city records and newspaper archives: ships’ cats,
            post-office mousers, tenement cats and Jerry Fox, the blind cat who raised the alarm at
            Brooklyn Borough Hall in 1904. {business.rating.fiveStarShare} of guests rate the tours
            five stars.
          </p>
          <p>
            See every article on our <Link to={paths.inTheNews}>In the News</Link> page.
          </p>
        </div>
      </Section>

      <Section tone="white" title="Media Coverage">
        <ul className={styles.quotes}>
          {mediaQuotes.map((item) => (
            <li key={item.publication}>
              <figure className={styles.quote}>
                <blockquote>
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption>
                  <strong>{item.publication}</strong>, {item.source}
                  <span className={styles.context}>{item.context}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Featured In" width="narrow">
        <ul className={styles.outlets}>
          {outletFeatures.map((feature) => (
            <li key={feature.outlet} className={styles.outlet}>
              <span className={styles.outletName}>{feature.outlet}</span>
              <span>{feature.coverage}</span>
              <span className={styles.outletYear}>{feature.year}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="brand" title="Media Contact" width="narrow" className={styles.mediaContact}>
        <p>
          For interviews, photos or to join a tour, write to our press desk. We reply to media
          inquiries within {business.mediaReplyHours} hours.
        </p>
        <a href={mediaInquiryHref} className={buttonClass('light', 'lg')}>
          Email {siteConfig.contactEmail}
        </a>
      </Section>

      <Section tone="white" title="Press FAQ" width="narrow">
        <FaqAccordion items={pressFaqs} type="single" defaultOpen={[0]} />
      </Section>

      <Section title="What Guests Say">
        <ul className={styles.testimonials}>
          {pressTestimonials.map((testimonial) => (
            <Card as="li" key={testimonial.author} className={styles.testimonial}>
              <figure>
                <StarRating rating={testimonial.rating ?? 5} />
                <blockquote>
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption>
                  {testimonial.author}
                  {testimonial.role ? `, ${testimonial.role}` : null}
                </figcaption>
              </figure>
            </Card>
          ))}
        </ul>
      </Section>
    </FormsPage>
  );
}
