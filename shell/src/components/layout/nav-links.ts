import { paths, tours } from 'shared-types';
import { normalizePath } from 'site-rules';

/** One internal link of the site navigation. */
export interface NavLinkItem {
  to: string;
  label: string;
}

/** The links before the Tours dropdown. */
export const leadingNavLinks: readonly NavLinkItem[] = [{ to: paths.about, label: 'About' }];

/** The links after the Tours dropdown. */
export const trailingNavLinks: readonly NavLinkItem[] = [
  { to: paths.gallery, label: 'Gallery' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.inTheNews, label: 'In the News' },
  { to: paths.contact, label: 'Contact' },
];

/** Short names of the tours in the dropdown; the catalog titles are too long for a menu. */
const tourMenuLabels: Record<string, string> = {
  'brooklyn-heights': 'Brooklyn Heights',
  'financial-district': 'Financial District',
  'lower-east-side': 'Lower East Side',
  'private-tours': 'Private Tours',
};

/** The Tours dropdown: the listing, then the four tour pages in catalog order. */
export const tourMenuLinks: readonly NavLinkItem[] = [
  { to: paths.tours, label: 'All Tours' },
  ...tours.map((tour) => ({ to: tour.path, label: tourMenuLabels[tour.slug] ?? tour.title })),
];

/** Label of the external gift-card link (the provider's calendar of the gift-card item). */
export const giftCardLabel = 'Gift Cards';

/** Whether `to` is the current page, or (for a section such as /tours) one of its sub-pages. */
export function isCurrentPath(pathname: string, to: string, section = false): boolean {
  const current = normalizePath(pathname);
  if (current === to) return true;
  return section && current.startsWith(`${to}/`);
}
