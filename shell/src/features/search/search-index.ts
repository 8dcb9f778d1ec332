import { paths, type SearchResult } from 'shared-types';

/** The search overlay's static index: tours first, then pages. */
export const searchIndex: readonly SearchResult[] = [
  { name: 'Brooklyn Heights', path: paths.tour('brooklyn-heights'), type: 'tour' },
  { name: 'Financial District', path: paths.tour('financial-district'), type: 'tour' },
  { name: 'Lower East Side', path: paths.tour('lower-east-side'), type: 'tour' },
  { name: 'Private Cat Tours', path: paths.tour('private-tours'), type: 'tour' },
  { name: 'About Us', path: paths.about, type: 'page' },
  { name: 'Gallery', path: paths.gallery, type: 'page' },
  { name: 'Blog', path: paths.blog, type: 'page' },
  { name: 'Contact', path: paths.contact, type: 'page' },
  { name: 'Press Kit', path: paths.pressKit, type: 'page' },
  { name: 'Book Now', path: paths.booking, type: 'page' },
  { name: 'In the News', path: paths.inTheNews, type: 'page' },
  { name: 'Site Map', path: paths.sitemap, type: 'page' },
];
