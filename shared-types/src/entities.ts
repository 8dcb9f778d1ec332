// The shapes of the site's content: tours, reviews, photos, the team, press coverage, blog posts
// and the inputs of the pages' structured data. Content is static and bundled, so these are plain
// data types; the payloads that cross the network live in `schemas/`.

/** A tour as shown on cards and tour pages. */
export interface Tour {
  id: number;
  title: string;
  description: string;
  image: string;
  bookingUrl: string;
  featured: boolean;
  /** The booking provider's item; derive it with `resolveItemId` when the source lacks one. */
  itemId: number;
  teaser?: string;
}

/** Kind of entry in the header search overlay. */
type SearchResultType = 'tour' | 'page';

/** One entry of the static search index. */
export interface SearchResult {
  name: string;
  path: string;
  type: SearchResultType;
}

/** A guest review, with its source and, where known, its star rating. */
export interface Testimonial {
  quote: string;
  author: string;
  role?: string;
  /** Where the review was published, for example "Google Review". */
  source?: string;
  /** Stars from 1 to 5. */
  rating?: number;
}

/** An image of a gallery grid. */
export interface GalleryImage {
  id: number;
  src: string;
  alt: string;
}

/** An outlet logo in the "As featured on" strip. */
export interface PressLogo {
  image: string;
  alt: string;
  link: string;
  height?: number;
  width?: number;
}

/** A member of the team on the about page. */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: string;
  /** The name of the member's own cat. */
  catName: string;
}

/** A feature card; the icon type is left to the consumer (a name or a component). */
export interface Feature<TIcon = string> {
  icon: TIcon;
  title: string;
  description: string;
}

/** One question of an FAQ accordion. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** One step of a breadcrumb trail. */
export interface BreadcrumbItem {
  name: string;
  path: string;
  /** Following it replaces the current history entry rather than adding one (closing a post). */
  replace?: boolean;
}

/** Hero heights: full 100vh, large 80vh, medium 60vh, default 40vh. */
export type HeroHeight = 'full' | 'large' | 'medium' | 'default';

/** Strength of the hero's overlay. */
export type HeroOverlay = 'light' | 'medium' | 'heavy';

/** Filter applied to the hero image. */
export type HeroImageStyle = 'darken' | 'darker' | 'natural' | 'brighten' | 'blur';

/** Vertical placement of the hero content. */
export type HeroPosition = 'top' | 'center' | 'bottom';

/** Viewport height of each hero height. */
export const heroHeightValues: Readonly<Record<HeroHeight, string>> = {
  full: '100vh',
  large: '80vh',
  medium: '60vh',
  default: '40vh',
};

/** The blog's categories, in display order. */
export const blogCategories = ['History', 'Cat Culture', 'Tours', 'Neighborhoods'] as const;

/** A blog category. */
export type BlogCategory = (typeof blogCategories)[number];

/** A bundled blog post. */
interface BlogPost {
  /** Slug, used as the `post` query value. */
  id: string;
  title: string;
  excerpt: string;
  /** Simple markup: '# ', '## ', '### ', '- ', '1. ' lines, **bold**, images as alt text and path. */
  content: string;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Absolute URL or site path. */
  image: string;
  tags: readonly string[];
  category: BlogCategory;
  /** Minutes. */
  readTime: number;
}

/** A blog post without its body, for lists and the sitemap. */
export type BlogPostMeta = Omit<BlogPost, 'content'>;

/** A stop or highlight of a tour. */
export interface TourStop {
  title: string;
  description: string;
}

/** An article on the in-the-news page. */
export interface PressArticle {
  title: string;
  publication: string;
  /** Month and year as text. */
  date: string;
  description: string;
  link: string;
  image: string;
  quote?: string;
}

/** A quote from media coverage in the press kit. */
export interface MediaQuote {
  quote: string;
  source: string;
  publication: string;
  context: string;
}

/** An entry of the press kit's "Featured In" list. */
export interface OutletFeature {
  outlet: string;
  coverage: string;
  year: string;
}

/** Input of a tour's structured data; currency, rating and sample review are fixed elsewhere. */
export interface TourStructuredData {
  name: string;
  description: string;
  image: string;
  url: string;
  price: number;
  location: string;
  /** ISO 8601 duration; two hours when omitted. */
  duration?: string;
  highlights: readonly string[];
}

/** Input of a tour event's structured data; start and end are two hours apart. */
export interface EventStructuredData {
  name: string;
  description: string;
  url: string;
  image: string;
  /** ISO 8601 date-time. */
  startDate: string;
  /** ISO 8601 date-time. */
  endDate: string;
  performer: string;
  priceRange: string;
  /** Always scheduled: no event of the site is a one-off. */
  eventStatus?: 'EventScheduled';
}

/** Input of the gallery video's structured data. */
export interface VideoStructuredData {
  name: string;
  description: string;
  thumbnailUrl: string;
  uploadDate: string;
  /** ISO 8601 duration. */
  duration: string;
  embedUrl: string;
  contentUrl: string;
  publisher: string;
}
