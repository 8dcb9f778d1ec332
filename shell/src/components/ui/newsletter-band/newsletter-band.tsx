import { useId, type ReactNode } from 'react';

import { siteConfig } from '../../../config/runtime-config';
import styles from './newsletter-band.module.scss';

/** Props of `NewsletterBand`. */
export interface NewsletterBandProps {
  heading?: ReactNode;
  text?: ReactNode;
  /** The provider's audience tag sent as the hidden `tags` field. */
  tags?: string;
  /** Level of the heading; 2 by default. */
  headingLevel?: 2 | 3;
  id?: string;
  className?: string;
}

/**
 * The provider's spam-trap field name, `b_{u}_{id}`, from the subscription URL's query; a person
 * never fills it in, so the provider discards posts where it has a value.
 */
export function newsletterHoneypotName(actionUrl: string): string {
  try {
    const query = new URL(actionUrl).searchParams;
    const user = query.get('u');
    const list = query.get('id');
    if (user && list) return `b_${user}_${list}`;
  } catch {
    // A malformed URL is rejected by the config schema; the generic name keeps the form usable.
  }
  return 'b_subscriber_trap';
}

/**
 * The newsletter signup band: a plain form post to the provider that opens
 * in a new tab; the browser's own required checks are the only validation.
 */
export function NewsletterBand({
  heading = 'Get Cat History in Your Inbox',
  text = 'New tour dates, stories of New York’s most famous felines and guest-only offers, about once a month.',
  tags = '2069',
  headingLevel = 2,
  id,
  className,
}: NewsletterBandProps) {
  const uid = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const field = (name: string) => `${uid}-${name}`;
  return (
    <section
      id={id}
      aria-labelledby={field('heading')}
      className={className ? `${styles.band} ${className}` : styles.band}
    >
      <div className={styles.inner}>
        <div className={styles.intro}>
          <Heading id={field('heading')} className={styles.heading}>
            {heading}
          </Heading>
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
        <form
          className={styles.form}
          action={siteConfig.newsletterActionUrl}
          method="post"
          target="_blank"
          aria-labelledby={field('heading')}
        >
          <p className={styles.requiredNote}>Fields marked * are required.</p>
          <div className={styles.fields}>
            <div className={styles.field}>
              <label htmlFor={field('email')}>Email address *</label>
              <input id={field('email')} type="email" name="EMAIL" required autoComplete="email" />
            </div>
            <div className={styles.field}>
              <label htmlFor={field('fname')}>First name *</label>
              <input
                id={field('fname')}
                type="text"
                name="FNAME"
                required
                autoComplete="given-name"
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={field('lname')}>Last name (optional)</label>
              <input id={field('lname')} type="text" name="LNAME" autoComplete="family-name" />
            </div>
          </div>
          <div className={styles.consent}>
            <input id={field('consent')} type="checkbox" name="CONSENT" value="true" required />
            <label htmlFor={field('consent')}>
              Yes, send me the newsletter. I can unsubscribe at any time. *
            </label>
          </div>
          <input type="hidden" name="tags" value={tags} />
          {/* The spam trap: off-screen, out of the tab order and hidden from assistive technology. */}
          <div className={styles.trap} aria-hidden="true">
            <input
              type="text"
              name={newsletterHoneypotName(siteConfig.newsletterActionUrl)}
              tabIndex={-1}
              defaultValue=""
              autoComplete="off"
              aria-label="Leave this field empty"
            />
          </div>
          <button type="submit" className={`button-light ${styles.submit}`}>
            Subscribe
          </button>
          <p className={styles.note}>
            The signup page of our mailing-list provider opens in a new tab.
          </p>
        </form>
      </div>
    </section>
  );
}
