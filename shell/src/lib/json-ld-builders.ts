import {
  business,
  type BreadcrumbItem,
  type EventStructuredData,
  type FaqItem,
  type GalleryImage,
  type TourStructuredData,
  type VideoStructuredData,
} from 'shared-types';

import { siteConfig } from '../config/runtime-config';

/** A schema.org object ready for `JsonLd`. */
export type JsonLdObject = {
  '@context': 'https://schema.org';
  '@type': string | string[];
} & Record<string, unknown>;

/** Event input: `endDate` may be left out, it is then two hours after `startDate`. */
export type EventJsonLdInput = Omit<EventStructuredData, 'endDate'> & { endDate?: string };

const context = 'https://schema.org' as const;
const organizationName = 'Cats About Town Tours';
const newYork = {
  '@type': 'PostalAddress',
  addressLocality: 'New York',
  addressRegion: 'NY',
  addressCountry: 'US',
} as const;

/** The page's origin; empty while prerendering, where URLs stay site-relative. */
export function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Structured breadcrumb trail; paths become absolute URLs on `origin`. */
export function breadcrumbJsonLd(
  items: readonly BreadcrumbItem[],
  origin: string = currentOrigin(),
): JsonLdObject {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.path, origin),
    })),
  };
}

/** Structured FAQ page from the questions an accordion shows. */
export function faqJsonLd(items: readonly FaqItem[]): JsonLdObject {
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

/** The business as structured data for the home page (doc 1 "Home page", §9). */
export function localBusinessJsonLd(origin: string = currentOrigin()): JsonLdObject {
  const { weekend, weekday } = business.openingHours;
  return {
    '@context': context,
    '@type': ['LocalBusiness', 'TouristAttraction'],
    name: organizationName,
    description:
      'Guided walking tours about the history of cats in New York City, led by licensed guides.',
    url: `${origin}/`,
    email: siteConfig.contactEmail,
    sameAs: [siteConfig.instagramUrl],
    address: newYork,
    areaServed: 'New York City',
    priceRange: business.pricing.priceRange,
    currenciesAccepted: business.pricing.currency,
    foundingDate: String(business.founding.structuredDataYear),
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

/** The rating the structured data states: 4.9 of 5 from 87 ratings (doc 2 §3, §9). */
function aggregateRating() {
  return {
    '@type': 'AggregateRating',
    ratingValue: business.rating.value,
    bestRating: business.rating.best,
    ratingCount: business.rating.structuredRatingCount,
  };
}

/** A tour as structured data: price in USD, the fixed rating and one sample review. */
export function tourJsonLd(data: TourStructuredData): JsonLdObject {
  return {
    '@context': context,
    '@type': 'TouristTrip',
    name: data.name,
    description: data.description,
    image: data.image,
    url: data.url,
    duration: data.duration ?? business.duration.structuredDataDefault,
    touristType: ['Cat lovers', 'History enthusiasts'],
    itinerary: {
      '@type': 'ItemList',
      itemListElement: data.highlights.map((highlight, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: highlight,
      })),
    },
    location: { '@type': 'Place', name: data.location, address: newYork },
    provider: { '@type': 'Organization', name: organizationName },
    offers: {
      '@type': 'Offer',
      price: data.price,
      priceCurrency: business.pricing.currency,
      availability: 'https://schema.org/InStock',
      url: data.url,
    },
    aggregateRating: aggregateRating(),
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

/** A scheduled tour event; the end is two hours after the start unless given. */
export function eventJsonLd(data: EventJsonLdInput): JsonLdObject {
  const price = /\d+(?:\.\d+)?/.exec(data.priceRange)?.[0];
  return {
    '@context': context,
    '@type': 'Event',
    name: data.name,
    description: data.description,
    url: data.url,
    image: data.image,
    startDate: data.startDate,
    endDate: data.endDate ?? addHoursIso(data.startDate, business.duration.eventHours),
    eventStatus: `https://schema.org/${data.eventStatus ?? 'EventScheduled'}`,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: 'New York City', address: newYork },
    performer: { '@type': 'Person', name: data.performer },
    organizer: { '@type': 'Organization', name: organizationName },
    offers: {
      '@type': 'Offer',
      url: data.url,
      priceCurrency: business.pricing.currency,
      ...(price === undefined ? {} : { price: Number(price) }),
      availability: 'https://schema.org/InStock',
    },
  };
}

/** The gallery's news video as structured data. */
export function videoJsonLd(data: VideoStructuredData): JsonLdObject {
  return {
    '@context': context,
    '@type': 'VideoObject',
    name: data.name,
    description: data.description,
    thumbnailUrl: data.thumbnailUrl,
    uploadDate: data.uploadDate,
    duration: data.duration,
    embedUrl: data.embedUrl,
    contentUrl: data.contentUrl,
    publisher: { '@type': 'Organization', name: data.publisher },
  };
}

/** An image gallery listing its first `limit` images (10 on the gallery page, doc 2 §9). */
export function imageGalleryJsonLd(
  images: readonly GalleryImage[],
  limit: number = business.gallery.structuredDataImages,
): JsonLdObject {
  return {
    '@context': context,
    '@type': 'ImageGallery',
    image: images.slice(0, limit).map((image) => ({
      '@type': 'ImageObject',
      contentUrl: image.src,
      name: image.alt,
      description: image.alt,
    })),
  };
}
