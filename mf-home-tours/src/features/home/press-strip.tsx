import { paths } from 'shared-types';
import { Section, SmartImage } from 'shell/ui';

import { homePressLogos } from '../../content/home-press';
import styles from './home-page.module.scss';
import { MoreLink } from './more-link';

/** The home page's "As featured on" strip: 12 outlet logos opening their coverage in a new tab. */
export function PressStrip() {
  return (
    <Section title="As featured on" tone="white" className={styles.press}>
      <ul className={styles.pressList}>
        {homePressLogos.map((logo) => (
          <li key={logo.outlet}>
            <a
              className={styles.pressLink}
              href={logo.link}
              target="_blank"
              rel="noopener noreferrer"
            >
              {/* A broken logo becomes the shell's placeholder picture. */}
              <SmartImage
                src={logo.image}
                alt={logo.alt}
                width={logo.width}
                height={logo.height}
                className={styles.pressLogo}
              />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <MoreLink to={paths.inTheNews}>See all press coverage</MoreLink>
    </Section>
  );
}
