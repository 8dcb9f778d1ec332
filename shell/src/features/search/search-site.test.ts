import { business } from 'shared-types';

import { searchIndex } from './search-index';
import { isSearchable, resultTag, searchSite } from './search-site';

describe('the search index', () => {
  it('holds the four tours, then the eight pages, with their paths', () => {
    expect(searchIndex.map(({ name, path, type }) => [name, path, type])).toEqual([
      ['Brooklyn Heights', '/tours/brooklyn-heights', 'tour'],
      ['Financial District', '/tours/financial-district', 'tour'],
      ['Lower East Side', '/tours/lower-east-side', 'tour'],
      ['Private Cat Tours', '/tours/private-tours', 'tour'],
      ['About Us', '/about', 'page'],
      ['Gallery', '/gallery', 'page'],
      ['Blog', '/blog', 'page'],
      ['Contact', '/contact', 'page'],
      ['Press Kit', '/press-kit', 'page'],
      ['Book Now', '/booking', 'page'],
      ['In the News', '/in-the-news', 'page'],
      ['Site Map', '/sitemap', 'page'],
    ]);
  });
});

describe('searching the site', () => {
  it('needs more than one character', () => {
    expect(business.search.minChars).toBe(1);
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('b')).toBe(false);
    expect(isSearchable('bl')).toBe(true);
    expect(searchSite('b')).toEqual([]);
  });

  it('matches a case-insensitive substring of the name', () => {
    expect(searchSite('BLO').map((result) => result.name)).toEqual(['Blog']);
    expect(searchSite('ews').map((result) => result.name)).toEqual(['In the News']);
    expect(searchSite('zebra')).toEqual([]);
  });

  it('lists tours before pages', () => {
    const names = searchSite('ou').map((result) => result.name);
    expect(names).toEqual(['Private Cat Tours', 'About Us']);
    const mixed = searchSite('st');
    expect(mixed.map((result) => result.type)).toEqual(['tour', 'tour']);
    const pagesFirstInIndex = searchSite('ti', [
      { name: 'Tiny Page', path: '/p', type: 'page' },
      { name: 'Tiny Tour', path: '/t', type: 'tour' },
    ]);
    expect(pagesFirstInIndex.map((result) => result.name)).toEqual(['Tiny Tour', 'Tiny Page']);
  });

  it('tags results "Tour" or "Page"', () => {
    expect(resultTag({ name: 'x', path: '/', type: 'tour' })).toBe('Tour');
    expect(resultTag({ name: 'x', path: '/', type: 'page' })).toBe('Page');
  });
});
