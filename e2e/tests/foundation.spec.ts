import { isSameDocument, markDocument } from '../support/documents';
import { expect, test } from '../support/fixtures';
import { openPage } from '../support/open-page';
import { requestedUrls } from '../support/requested-urls';

const remotePages = [
  { path: '/about', heading: 'About Us', remote: 'home-tours' },
  { path: '/in-the-news', heading: 'In the News', remote: 'forms' },
  { path: '/sitemap', heading: 'Site Map', remote: 'blog-gallery' },
] as const;

test.describe('the federated site', () => {
  for (const { path, heading, remote } of remotePages) {
    test(`serves ${path} from /remotes/${remote}/`, async ({ page, a11y }) => {
      const remoteRequests = requestedUrls(page, (request) =>
        request.url().includes(`/remotes/${remote}/`),
      );
      await openPage(page, path, heading);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
      expect(remoteRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
      await a11y.check();
    });
  }

  test('loads a remote only when its route is visited', async ({ page }) => {
    const remotesRequested = new Set<string>();
    page.on('request', (request) => {
      const match = /\/remotes\/([^/]+)\//.exec(request.url());
      if (match?.[1]) remotesRequested.add(match[1]);
    });
    await openPage(page, '/in-the-news', 'In the News');
    expect([...remotesRequested]).toEqual(['forms']);
  });

  test('hands the shell modules to a remote through the share scope, not a shell container', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openPage(page, '/about', 'About Us');
    // The page's booking buttons come from shell/booking, its links from shell/router.
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    expect(scripts).not.toContain('/remoteEntry.js');
    expect(scripts.filter((script) => script.endsWith('/remoteEntry.js'))).toEqual([
      '/remotes/home-tours/remoteEntry.js',
    ]);
  });

  test('navigates between remotes with the shared router, without a reload', async ({
    page,
    a11y,
  }) => {
    await openPage(page, '/about', 'About Us');
    await a11y.check();
    await markDocument(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'In the News' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'In the News' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('answers the redirect table with 301 and keeps the query', async ({ page, request }) => {
    for (const [from, to] of [
      ['/about-us', '/about'],
      ['/news?utm_source=flyer', '/in-the-news?utm_source=flyer'],
      ['/blog/some-id', '/blog?post=some-id'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });

  test('redirects inside the app replace the history entry', async ({ page, a11y }) => {
    await openPage(page, '/sitemap', 'Site Map');
    await a11y.check();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/news?from=test');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/in-the-news\?from=test$/);
    await expect(page.getByRole('heading', { level: 1, name: 'In the News' })).toBeVisible();
    await a11y.check();
    await page.goBack();
    await expect(page).toHaveURL(/\/sitemap$/);
  });

  test('shows the not-found page for an unknown path', async ({ page }) => {
    await openPage(page, '/no-such-street', 'Page Not Found');
    await expect(page.getByRole('link', { name: 'Return to Home Page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('sends the production cache headers', async ({ request }) => {
    const html = await request.get('/about');
    expect(html.headers()['cache-control']).toBe('no-cache');
    const manifest = await request.get('/remotes/forms/mf-manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const entry = await request.get('/remotes/forms/remoteEntry.js');
    expect(entry.headers()['cache-control']).toBe('no-cache');
    // The page's one script tag starts the entry after the first paint (docs/decisions/008).
    const page = await html.text();
    const start =
      /src="?(\/start\.[0-9a-f]{12}\.js)"? data-scripts="?(\/main\.[0-9a-f]{12}\.js)/.exec(page);
    expect(start).not.toBeNull();
    const [, startFile = '', mainFile = ''] = start!;
    for (const file of [startFile, mainFile]) {
      const script = await request.get(file, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(script.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    // Compressed above 1 KB; the start script is smaller.
    const main = await request.get(mainFile, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(main.headers()['content-encoding']).toBe('gzip');
  });
});
