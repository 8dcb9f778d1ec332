import { breadcrumbTrail, titleCaseSegment } from './breadcrumb-trail';

describe('the breadcrumb trail', () => {
  it('is empty on the home page', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
  });

  it.each([
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
    ['/petition-jerry-fox', 'Jerry Fox Petition'],
    ['/press-kit', 'Press Kit'],
    ['/in-the-news', 'In the News'],
    ['/sitemap', 'Site Map'],
    ['/gallery', 'Gallery'],
    ['/blog', 'Blog'],
    ['/booking', 'Booking'],
    ['/survey', 'Survey'],
  ])('labels %s "%s"', (path, label) => {
    expect(breadcrumbTrail(path)).toEqual([
      { name: 'Home', path: '/' },
      { name: label, path },
    ]);
  });

  it.each([
    ['financial-district', 'Financial District Tour'],
    ['brooklyn-heights', 'Brooklyn Heights Tour'],
    ['lower-east-side', 'Lower East Side Tour'],
    ['private-tours', 'Private Tours'],
  ])('names the tour page %s "%s" under Tours', (slug, label) => {
    expect(breadcrumbTrail(`/tours/${slug}`)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Tours', path: '/tours' },
      { name: label, path: `/tours/${slug}` },
    ]);
  });

  it('title-cases any other segment', () => {
    expect(titleCaseSegment('cats-of-the-bowery')).toBe('Cats of the Bowery');
    expect(titleCaseSegment('the-end')).toBe('The End');
    expect(breadcrumbTrail('/old-street%20maps/')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Old Street Maps', path: '/old-street%20maps' },
    ]);
  });
});
