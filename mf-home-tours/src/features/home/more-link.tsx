import type { ReactNode } from 'react';
import { Link } from 'shell/router';

import styles from './home-page.module.scss';

/** Props of {@link MoreLink}. */
export interface MoreLinkProps {
  /** The page that tells more. */
  to: string;
  /** The link's text. */
  children: ReactNode;
}

/** A centred text link under a home section, to the page that tells more. */
export function MoreLink({ to, children }: MoreLinkProps) {
  return (
    <p className={styles.centered}>
      <Link to={to} className={styles.textLink}>
        {children}
      </Link>
    </p>
  );
}
