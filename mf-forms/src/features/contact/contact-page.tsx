import { paths } from 'shared-types';
import { Link } from 'shell/router';
import { buttonClass, Card, FaqAccordion, faqJsonLd, Section, siteConfig } from 'shell/ui';

import heroUrl from '../../assets/contact/contact-hero.svg';
import { FormsPage } from '../../components/page/forms-page';
import { pageOpenings } from '../../content/page-openings';
import { contactFaqs } from './contact-faqs';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.scss';
import { HelpButton } from './help-button';

/** Id of the FAQ section: the Quick Actions anchor and the help button lead there. */
export const CONTACT_FAQ_ID = 'contact-faq';

/** The /contact page: the form, ways to reach us, the FAQ and a booking link. */
export default function ContactPage() {
  return (
    <FormsPage
      opening={pageOpenings.contact}
      illustration={heroUrl}
      structuredData={faqJsonLd(contactFaqs)}
    >
      <div className={styles.layout}>
        <div className={styles.formColumn}>
          <ContactForm />
        </div>
        <aside className={styles.cards} aria-label="Other ways to reach us">
          <Card as="div" className={styles.card}>
            <h2 className={styles.cardTitle}>Useful Resources</h2>
            <ul className={styles.linkList}>
              <li>
                <Link to={paths.blog}>Cat-history stories on our blog</Link>
              </li>
              <li>
                <Link to={paths.tours}>All our walking tours</Link>
              </li>
              <li>
                <Link to={paths.inTheNews}>Our tours in the news</Link>
              </li>
            </ul>
          </Card>
          <Card as="div" className={styles.card}>
            <h2 className={styles.cardTitle}>Quick Actions</h2>
            <div className={styles.actions}>
              <Link to={paths.booking} className={buttonClass('primary')}>
                Book a Tour
              </Link>
              <a href={`#${CONTACT_FAQ_ID}`} className={buttonClass('secondary')}>
                Read the FAQ
              </a>
            </div>
          </Card>
          <Card as="div" className={styles.card}>
            <h2 className={styles.cardTitle}>Reach Out</h2>
            <p className={styles.cardText}>Prefer your own inbox? Write to us directly.</p>
            <ul className={styles.linkList}>
              <li>
                <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
              </li>
              <li>
                <a href={siteConfig.instagramUrl} target="_blank" rel="noopener noreferrer">
                  Follow us on Instagram
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </Card>
        </aside>
      </div>

      <Section tone="brand" title="From Our Guests" width="narrow">
        <figure className={styles.quote}>
          <blockquote>
            <p>
              “I wrote with a dozen questions about bringing my parents on the Brooklyn Heights
              tour, and had a warm, detailed answer the same afternoon. The tour itself was the
              highlight of their visit.”
            </p>
          </blockquote>
          <figcaption>Maria G., guest on the Brooklyn Heights tour</figcaption>
        </figure>
      </Section>

      <section
        id={CONTACT_FAQ_ID}
        className={styles.faq}
        aria-labelledby="contact-faq-title"
        // Focusable so the help button can move focus here along with the view.
        tabIndex={-1}
      >
        <div className={styles.faqInner}>
          <h2 id="contact-faq-title" className={styles.faqTitle}>
            Frequently Asked Questions
          </h2>
          <FaqAccordion items={contactFaqs} type="multiple" defaultOpen={[0]} />
        </div>
      </section>

      <Section tone="dark" title="Ready to Walk With Us?" width="narrow" className={styles.cta}>
        <p>
          Group tours run on weekends in Brooklyn Heights, the Financial District and the Lower East
          Side, at $40 per person.
        </p>
        <Link to={paths.booking} className={buttonClass('light', 'lg')}>
          Book Your Tour
        </Link>
      </Section>

      <HelpButton targetId={CONTACT_FAQ_ID} />
    </FormsPage>
  );
}
