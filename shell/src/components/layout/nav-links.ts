import { paths, tours } from 'shared-types';
import { normalizePath } from 'site-rules';

/** One internal link of the site navigation. */
export interface NavLinkItem {
  to: string;
  label: string;
}

/** Short names of the tours in the dropdown; the catalog titles are too long for a menu. */
const tourMenuLabels: Record<string, string> = {
  'brooklyn-heights': 'Brooklyn Heights',
  'financial-district': 'Financial District',
  'lower-east-side': 'Lower East Side',
  'private-tours': 'Private Tours',
};

/** The site navigation, in its order, as the header's menu and the phone menu both show it. */
export const siteNavigation = {
  /** The links before the Tours dropdown. */
  leading: [{ to: paths.about, label: 'About' }] satisfies NavLinkItem[],
  /** The Tours dropdown: the listing, then the four tour pages in catalog order. */
  tours: [
    { to: paths.tours, label: 'All Tours' },
    ...tours.map((tour) => ({ to: tour.path, label: tourMenuLabels[tour.slug] ?? tour.title })),
  ] satisfies NavLinkItem[],
  /** Label of the external gift-card link at the foot of the dropdown (the provider's calendar). */
  giftCardLabel: 'Gift Cards',
  /** The links after the Tours dropdown. */
  trailing: [
    { to: paths.gallery, label: 'Gallery' },
    { to: paths.blog, label: 'Blog' },
    { to: paths.inTheNews, label: 'In the News' },
    { to: paths.contact, label: 'Contact' },
  ] satisfies NavLinkItem[],
} as const;

/** Whether `to` is the current page, or (for a section such as /tours) one of its sub-pages. */
export function isCurrentPath(pathname: string, to: string, section = false): boolean {
  const current = normalizePath(pathname);
  if (current === to) return true;
  return section && current.startsWith(`${to}/`);
}
