import { business, paths } from 'shared-types';
import { Link } from 'shell/router';
import {
  buttonClass,
  Card,
  FaqAccordion,
  faqJsonLd,
  Hero,
  JsonLd,
  PageMeta,
  Section,
  SmartImage,
} from 'shell/ui';

import heroUrl from '../../assets/private-tours/private-tours-hero.svg';
import { PriceCalculator } from './price-calculator';
import {
  extraGuestText,
  minimumText,
  neighborhoods,
  noticeText,
  privateTourFaqs,
  replyText,
  specialEvents,
} from './private-tours-content';
import styles from './private-tours-page.module.scss';

const { weekdayAdviceWeeks, weekendAdviceWeeks } = business.privateTours;

/** /tours/private-tours: pricing, scheduling, the price calculator, occasions and questions. */
export default function PrivateToursPage() {
  return (
    <div className={styles.page}>
      <PageMeta
        title="Private Tours | Cat-History Walking Tours for Your Group in New York City"
        description={`Book a private cat-history walking tour in Brooklyn Heights, the Financial District or the Lower East Side: ${minimumText}, ${extraGuestText}.`}
        path={paths.tour('private-tours')}
      />
      <JsonLd data={faqJsonLd(privateTourFaqs)} />

      <Hero
        title="Private Tours"
        subtitle="Your own guide, your own group and New York’s cat history on a date that suits you."
        eyebrow="For families, friends, teams and cat clubs"
        height="medium"
        overlay="heavy"
        image={{
          src: heroUrl,
          alt: 'Illustration of a guide with a raised flag leading a small private group along a brownstone street, a black cat trotting ahead',
          width: 1200,
          height: 600,
        }}
        priority
      >
        <Link to={paths.contact} className={buttonClass('primary', 'lg')}>
          Request a Private Tour
        </Link>
        <a href="#price-calculator" className={buttonClass('ghost', 'lg')}>
          Calculate Your Price
        </a>
      </Hero>

      <Section title="A Tour Just for Your Group" tone="white" width="narrow">
        <div className={styles.intro}>
          <p>
            Every one of our routes can be booked as a private tour, led by one of our licensed
            guides and paced for your group alone. Celebrate a birthday, treat your team or bring
            your cat club for an afternoon of stories from the streets where they happened.
          </p>
          <h3 className={styles.subheading}>Neighborhoods we offer</h3>
          <ul className={styles.neighborhoods}>
            {neighborhoods.map((neighborhood) => (
              <li key={neighborhood.name}>
                {neighborhood.path ? (
                  <Link to={neighborhood.path} className={styles.neighborhoodName}>
                    {neighborhood.name}
                  </Link>
                ) : (
                  <strong className={styles.neighborhoodName}>{neighborhood.name}</strong>
                )}
                <span> – {neighborhood.summary}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section title="Pricing and Scheduling">
        <div className={styles.cards}>
          <Card as="article" className={styles.card} aria-labelledby="private-pricing-title">
            <h3 id="private-pricing-title" className={styles.cardTitle}>
              Pricing
            </h3>
            <p className={styles.bigLine}>{minimumText}</p>
            <p className={styles.cardLine}>{extraGuestText}.</p>
            <p className={styles.cardNote}>
              The price covers the guide and the full tour for your group; use the calculator below
              for your exact total.
            </p>
          </Card>
          <Card as="article" className={styles.card} aria-labelledby="private-scheduling-title">
            <h3 id="private-scheduling-title" className={styles.cardTitle}>
              Scheduling
            </h3>
            <p className={styles.bigLine}>{noticeText}.</p>
            <p className={styles.cardLine}>{replyText}.</p>
            <p className={styles.cardNote}>
              We suggest booking {weekdayAdviceWeeks[0]}-{weekdayAdviceWeeks[1]} weeks ahead for
              weekdays and {weekendAdviceWeeks[0]}-{weekendAdviceWeeks[1]} weeks ahead for weekends.
            </p>
          </Card>
        </div>
      </Section>

      <Section
        id="price-calculator"
        title="Price Calculator"
        subtitle="Enter the size of your group to see the total for your private tour."
        tone="white"
        className={styles.calculatorSection}
      >
        <PriceCalculator />
      </Section>

      <Section title="Perfect for Special Events">
        <ul className={styles.events}>
          {specialEvents.map((event) => (
            <li key={event.title} className={styles.event}>
              <SmartImage
                src={event.image.src}
                alt={event.image.alt}
                width={600}
                height={400}
                loading="lazy"
                className={styles.eventImage}
              />
              <div className={styles.eventText}>
                <h3 className={styles.eventTitle}>{event.title}</h3>
                <p>{event.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Private Tour Questions" tone="white" width="narrow">
        <FaqAccordion items={privateTourFaqs} type="multiple" />
      </Section>

      <Section title="Plan Your Private Tour" tone="brand" width="narrow">
        <div className={styles.cta}>
          <p>
            Tell us your dates, your group size and the neighbourhood you would like to explore.{' '}
            {replyText}.
          </p>
          <Link to={paths.contact} className={buttonClass('light', 'lg')}>
            Contact Us to Book
          </Link>
        </div>
      </Section>
    </div>
  );
}
