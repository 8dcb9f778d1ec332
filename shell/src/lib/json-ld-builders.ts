// The site's structured data (schema.org JSON-LD), typed with schema-dts. Every URL in it is
// absolute on the site URL (`siteConfig.siteUrl`), prerendered and in the browser alike.
import type {
  AggregateRating,
  BlogPosting,
  Brand,
  BreadcrumbList,
  DayOfWeek,
  Event,
  FAQPage,
  ImageGallery,
  ItemList,
  LocalBusiness,
  Offer,
  Organization,
  Place,
  PostalAddress,
  PropertyValue,
  Review,
  Thing,
  TouristTrip,
  VideoObject,
  WithContext,
} from 'schema-dts';
import {
  business,
  socialImagePath,
  type BreadcrumbItem,
  type EventStructuredData,
  type FaqItem,
  type GalleryImage,
  type TourStructuredData,
  type VideoStructuredData,
} from 'shared-types';
import { absoluteUrl } from 'site-rules';

import { siteConfig } from '../config/runtime-config';

/** A schema.org object ready for `JsonLd`. */
export type JsonLdObject = WithContext<Thing>;

/** A weekly departure: weekday (0 Sunday to 6 Saturday) and wall-clock time in New York. */
export interface WeeklySchedule {
  weekday: number;
  hour: number;
  minute: number;
}

/**
 * Event input. A prerendered page states the weekly `schedule` only: a date computed when the site
 * was built would be in the past a week later. In the browser the next departure is known too
 * (`startDate`); `endDate` may then be left out, it is two hours after the start.
 */
export type EventJsonLdInput = Omit<EventStructuredData, 'startDate' | 'endDate'> & {
  schedule?: WeeklySchedule;
  startDate?: string;
  endDate?: string;
};

/** A blog post's structured data input. */
export interface BlogPostingJsonLdInput {
  headline: string;
  description: string;
  /** YYYY-MM-DD. */
  datePublished: string;
  /** The team that wrote it. */
  author: string;
  /** Site path or URL of its cover. */
  image: string;
  /** Its address on the site (`/blog?post=<id>`). */
  path: string;
  keywords: readonly string[];
  section: string;
}

const context = 'https://schema.org' as const;
const organizationName = business.company.name;
const newYorkTimeZone = 'America/New_York';
const newYork: PostalAddress = {
  '@type': 'PostalAddress',
  addressLocality: 'New York',
  addressRegion: 'NY',
  addressCountry: 'US',
};
const weekdays: DayOfWeek[] = [
  'https://schema.org/Sunday',
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
];

/**
 * A site path or URL as an absolute URL on the site URL. A URL on the page's own origin (a
 * remote's asset, whose address the browser works out) is moved to the site URL too, so the data
 * names one site whatever address the page was opened at.
 */
export function onSite(pathOrUrl: string): string {
  const { siteUrl } = siteConfig;
  if (typeof window !== 'undefined' && pathOrUrl.startsWith(`${window.location.origin}/`)) {
    return `${siteUrl}${pathOrUrl.slice(window.location.origin.length)}`;
  }
  return absoluteUrl(siteUrl, pathOrUrl);
}

/** The company, as the publisher and organizer of things. */
function organization(): Organization {
  return {
    '@type': 'Organization',
    name: organizationName,
    url: onSite('/'),
    logo: onSite('/icon-512.png'),
  };
}

/** Structured breadcrumb trail; paths become absolute URLs on the site URL. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): WithContext<BreadcrumbList> {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: onSite(item.path),
    })),
  };
}

/** Structured FAQ page from the questions an accordion shows. */
export function faqJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The business as structured data for the home page: hours, prices, founding year. */
export function localBusinessJsonLd(): WithContext<LocalBusiness> {
  const { weekend, weekday } = business.openingHours;
  return {
    '@context': context,
    '@type': 'LocalBusiness',
    name: organizationName,
    description:
      'Guided walking tours about the history of cats in New York City, led by licensed guides.',
    url: onSite('/'),
    image: onSite(socialImagePath('home')),
    logo: onSite('/icon-512.png'),
    email: siteConfig.contactEmail,
    sameAs: [siteConfig.instagramUrl],
    address: newYork,
    areaServed: 'New York City',
    priceRange: business.pricing.priceRange,
    currenciesAccepted: business.pricing.currency,
    foundingDate: String(business.founding.listedYear),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday', 'Sunday'],
        opens: weekend.opens,
        closes: weekend.closes,
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: weekday.opens,
        closes: weekday.closes,
      },
    ],
  };
}

