import { paths } from 'shared-types';

/** A page listed on the sitemap, with a short line on what a visitor finds there. */
export interface SitemapPageLink {
  name: string;
  path: string;
  description: string;
}

/** The site's main pages, in the order /sitemap lists them. */
export const mainPages: readonly SitemapPageLink[] = [
  { name: 'Home', path: paths.home, description: 'Start here: tours, reviews and upcoming dates.' },
  {
    name: 'About Us',
    path: paths.about,
    description: 'Our story, our licensed guides and our cat historian.',
  },
  {
    name: 'Our Tours',
    path: paths.tours,
    description: 'All walking tours, with prices, schedules and answers to common questions.',
  },
  { name: 'Blog', path: paths.blog, description: 'Stories from the history of New York’s cats.' },
  { name: 'Gallery', path: paths.gallery, description: 'Photos from our tours and our guests.' },
  {
    name: 'Contact Us',
    path: paths.contact,
    description: 'Questions, private bookings and messages for the team.',
  },
  { name: 'Book a Tour', path: paths.booking, description: 'Pick a date and reserve your spot.' },
  {
    name: 'Press Kit',
    path: paths.pressKit,
    description: 'Photos, logos and press releases for journalists.',
  },
  {
    name: 'In the News',
    path: paths.inTheNews,
    description: 'What newspapers, magazines and TV have said about our tours.',
  },
];
