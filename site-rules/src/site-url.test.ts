import { absoluteUrl, parseSiteUrl, siteUrlFromEnvironment } from './site-url';

describe('the site URL', () => {
  it('is SITE_URL when it is set, as a bare origin', () => {
    expect(siteUrlFromEnvironment({ SITE_URL: 'https://www.catsabouttowntours.com/' })).toBe(
      'https://www.catsabouttowntours.com',
    );
    expect(siteUrlFromEnvironment({ SITE_URL: ' http://localhost:4176 ', PORT: '9000' })).toBe(
      'http://localhost:4176',
    );
  });

  it('is the local server’s origin otherwise, on PORT or 8080', () => {
    expect(siteUrlFromEnvironment({})).toBe('http://localhost:8080');
    expect(siteUrlFromEnvironment({ PORT: '9003' })).toBe('http://localhost:9003');
    expect(siteUrlFromEnvironment({ SITE_URL: '', PORT: '9003' })).toBe('http://localhost:9003');
  });

  it.each([
    'www.catsabouttowntours.com',
    'ftp://catsabouttowntours.com',
    'https://catsabouttowntours.com/site',
    'https://catsabouttowntours.com/?a=1',
    'https://user:secret@catsabouttowntours.com',
  ])('refuses %s, naming SITE_URL', (value) => {
    expect(() => parseSiteUrl(value)).toThrow(/SITE_URL must be an http\(s\) origin/);
  });

  it('makes site paths absolute and leaves absolute URLs as they are', () => {
    const site = 'https://www.catsabouttowntours.com';
    expect(absoluteUrl(site, '/tours')).toBe('https://www.catsabouttowntours.com/tours');
    expect(absoluteUrl(site, 'social/home.png')).toBe(
      'https://www.catsabouttowntours.com/social/home.png',
    );
    expect(absoluteUrl(site, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
