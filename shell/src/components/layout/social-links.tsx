import { siteConfig } from '../../config/runtime-config';
import { InstagramIcon, MailIcon } from './icons';

/** Props of `SocialLinks`. */
export interface SocialLinksProps {
  /** Class of the list. */
  className?: string;
  /** Class of each round icon link. */
  linkClassName?: string;
}

/** The site's e-mail address and Instagram, as a list of icon links named for screen readers. */
export function SocialLinks({ className, linkClassName }: SocialLinksProps) {
  return (
    <ul className={className}>
      <li>
        <a
          href={`mailto:${siteConfig.contactEmail}`}
          className={linkClassName}
          aria-label={`Email us at ${siteConfig.contactEmail}`}
        >
          <MailIcon />
        </a>
      </li>
      <li>
        <a
          href={siteConfig.instagramUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClassName}
          aria-label="Instagram (opens in a new tab)"
        >
          <InstagramIcon />
        </a>
      </li>
    </ul>
  );
}
