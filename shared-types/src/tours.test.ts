import {
  DEFAULT_ITEM_ID,
  defineTour,
  deriveItemId,
  findTourBySlug,
  resolveItemId,
  tours,
} from './tours';

describe('deriveItemId', () => {
  test.each([
    ['Brooklyn Heights Historical Cat Tour', 562630],
    ['Financial District Historical Cat Tour', 577800],
    ['Lower East Side Historical Cat Tour', 604533],
    ['Private Tours', 562633],
    ['BROOKLYN at night', 562630],
    ['A private walk', 562633],
  ])('%s → %i', (title, itemId) => {
    expect(deriveItemId(title)).toBe(itemId);
  });

  test('falls back to the default item for an unknown title', () => {
    expect(DEFAULT_ITEM_ID).toBe(562630);
    expect(deriveItemId('Harlem Cat Tour')).toBe(DEFAULT_ITEM_ID);
    expect(deriveItemId('')).toBe(DEFAULT_ITEM_ID);
  });

  test('prefers the first keyword listed when a title names two', () => {
    expect(deriveItemId('Private Brooklyn tour')).toBe(562630);
  });
});

describe('resolveItemId', () => {
  test('uses the tour’s own item when present', () => {
    expect(resolveItemId({ title: 'Brooklyn Heights', itemId: 999 })).toBe(999);
  });

  test('derives the item from the title when missing', () => {
    expect(resolveItemId({ title: 'Lower East Side tour' })).toBe(604533);
  });

  test.each([0, -1, 1.5, Number.NaN])(
    'derives the item when the given one (%p) is invalid',
    (itemId) => {
      expect(resolveItemId({ title: 'Financial District', itemId })).toBe(577800);
    },
  );
});

describe('defineTour', () => {
  test('fills in the path and derives a missing item id', () => {
    expect(
      defineTour({
        id: 9,
        slug: 'lower-east-side',
        title: 'Lower East Side',
        featured: false,
        isPrivate: false,
      }),
    ).toEqual({
      id: 9,
      slug: 'lower-east-side',
      path: '/tours/lower-east-side',
      title: 'Lower East Side',
      itemId: 604533,
      featured: false,
      isPrivate: false,
    });
  });
});

describe('tours', () => {
  test('lists the four tours', () => {
    expect(
      tours.map(({ id, slug, path, title, itemId, featured, isPrivate }) => [
        id,
        slug,
        path,
        title,
        itemId,
        featured,
        isPrivate,
      ]),
    ).toEqual([
      [
        1,
        'brooklyn-heights',
        '/tours/brooklyn-heights',
        'Brooklyn Heights Historical Cat Tour',
        562630,
        true,
        false,
      ],
      [
        2,
        'financial-district',
        '/tours/financial-district',
        'Financial District Historical Cat Tour',
        577800,
        false,
        false,
      ],
      [
        3,
        'lower-east-side',
        '/tours/lower-east-side',
        'Lower East Side Historical Cat Tour',
        604533,
        false,
        false,
      ],
      [4, 'private-tours', '/tours/private-tours', 'Private Tours', 562633, false, true],
    ]);
  });

  test('each tour’s item matches the one its title derives', () => {
    for (const tour of tours) expect(deriveItemId(tour.title)).toBe(tour.itemId);
  });

  test('findTourBySlug finds a tour or nothing', () => {
    expect(findTourBySlug('financial-district')?.id).toBe(2);
    expect(findTourBySlug('harlem')).toBeUndefined();
  });
});
