import { siteConfig } from '../config/runtime-config';
import {
  addHoursIso,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  eventJsonLd,
  faqJsonLd,
  imageGalleryJsonLd,
  localBusinessJsonLd,
  onSite,
  tourJsonLd,
  tourProductJsonLd,
  videoJsonLd,
} from './json-ld-builders';

/** schema-dts types are unions with plain strings: a test reads the object's fields. */
const fields = (data: unknown) => data as Record<string, unknown>;
const site = siteConfig.siteUrl;

describe('onSite', () => {
  it('makes a site path absolute on the site URL, and moves the page’s own origin there', () => {
    expect(onSite('/tours')).toBe(`${site}/tours`);
    expect(onSite(`${window.location.origin}/remotes/home-tours/a.svg`)).toBe(
      `${site}/remotes/home-tours/a.svg`,
    );
    expect(onSite('https://i.ytimg.com/vi/x/hqdefault.jpg')).toBe(
      'https://i.ytimg.com/vi/x/hqdefault.jpg',
    );
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail and makes every path absolute on the site URL', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'About Us', path: '/about' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
        { '@type': 'ListItem', position: 2, name: 'About Us', item: `${site}/about` },
      ],
    });
  });
});

describe('faqJsonLd', () => {
  it('turns each question into a Question with an accepted Answer', () => {
    expect(faqJsonLd([{ question: 'Will we see real cats?', answer: 'No guarantee.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Will we see real cats?',
          acceptedAnswer: { '@type': 'Answer', text: 'No guarantee.' },
        },
      ],
    });
  });
});

describe('localBusinessJsonLd', () => {
  const data = fields(localBusinessJsonLd());

  it('states weekend hours 10:00-16:00 and weekday hours 10:00-18:00', () => {
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Saturday', 'Sunday'],
        opens: '10:00',
        closes: '16:00',
      }),
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:00',
        closes: '18:00',
      }),
    ]);
  });

  it('states the price range $40-$320, the founding year 2024 and where it is', () => {
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.priceRange).toBe('$40-$320');
    expect(data.foundingDate).toBe('2024');
    expect(data.url).toBe(`${site}/`);
    expect(data.image).toBe(`${site}/social/home.png`);
    expect(data.email).toBe('hello@catsabouttowntours.com');
    expect(data.address).toEqual(expect.objectContaining({ addressLocality: 'New York' }));
  });
});

describe('tourJsonLd', () => {
  const input = {
    name: 'Financial District Historical Cat Tour',
    description: 'Ship cats, bank cats and the cats of the first stock exchange.',
    image: '/images/fidi.jpg',
    url: '/tours/financial-district',
    price: 40,
    location: 'Financial District, Manhattan',
    highlights: ['Fraunces Tavern', 'Wall Street'],
  };

  it('prices the tour in USD with the fixed 4.9 of 5 rating from 87 ratings and one review', () => {
    const data = tourJsonLd(input);
    expect(data['@type']).toBe('TouristTrip');
    expect(data.offers).toEqual(expect.objectContaining({ price: 40, priceCurrency: 'USD' }));
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.9,
      bestRating: 5,
      ratingCount: 87,
    });
    expect(data.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
    ]);
  });

  it('lasts two hours unless told otherwise, starts where the tour is and lists the highlights', () => {
    const data = tourJsonLd(input);
    expect(data.duration).toBe('PT2H');
    expect(tourJsonLd({ ...input, duration: 'PT90M' }).duration).toBe('PT90M');
    expect(data.tripOrigin).toEqual(
      expect.objectContaining({ '@type': 'Place', name: 'Financial District, Manhattan' }),
    );
    expect(data.itinerary).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Fraunces Tavern' },
        { '@type': 'ListItem', position: 2, name: 'Wall Street' },
      ],
    });
  });

  it('names its page and picture by absolute URLs', () => {
    const data = tourJsonLd(input);
    expect(data.url).toBe(`${site}/tours/financial-district`);
    expect(data.image).toBe(`${site}/images/fidi.jpg`);
  });
});

describe('tourProductJsonLd', () => {
  const input = {
    name: 'Financial District Historical Cat Tour',
    description: 'Ship cats, bank cats and the cats of the first stock exchange.',
    image: '/images/fidi.jpg',
    url: '/tours/financial-district',
    price: 40,
    location: 'Financial District, Manhattan',
    highlights: ['Fraunces Tavern', 'Wall Street'],
  };

  it('is a TouristTrip and a Product, which carries the 4.9 of 5 rating from 87 ratings and one review, priced in USD', () => {
    const data = tourProductJsonLd(input);
    expect(data['@type']).toEqual(['TouristTrip', 'Product']);
    expect(data.offers).toEqual(expect.objectContaining({ price: 40, priceCurrency: 'USD' }));
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.9,
      bestRating: 5,
      ratingCount: 87,
    });
    expect(data.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
    ]);
    expect(data).not.toHaveProperty('duration');
  });

  it('sets off from the place of the tour, in New York', () => {
    expect(tourProductJsonLd(input).tripOrigin).toEqual(
      expect.objectContaining({
        '@type': 'Place',
        name: 'Financial District, Manhattan',
        address: expect.objectContaining({ addressLocality: 'New York' }),
      }),
    );
  });

  it('lists the highlights and states its duration, two hours unless told otherwise', () => {
    const data = tourProductJsonLd(input);
    expect(data.itinerary.itemListElement).toHaveLength(2);
    expect(data.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Duration', value: 'PT2H' },
    ]);
    expect(tourProductJsonLd({ ...input, duration: 'PT90M' }).additionalProperty).toEqual([
      expect.objectContaining({ value: 'PT90M' }),
    ]);
    expect(data.url).toBe(`${site}/tours/financial-district`);
    expect(data.image).toBe(`${site}/images/fidi.jpg`);
  });
});

