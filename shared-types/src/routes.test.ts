import { federatedModuleIds } from './federation';
import { appRoutes, paths, prerenderedPageFile } from './routes';
import { socialImageKinds } from './social-images';
import { tours } from './tours';

describe('paths', () => {
  test('build tour, blog post and booking item links', () => {
    expect(paths.tour('lower-east-side')).toBe('/tours/lower-east-side');
    expect(paths.blogPost('jerry-fox-saves-brooklyn-borough-hall')).toBe(
      '/blog?post=jerry-fox-saves-brooklyn-borough-hall',
    );
    expect(paths.blogPost('a b&c')).toBe('/blog?post=a%20b%26c');
    expect(paths.bookingItem(577800)).toBe('/booking?itemId=577800');
  });
});

describe('appRoutes', () => {
  const ownerOf = (path: string) => appRoutes.find((route) => route.path === path)?.owner;

  test('list each route of the site once', () => {
    expect(appRoutes.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/about',
        '/tours',
        '/tours/brooklyn-heights',
        '/tours/financial-district',
        '/tours/lower-east-side',
        '/tours/private-tours',
        '/booking',
        '/gallery',
        '/blog',
        '/sitemap',
        '/in-the-news',
        '/contact',
        '/survey',
        '/petition-jerry-fox',
        '/press-kit',
      ].sort(),
    );
  });

  test('leave /booking to the shell, naming its page, and the rest to exposed remote modules', () => {
    expect(appRoutes.find((route) => route.path === '/booking')).toMatchObject({
      owner: 'shell',
      page: 'BookingPage',
    });
    for (const route of appRoutes.filter((candidate) => candidate.path !== '/booking')) {
      expect(federatedModuleIds).toContain(route.owner);
    }
  });

  test('render the group tours with TourPage and private tours with PrivateToursPage', () => {
    for (const tour of tours) {
      expect(ownerOf(tour.path)).toBe(
        tour.isPrivate ? 'homeTours/PrivateToursPage' : 'homeTours/TourPage',
      );
    }
  });

  test('give every exposed module at least one route', () => {
    const owners = new Set(appRoutes.map((route) => route.owner));
    for (const id of federatedModuleIds) expect(owners).toContain(id);
  });

  test('give every route a link-preview picture', () => {
    for (const route of appRoutes) expect(socialImageKinds).toContain(route.socialImage);
  });

  test('keep only the survey out of search engines', () => {
    expect(appRoutes.filter((route) => route.noIndex).map((route) => route.path)).toEqual([
      '/survey',
    ]);
  });
});

describe('prerendered pages', () => {
  it('gives every route its own page file under pages/', () => {
    expect(prerenderedPageFile('/')).toBe('pages/index.html');
    expect(prerenderedPageFile('/tours')).toBe('pages/tours.html');
    expect(prerenderedPageFile('/tours/brooklyn-heights')).toBe(
      'pages/tours/brooklyn-heights.html',
    );
    const files = appRoutes.map((route) => prerenderedPageFile(route.path));
    expect(new Set(files).size).toBe(appRoutes.length);
  });
});
