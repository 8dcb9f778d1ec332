import {
  addHoursIso,
  breadcrumbJsonLd,
  eventJsonLd,
  faqJsonLd,
  imageGalleryJsonLd,
  localBusinessJsonLd,
  tourJsonLd,
  videoJsonLd,
} from './json-ld-builders';

describe('breadcrumbJsonLd', () => {
  it('numbers the trail and makes every path absolute', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'About Us', path: '/about' },
        ],
        'https://tours.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://tours.example/' },
        { '@type': 'ListItem', position: 2, name: 'About Us', item: 'https://tours.example/about' },
      ],
    });
  });

  it('defaults to the page origin', () => {
    const data = breadcrumbJsonLd([{ name: 'Blog', path: '/blog' }]);
    expect(data.itemListElement).toEqual([
      expect.objectContaining({ item: `${window.location.origin}/blog` }),
    ]);
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
  const data = localBusinessJsonLd('https://tours.example');

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

  it('states the price range $40-$320 and the founding year 2024', () => {
    expect(data.priceRange).toBe('$40-$320');
    expect(data.foundingDate).toBe('2024');
    expect(data['@type']).toEqual(['LocalBusiness', 'TouristAttraction']);
    expect(data.url).toBe('https://tours.example/');
    expect(data.email).toBe('hello@catsabouttowntours.com');
  });
});

describe('tourJsonLd', () => {
  const input = {
    name: 'Financial District Historical Cat Tour',
    description: 'Ship cats, bank cats and the cats of the first stock exchange.',
    image: '/images/fidi.jpg',
    url: 'https://tours.example/tours/financial-district',
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
    expect(data.review).toHaveLength(1);
    expect(data.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
    ]);
  });

  it('lasts two hours unless told otherwise and lists the highlights in order', () => {
    expect(tourJsonLd(input).duration).toBe('PT2H');
    expect(tourJsonLd({ ...input, duration: 'PT90M' }).duration).toBe('PT90M');
    expect(tourJsonLd(input).itinerary).toEqual({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Fraunces Tavern' },
        { '@type': 'ListItem', position: 2, name: 'Wall Street' },
      ],
    });
  });
});

describe('eventJsonLd', () => {
  const input = {
    name: 'Brooklyn Heights Historical Cat Tour',
    description: 'A walk through the feline past of Brooklyn Heights.',
    url: 'https://tours.example/tours/brooklyn-heights',
    image: '/images/bh.jpg',
    startDate: '2025-07-12T10:00:00-04:00',
    performer: 'Licensed NYC guide',
    priceRange: '$40',
  };

  it('ends two hours after the start and is scheduled', () => {
    const data = eventJsonLd(input);
    expect(data.startDate).toBe('2025-07-12T10:00:00-04:00');
    expect(data.endDate).toBe('2025-07-12T12:00:00-04:00');
    expect(Date.parse(data.endDate as string) - Date.parse(data.startDate as string)).toBe(
      2 * 60 * 60 * 1000,
    );
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.performer).toEqual({ '@type': 'Person', name: 'Licensed NYC guide' });
    expect(data.offers).toEqual(expect.objectContaining({ price: 40, priceCurrency: 'USD' }));
  });

  it('keeps an end date it is given', () => {
    expect(eventJsonLd({ ...input, endDate: '2025-07-12T12:30:00-04:00' }).endDate).toBe(
      '2025-07-12T12:30:00-04:00',
    );
  });

  it('adds hours across midnight and keeps the notation', () => {
    expect(addHoursIso('2025-12-31T23:00', 2)).toBe('2026-01-01T01:00');
    expect(addHoursIso('2025-07-12T14:00:00Z', 2)).toBe('2025-07-12T16:00:00Z');
  });
});

describe('videoJsonLd', () => {
  it('maps every field of the video', () => {
    expect(
      videoJsonLd({
        name: 'Cats of New York on the evening news',
        description: 'A news segment about the tours.',
        thumbnailUrl: 'https://tours.example/video.jpg',
        uploadDate: '2024-10-01',
        duration: 'PT3M20S',
        embedUrl: 'https://video.example/embed/1',
        contentUrl: 'https://video.example/1',
        publisher: 'Local News',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Cats of New York on the evening news',
      description: 'A news segment about the tours.',
      thumbnailUrl: 'https://tours.example/video.jpg',
      uploadDate: '2024-10-01',
      duration: 'PT3M20S',
      embedUrl: 'https://video.example/embed/1',
      contentUrl: 'https://video.example/1',
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

  it('lists the first 10 images by default', () => {
    const list = imageGalleryJsonLd(images).image as unknown[];
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({
      '@type': 'ImageObject',
      contentUrl: '/g/0.jpg',
      name: 'Photo 0',
      description: 'Photo 0',
    });
  });

  it('honours a custom limit', () => {
    expect(imageGalleryJsonLd(images, 3).image).toHaveLength(3);
  });
});
