import { siteConfig } from 'shell/ui';

import styles from './form.module.scss';

/** Props of `NeedsJavaScript`. */
export interface NeedsJavaScriptProps {
  /** What needs JavaScript, as the sentence starts: "This form". */
  what: string;
}

/**
 * Shown only when the browser runs no scripts: the form above can be read and filled in, but only
 * sent by the page's scripts, so the visitor is told so and given the address to write to instead.
 */
export function NeedsJavaScript({ what }: NeedsJavaScriptProps) {
  return (
    <noscript>
      <p className={styles.noScript}>
        <strong>{`${what} needs JavaScript to be sent.`}</strong> Please turn JavaScript on and
        reload the page, or write to us at{' '}
        <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>.
      </p>
    </noscript>
  );
}