/**
 * What the site states of a tour beyond schema.org's TouristTrip: how long it lasts, its rating
 * and a review.
 */
export interface TourExtras {
  /** ISO 8601 duration. */
  duration: string;
  aggregateRating: AggregateRating;
  review: Review[];
}

/** What both forms of a tour's structured data open with: its name, words, picture and page. */
function tourOpening(data: TourStructuredData) {
  return {
    name: data.name,
    description: data.description,
    image: onSite(data.image),
    url: onSite(data.url),
  };
}

/** Who the tour is for, where it sets off and its stops, in the order they are visited. */
function tourStops(data: TourStructuredData) {
  return {
    touristType: ['Cat lovers', 'History enthusiasts'],
    tripOrigin: { '@type': 'Place', name: data.location, address: newYork } satisfies Place,
    itinerary: {
      '@type': 'ItemList',
      itemListElement: data.highlights.map((highlight, index) => ({
        '@type': 'ListItem' as const,
        position: index + 1,
        name: highlight,
      })),
    } satisfies ItemList,
  };
}

/** The tour's price in USD, the fixed 4.9 of 5 rating from its ratings and one sample review. */
function tourSale(data: TourStructuredData): { offers: Offer } & Omit<TourExtras, 'duration'> {
  return {
    offers: {
      '@type': 'Offer',
      price: data.price,
      priceCurrency: business.pricing.currency,
      availability: 'https://schema.org/InStock',
      url: onSite(data.url),
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value,
      bestRating: business.rating.best,
      ratingCount: business.rating.structuredRatingCount,
    },
    review: [
      {
        '@type': 'Review',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
        author: { '@type': 'Person', name: 'Margaret L.' },
        reviewBody:
          'Our guide brought two centuries of New York cats to life. Funny, surprising and full of history.',
      },
    ],
  };
}

/**
 * A tour as structured data: price in USD, the fixed 4.9 of 5 rating and one sample review.
 *
 * @deprecated Its rating, review and duration sit on a TouristTrip, which schema.org does not
 * let carry them: use `tourProductJsonLd`. Kept for the sections built against shell contract 1.2.
 */
export function tourJsonLd(data: TourStructuredData): WithContext<TouristTrip> & TourExtras {
  return {
    '@context': context,
    '@type': 'TouristTrip',
    ...tourOpening(data),
    duration: data.duration ?? business.duration.structuredDataDefault,
    ...tourStops(data),
    provider: { '@type': 'Organization', name: organizationName, url: onSite('/') },
    ...tourSale(data),
  };
}

/** A tour as structured data: a TouristTrip that is also a Product (`tourProductJsonLd`). */
export interface TourProductJsonLd {
  '@context': 'https://schema.org';
  '@type': ['TouristTrip', 'Product'];
  name: string;
  description: string;
  image: string;
  url: string;
  touristType: string[];
  /** Where the tour sets off. */
  tripOrigin: Place;
  itinerary: ItemList;
  provider: Organization;
  brand: Brand;
  offers: Offer;
  aggregateRating: AggregateRating;
  review: Review[];
  /** How long the tour lasts (ISO 8601), which neither type has a property for. */
  additionalProperty: PropertyValue[];
}

/**
 * A tour as structured data: price in USD, the fixed 4.9 of 5 rating from 87 ratings and one
 * sample review. The tour is a TouristTrip (its stops, who it is for, who runs it) and a Product,
 * the type of the two that may carry a rating and reviews (docs/decisions/039); its duration is
 * a property value, since neither type has one.
 */
export function tourProductJsonLd(data: TourStructuredData): TourProductJsonLd {
  return {
    '@context': context,
    '@type': ['TouristTrip', 'Product'],
    ...tourOpening(data),
    ...tourStops(data),
    provider: { '@type': 'Organization', name: organizationName, url: onSite('/') },
    brand: { '@type': 'Brand', name: organizationName },
    ...tourSale(data),
    additionalProperty: [
      {
        '@type': 'PropertyValue',
        name: 'Duration',
        value: data.duration ?? business.duration.structuredDataDefault,
      },
    ],
  };
}

