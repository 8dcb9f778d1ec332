// Every route of the site and its href builder in one place (bulletproof-react's
// `config/paths.ts`), plus which module renders it, so the shell's router is a lookup.
import { blogPostIndex } from './blog-posts';
import type { FederatedModuleId } from './federation';
import type { SocialImageKind } from './social-images';

/** The blog's query parameter that opens one post (`/blog?post=<id>`). */
export const BLOG_POST_PARAM = 'post';

/** Paths of the site's pages and builders for the parameterised ones. */
export const paths = {
  home: '/',
  about: '/about',
  tours: '/tours',
  tour: (slug: string) => `/tours/${slug}` as const,
  booking: '/booking',
  /** The booking page opened on one item's calendar. */
  bookingItem: (itemId: number) => `/booking?itemId=${itemId}` as const,
  gallery: '/gallery',
  blog: '/blog',
  blogPost: (id: string) => `/blog?${BLOG_POST_PARAM}=${encodeURIComponent(id)}` as const,
  inTheNews: '/in-the-news',
  contact: '/contact',
  survey: '/survey',
  petition: '/petition-jerry-fox',
  pressKit: '/press-kit',
  sitemap: '/sitemap',
} as const;

/** A route's path as the routes are written: `/`, `/tours/brooklyn-heights` (no trailing slash). */
export const ROUTE_PATH_PATTERN = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/** A page component's name, as a route names it: `ContactPage`. */
export const PAGE_NAME_PATTERN = /^[A-Z][A-Za-z0-9]*Page$/;

/** A page the shell renders itself, by the name of its component. */
export type ShellPageName = 'BookingPage';

/** What every page route has, whoever renders it. */
interface RouteFields {
  path: string;
  /** Document title of the page. */
  title: string;
  /** Kept out of search engines (the survey). */
  noIndex?: boolean;
  /** What it renders depends on the query string, so its prerendered page is the query-less one. */
  readsQuery?: boolean;
  /** The picture a link preview shows (`og:image`), one per kind of page. */
  socialImage: SocialImageKind;
  /**
   * Query values that make a document of their own, each prerendered apart from the route's page:
   * the blog opened on one post (`/blog?post=<id>`).
   */
  queryPages?: QueryPages;
}

/** A route the shell renders: it names which of the shell's pages. */
export interface ShellRoute extends RouteFields {
  owner: 'shell';
  page: ShellPageName;
}

/** A route a remote renders: its owner, the exposed module, is the page. */
interface RemoteRoute extends RouteFields {
  owner: FederatedModuleId;
}

/** One page route of the site. */
export type AppRoute = ShellRoute | RemoteRoute;

/** One query value with a page of its own. */
export interface QueryPageValue {
  value: string;
  /** YYYY-MM-DD its content last changed, when known (a post's date). */
  lastModified?: string;
}

/** Values of one query parameter of a route that each show a document of their own. */
interface QueryPages {
  /** The query parameter. */
  param: string;
  /** Its values that have a page, each a slug (lower-case letters, digits, hyphens). */
  values: readonly QueryPageValue[];
  /** The picture a link preview of one of these pages shows. */
  socialImage: SocialImageKind;
}

/** Every page route of the site; any other path is not found (after redirects). */
export const appRoutes: readonly AppRoute[] = [
  { path: paths.home, title: 'Home', owner: 'homeTours/HomePage', socialImage: 'home' },
  { path: paths.about, title: 'About Us', owner: 'homeTours/AboutPage', socialImage: 'about' },
  { path: paths.tours, title: 'Our Tours', owner: 'homeTours/ToursPage', socialImage: 'tours' },
  {
    path: paths.tour('brooklyn-heights'),
    title: 'Brooklyn Heights Historical Cat Tour',
    owner: 'homeTours/TourPage',
    socialImage: 'tour',
  },
  {
    path: paths.tour('financial-district'),
    title: 'Financial District Historical Cat Tour',
    owner: 'homeTours/TourPage',
    socialImage: 'tour',
  },
  {
    path: paths.tour('lower-east-side'),
    title: 'Lower East Side Historical Cat Tour',
    owner: 'homeTours/TourPage',
    socialImage: 'tour',
  },
  {
    path: paths.tour('private-tours'),
    title: 'Private Tours',
    owner: 'homeTours/PrivateToursPage',
    socialImage: 'tour',
  },
  // The booking page stays in the shell because the shell owns the booking widget (`shell/booking`).
  {
    path: paths.booking,
    title: 'Book a Tour',
    owner: 'shell',
    page: 'BookingPage',
    readsQuery: true,
    socialImage: 'booking',
  },
  {
    path: paths.gallery,
    title: 'Gallery',
    owner: 'blogGallery/GalleryPage',
    socialImage: 'gallery',
  },
  {
    path: paths.blog,
    title: 'Blog',
    owner: 'blogGallery/BlogPage',
    readsQuery: true,
    socialImage: 'blog',
    queryPages: {
      param: BLOG_POST_PARAM,
      values: blogPostIndex.map((post) => ({ value: post.id, lastModified: post.date })),
      socialImage: 'post',
    },
  },
  { path: paths.sitemap, title: 'Site Map', owner: 'blogGallery/SitemapPage', socialImage: 'site' },
  {
    path: paths.inTheNews,
    title: 'In the News',
    owner: 'forms/InTheNewsPage',
    socialImage: 'press',
  },
  { path: paths.contact, title: 'Contact Us', owner: 'forms/ContactPage', socialImage: 'contact' },
  {
    path: paths.survey,
    title: 'Tour Feedback Survey',
    owner: 'forms/SurveyPage',
    noIndex: true,
    socialImage: 'contact',
  },
  {
    path: paths.petition,
    title: 'Jerry Fox Petition',
    owner: 'forms/PetitionPage',
    socialImage: 'petition',
  },
  { path: paths.pressKit, title: 'Press Kit', owner: 'forms/PressKitPage', socialImage: 'press' },
];

/**
 * Where the build leaves a route's prerendered page, relative to the shell's files
 * (docs/decisions/007): `/` is `pages/index.html`, `/tours/brooklyn-heights` is
 * `pages/tours/brooklyn-heights.html`. The server and CloudFront answer the route with it.
 */
export function prerenderedPageFile(routePath: string): string {
  return routePath === '/' ? 'pages/index.html' : `pages${routePath}.html`;
}