describe('eventJsonLd', () => {
  const input = {
    name: 'Brooklyn Heights Historical Cat Tour',
    description: 'A walk through the feline past of Brooklyn Heights.',
    url: '/tours/brooklyn-heights',
    image: '/images/bh.jpg',
    schedule: { weekday: 6, hour: 10, minute: 0 },
    performer: 'Licensed NYC guide',
    priceRange: '$40',
  };

  it('states the weekly departures, in New York time, two hours each', () => {
    const data = fields(eventJsonLd(input));
    expect(data.eventSchedule).toEqual({
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: 'https://schema.org/Saturday',
      startTime: '10:00:00',
      endTime: '12:00:00',
      duration: 'PT2H',
      scheduleTimezone: 'America/New_York',
    });
    expect(data).not.toHaveProperty('startDate');
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.performer).toEqual({ '@type': 'Person', name: 'Licensed NYC guide' });
    expect(data.offers).toEqual(expect.objectContaining({ price: 40, priceCurrency: 'USD' }));
    expect(data.url).toBe(`${site}/tours/brooklyn-heights`);
  });

  it('ends the next departure two hours after its start, when it is known', () => {
    const data = fields(eventJsonLd({ ...input, startDate: '2025-07-12T10:00:00-04:00' }));
    expect(data.startDate).toBe('2025-07-12T10:00:00-04:00');
    expect(data.endDate).toBe('2025-07-12T12:00:00-04:00');
    expect(Date.parse(data.endDate as string) - Date.parse(data.startDate as string)).toBe(
      2 * 60 * 60 * 1000,
    );
  });

  it('keeps an end date it is given', () => {
    const data = fields(
      eventJsonLd({
        ...input,
        startDate: '2025-07-12T10:00:00-04:00',
        endDate: '2025-07-12T12:30:00-04:00',
      }),
    );
    expect(data.endDate).toBe('2025-07-12T12:30:00-04:00');
  });

  it('adds hours across midnight and keeps the notation', () => {
    expect(addHoursIso('2025-12-31T23:00', 2)).toBe('2026-01-01T01:00');
    expect(addHoursIso('2025-07-12T14:00:00Z', 2)).toBe('2025-07-12T16:00:00Z');
  });
});

describe('videoJsonLd', () => {
  it('maps every field of the video, the publisher as an organization', () => {
    const video = {
      name: 'Cats of New York on the evening news',
      description: 'A news segment about the tours.',
      thumbnailUrl: 'https://tours.example/video.jpg',
      uploadDate: '2024-10-01',
      duration: 'PT3M20S',
      embedUrl: 'https://video.example/embed/1',
      contentUrl: 'https://video.example/1',
    };
    expect(videoJsonLd({ ...video, publisher: 'Local News' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      ...video,
      publisher: { '@type': 'Organization', name: 'Local News' },
    });
  });
});

describe('imageGalleryJsonLd', () => {
  const images = Array.from({ length: 14 }, (_, id) => ({
    id,
    src: `/g/${id}.jpg`,
    alt: `Photo ${id}`,
  }));

  it('lists the first 10 images by default, each by its absolute URL', () => {
    const list = fields(imageGalleryJsonLd(images)).image as unknown[];
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({
      '@type': 'ImageObject',
      contentUrl: `${site}/g/0.jpg`,
      name: 'Photo 0',
      description: 'Photo 0',
    });
  });

  it('honours a custom limit', () => {
    expect(fields(imageGalleryJsonLd(images, 3)).image).toHaveLength(3);
  });
});

describe('blogPostingJsonLd', () => {
  it('names the post, its date, its authors, its publisher and its page', () => {
    const data = fields(
      blogPostingJsonLd({
        headline: 'The Ships’ Cats of New York Harbor',
        description: 'Cats ashore.',
        datePublished: '2025-01-17',
        author: 'Historian Team',
        image: '/remotes/blog-gallery/assets/harbor.svg',
        path: '/blog?post=ships-cats-of-new-york-harbor',
        keywords: ['ships’ cats', 'harbor'],
        section: 'Cat Culture',
      }),
    );
    const url = `${site}/blog?post=ships-cats-of-new-york-harbor`;
    expect(data).toEqual(
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'The Ships’ Cats of New York Harbor',
        datePublished: '2025-01-17',
        author: { '@type': 'Organization', name: 'Cats About Town Tours Historian Team' },
        image: `${site}/remotes/blog-gallery/assets/harbor.svg`,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        keywords: 'ships’ cats, harbor',
        articleSection: 'Cat Culture',
      }),
    );
    expect(data.publisher).toEqual(expect.objectContaining({ name: 'Cats About Town Tours' }));
  });
});
