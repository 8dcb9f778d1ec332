import { Link } from 'shell/router';
import { Section } from 'shell/ui';

import styles from './sitemap-page.module.scss';

/** One link of a `LinkListSection`. */
interface SitemapLink {
  path: string;
  name: string;
  /** A line under the link saying what the page holds. */
  description?: string;
}

/** Props of `LinkListSection`. */
export interface LinkListSectionProps {
  /** The section's heading, which also names the list. */
  title: string;
  links: readonly SitemapLink[];
}

/** A section of the site map: its heading and a list of links, each with its description. */
export function LinkListSection({ title, links }: LinkListSectionProps) {
  return (
    <Section title={title}>
      <ul className={styles.linkList} aria-label={title}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className={styles.link}>
              {link.name}
            </Link>
            {link.description ? <p className={styles.note}>{link.description}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