const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** Adds hours to an ISO date-time and keeps its offset notation (wall-clock arithmetic). */
export function addHoursIso(dateTime: string, hours: number): string {
  const match = isoDateTime.exec(dateTime);
  if (!match) return new Date(Date.parse(dateTime) + hours * 3_600_000).toISOString();
  const [, y, mo, d, h, mi, s, zone] = match;
  const shifted = new Date(
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) + hours, Number(mi), Number(s ?? 0)),
  );
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}${s === undefined ? '' : `:${pad(shifted.getUTCSeconds())}`}`;
  return `${date}T${time}${zone ?? ''}`;
}

/** A weekly departure as a schema.org Schedule, in New York time. */
function weeklySchedule({ weekday, hour, minute }: WeeklySchedule) {
  const hours = business.duration.eventHours;
  const time = (at: number) => `${pad(at % 24)}:${pad(minute)}:00`;
  return {
    '@type': 'Schedule',
    repeatFrequency: 'P1W',
    byDay: weekdays[weekday],
    startTime: time(hour),
    endTime: time(hour + hours),
    duration: `PT${hours}H`,
    scheduleTimezone: newYorkTimeZone,
  } as const;
}

/**
 * A scheduled tour event: its weekly departures (`eventSchedule`) and, when known, the next one
 * (`startDate`, and `endDate` two hours later unless given).
 */
export function eventJsonLd(data: EventJsonLdInput): WithContext<Event> {
  const price = /\d+(?:\.\d+)?/.exec(data.priceRange)?.[0];
  const url = onSite(data.url);
  const dates =
    data.startDate === undefined
      ? {}
      : {
          startDate: data.startDate,
          endDate: data.endDate ?? addHoursIso(data.startDate, business.duration.eventHours),
        };
  return {
    '@context': context,
    '@type': 'Event',
    name: data.name,
    description: data.description,
    url,
    image: onSite(data.image),
    ...dates,
    ...(data.schedule ? { eventSchedule: weeklySchedule(data.schedule) } : {}),
    eventStatus: `https://schema.org/${data.eventStatus ?? 'EventScheduled'}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: 'New York City', address: newYork },
    performer: { '@type': 'Person', name: data.performer },
    organizer: organization(),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: business.pricing.currency,
      ...(price === undefined ? {} : { price: Number(price) }),
      availability: 'https://schema.org/InStock',
    },
  };
}

/** The gallery's news video as structured data. */
export function videoJsonLd(data: VideoStructuredData): WithContext<VideoObject> {
  return {
    '@context': context,
    '@type': 'VideoObject',
    name: data.name,
    description: data.description,
    thumbnailUrl: onSite(data.thumbnailUrl),
    uploadDate: data.uploadDate,
    duration: data.duration,
    embedUrl: data.embedUrl,
    contentUrl: data.contentUrl,
    publisher: { '@type': 'Organization', name: data.publisher },
  };
}

/** An image gallery listing its first `limit` images (10 on the gallery page). */
export function imageGalleryJsonLd(
  images: readonly GalleryImage[],
  limit: number = business.gallery.structuredDataImages,
): WithContext<ImageGallery> {
  return {
    '@context': context,
    '@type': 'ImageGallery',
    name: `${organizationName} photo gallery`,
    url: onSite('/gallery'),
    image: images.slice(0, limit).map((image) => ({
      '@type': 'ImageObject',
      contentUrl: onSite(image.src),
      name: image.alt,
      description: image.alt,
    })),
  };
}

/** A blog post as structured data, published by the company. */
export function blogPostingJsonLd(data: BlogPostingJsonLdInput): WithContext<BlogPosting> {
  const url = onSite(data.path);
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: data.headline,
    description: data.description,
    datePublished: data.datePublished,
    dateModified: data.datePublished,
    author: { '@type': 'Organization', name: `${organizationName} ${data.author}` },
    publisher: organization(),
    image: onSite(data.image),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    keywords: data.keywords.join(', '),
    articleSection: data.section,
  };
}
