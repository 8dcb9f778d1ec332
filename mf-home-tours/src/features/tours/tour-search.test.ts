import { filterTours, searchSummary, shownOfTotal } from './tour-search';

const list = [
  { title: 'Harbor Walk', description: 'Ships and their cats', teaser: 'Ahoy, whiskers' },
  { title: 'Tenement Tales', description: 'Fire escapes and backyards' },
  { title: 'Bridge Crossing', description: 'A walk over the river', teaser: 'Cats on cables' },
];

describe('filterTours', () => {
  test('an empty or blank query shows every tour', () => {
    expect(filterTours(list, '')).toHaveLength(3);
    expect(filterTours(list, '   ')).toHaveLength(3);
  });

  test('matches the title, the description or the teaser, whatever the case', () => {
    expect(filterTours(list, 'HARBOR').map((tour) => tour.title)).toEqual(['Harbor Walk']);
    expect(filterTours(list, 'backyards').map((tour) => tour.title)).toEqual(['Tenement Tales']);
    expect(filterTours(list, 'cables').map((tour) => tour.title)).toEqual(['Bridge Crossing']);
    expect(filterTours(list, 'walk').map((tour) => tour.title)).toEqual([
      'Harbor Walk',
      'Bridge Crossing',
    ]);
  });

  test('finds nothing for a query no tour contains', () => {
    expect(filterTours(list, 'zeppelin')).toEqual([]);
  });
});

describe('the count lines', () => {
  test('say tour for one match and tours for several', () => {
    expect(searchSummary(1, 'harbor')).toBe('Found 1 tour(s) matching "harbor"');
    expect(searchSummary(3, 'a')).toBe('Found 3 tour(s) matching "a"');
  });

  test('say when nothing matches', () => {
    expect(searchSummary(0, 'zeppelin')).toBe('No tours found matching "zeppelin"');
  });

  test('count shown against total tours', () => {
    expect(shownOfTotal(2, 4)).toBe('Showing 2 of 4 tours');
    expect(shownOfTotal(0, 4)).toBe('Showing 0 of 4 tours');
  });
});
