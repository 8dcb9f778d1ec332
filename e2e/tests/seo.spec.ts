import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  redirectTable,
  sectionSitemapFile,
  sitemapSections,
  SOCIAL_IMAGE_SIZE,
  sitePages,
  socialImagePath,
  type SitePage,
} from 'shared-types';
import { findSitePage } from 'site-rules';

import { expect, test } from '../support/fixtures';
import { vocabularyProblems } from '../support/schema-org-vocabulary';
import { structuredDataProblems } from '../support/structured-data';

// What a crawler or a link preview gets: the raw HTML of every page of the site, each blog post
// included, read without running any of its JavaScript.

test.describe.configure({ mode: 'serial' });

/** The site URL the build made every absolute URL from, as robots.txt names the sitemap. */
async function siteUrlOf(request: APIRequestContext): Promise<string> {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemap = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots)?.[1];
  expect(sitemap, 'robots.txt names the sitemap').toMatch(/^https?:\/\/[^/]+$/);
  return sitemap!;
}

/** A page of a browser without JavaScript: the DOM is the HTML as it arrived. */
async function rawPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  return context.newPage();
}

/** The width and height a PNG's header states. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Everything a page's head and body say about it, read from the raw HTML. */
async function readPage(page: Page) {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name));
    return {
      titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
      descriptions: attribute('meta[name="description"]', 'content'),
      canonicals: attribute('link[rel="canonical"]', 'href'),
      robots: attribute('meta[name="robots"]', 'content'),
      og: Object.fromEntries(
        [...document.querySelectorAll('meta[property^="og:"]')].map((meta) => [
          meta.getAttribute('property'),
          meta.getAttribute('content'),
        ]),
      ),
      twitterCard: attribute('meta[name="twitter:card"]', 'content'),
      twitterImage: attribute('meta[name="twitter:image"]', 'content'),
      h1: [...document.querySelectorAll('h1')].map((h1) => h1.textContent?.trim()),
      mainText: document.querySelector('main')?.textContent?.trim().length ?? 0,
      prerendered: document.getElementById('root')?.dataset.prerendered,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (block) => block.textContent ?? '',
      ),
      links: attribute('a[href]', 'href'),
    };
  });
}

/** The structured data types each page must state, beside its one BreadcrumbList. */
function expectedTypes(page: SitePage): string[] {
  const own: Record<string, string[]> = {
    '/': ['LocalBusiness'],
    '/tours': ['FAQPage'],
    '/tours/brooklyn-heights': ['TouristTrip', 'Product', 'Event'],
    '/tours/financial-district': ['TouristTrip', 'Product', 'Event'],
    '/tours/lower-east-side': ['TouristTrip', 'Product', 'Event'],
    '/tours/private-tours': ['FAQPage'],
    '/gallery': ['ImageGallery', 'VideoObject'],
    '/contact': ['FAQPage'],
  };
  if (page.query) return ['BlogPosting'];
  return own[page.url] ?? [];
}

test.describe("every page's structured data", () => {
  test("uses schema.org's types only, each property on a type that may carry it, in the HTML and once the page has run", async ({
    browser,
    page,
    a11y,
  }) => {
    test.setTimeout(180_000);
    const raw = await rawPage(browser);
    for (const { url } of sitePages) {
      await raw.goto(url);
      for (const text of (await readPage(raw)).jsonLd) {
        const data = JSON.parse(text) as Record<string, unknown>;
        expect(vocabularyProblems(data), `${url} ${String(data['@type'])}`).toEqual([]);
      }
    }
    await raw.context().close();

    // In the browser, once idle, a page writes its blocks afresh (a tour's next departure).
    for (const url of ['/tours/brooklyn-heights', '/gallery', '/']) {
      await page.goto(url);
      await expect
        .poll(() => page.locator('script[type="application/ld+json"]:not(:empty)').count())
        .toBeGreaterThan(0);
      await expect
        .poll(async () =>
          (await page.locator('script[type="application/ld+json"]').allTextContents()).every(
            (text) => text !== '',
          ),
        )
        .toBe(true);
      for (const text of await page
        .locator('script[type="application/ld+json"]')
        .allTextContents()) {
        const data = JSON.parse(text) as Record<string, unknown>;
        expect(vocabularyProblems(data), `${url} live ${String(data['@type'])}`).toEqual([]);
      }
      await a11y.check();
    }
  });
});

test.describe('the raw HTML of every page', () => {
  test('has its own title, description, canonical link, link preview, h1, body and structured data', async ({
    browser,
    request,
  }) => {
    const siteUrl = await siteUrlOf(request);
    const page = await rawPage(browser);
    const seenTitles = new Map<string, string>();
    for (const sitePage of sitePages) {
      const { url } = sitePage;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const html = await readPage(page);
      const address = `${siteUrl}${url}`;

      expect(html.prerendered, url).toBe(url);
      expect(html.titles, url).toHaveLength(1);
      const title = html.titles[0]!;
      expect(seenTitles.get(title), `${url} shares its title`).toBeUndefined();
      seenTitles.set(title, url);
      expect(html.descriptions, url).toHaveLength(1);
      expect(html.descriptions[0]!.length, url).toBeGreaterThan(50);
      expect(html.canonicals, url).toEqual([address]);
      expect(html.robots, url).toEqual(sitePage.route.noIndex ? ['noindex, nofollow'] : []);

      expect(html.og['og:url'], url).toBe(address);
      expect(html.og['og:title'], url).toBe(title);
      expect(html.og['og:description'], url).toBe(html.descriptions[0]);
      expect(html.og['og:type'], url).toBe(sitePage.query ? 'article' : 'website');
      const image = `${siteUrl}${socialImagePath(sitePage.socialImage)}`;
      expect(html.og['og:image'], url).toBe(image);
      expect(html.twitterCard, url).toEqual(['summary_large_image']);
      expect(html.twitterImage, url).toEqual([image]);

      expect(html.h1, url).toHaveLength(1);
      expect(html.mainText, `${url} has a body`).toBeGreaterThan(300);

      const blocks = html.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
      for (const data of blocks) {
        expect(structuredDataProblems(data, siteUrl), `${url} ${String(data['@type'])}`).toEqual(
          [],
        );
      }
      const types = blocks.flatMap((data) => data['@type']);
      expect(
        types.filter((type) => type === 'BreadcrumbList'),
        url,
      ).toHaveLength(url === '/' ? 0 : 1);
      expect(types, url).toEqual(expect.arrayContaining(expectedTypes(sitePage)));
      // A date worked out at build time would be past a week later: the schedule stands.
      for (const event of blocks.filter((data) => data['@type'] === 'Event')) {
        expect(event, url).not.toHaveProperty('startDate');
        expect(event.eventSchedule, url).toEqual(
          expect.objectContaining({ repeatFrequency: 'P1W', scheduleTimezone: 'America/New_York' }),
        );
      }
    }
    await page.context().close();
  });

  test('every address the pages link to serves its prerendered page', async ({
    browser,
    request,
  }) => {
    const page = await rawPage(browser);
    const targets = new Set<string>();
    for (const { url } of sitePages) {
      await page.goto(url);
      for (const href of (await readPage(page)).links) {
        if (href?.startsWith('/') && !href.startsWith('//')) targets.add(href.split('#')[0]!);
      }
    }
    await page.context().close();
    // Every post is linked from the site map and the blog's own pages.
    for (const { url } of sitePages.filter((sitePage) => sitePage.query)) {
      expect(targets, url).toContain(url);
    }
    for (const target of targets) {
      const response = await request.get(target, { maxRedirects: 0 });
      expect(response.status(), target).toBe(200);
      const [pathname = '/', search = ''] = target.split('?');
      const expected = findSitePage(pathname, search);
      if (!expected) {
        // A file the pages link to (a download, a picture).
        expect(response.headers()['content-type'], target).not.toContain('text/html');
        continue;
      }
      const html = await response.text();
      expect(html, target).toContain(`data-prerendered="${expected.url.replace(/&/g, '&amp;')}"`);
    }
  });
});

test.describe('addresses that are not pages', () => {
  test('an unknown address answers 404 with the prerendered, unindexed not-found page', async ({
    browser,
  }) => {
    const page = await rawPage(browser);
    for (const address of ['/no-such-street', '/tours/nowhere', '/old-page.html', '/blog/a/b']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      const html = await readPage(page);
      expect(html.titles, address).toEqual(['Page Not Found | Cats About Town Tours']);
      expect(html.h1, address).toEqual(['Page Not Found']);
      expect(html.robots, address).toEqual(['noindex, nofollow']);
      expect(html.canonicals, address).toEqual([]);
      expect(html.jsonLd, address).toEqual([]);
    }
    await page.context().close();
  });

  test('a legacy address still answers 301 with its new one', async ({ request }) => {
    for (const rule of redirectTable.filter((_, index) => index % 5 === 0)) {
      const response = await request.get(rule.from, { maxRedirects: 0 });
      expect(response.status(), rule.from).toBe(301);
      expect(response.headers().location, rule.from).toBe(rule.to);
    }
    const post = await request.get('/blog/ships-cats-of-new-york-harbor', { maxRedirects: 0 });
    expect(post.headers().location).toBe('/blog?post=ships-cats-of-new-york-harbor');
  });
});

test.describe('the files crawlers and browsers ask for by name', () => {
  test("sitemap.xml names each section's sitemap, which together list every indexed page and post", async ({
    request,
  }) => {
    const siteUrl = await siteUrlOf(request);
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('xml');
    const named = [...(await index.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => loc!,
    );
    expect(named).toEqual(
      sitemapSections.map((section) => `${siteUrl}/${sectionSitemapFile(section)}`),
    );
    const entries: { loc: string; lastmod: string | undefined }[] = [];
    for (const sitemap of named) {
      const response = await request.get(new URL(sitemap).pathname);
      expect(response.status(), sitemap).toBe(200);
      expect(response.headers()['content-type'], sitemap).toContain('xml');
      const xml = await response.text();
      entries.push(
        ...[...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map(
          ([, loc, lastmod]) => ({ loc: loc!.replace(/&amp;/g, '&'), lastmod }),
        ),
      );
    }
    const indexed = sitePages.filter((sitePage) => !sitePage.route.noIndex);
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      indexed.map((sitePage) => `${siteUrl}${sitePage.url}`).sort(),
    );
    for (const entry of entries) {
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const post = indexed.find((sitePage) => `${siteUrl}${sitePage.url}` === entry.loc)!.query;
      if (post) expect(entry.lastmod).toBe(post.lastModified);
    }
  });

  test('robots.txt lets crawlers in, keeps them off the API and names the sitemap', async ({
    request,
  }) => {
    const siteUrl = await siteUrlOf(request);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test('the favicon, the Apple touch icon, the manifest and the link-preview pictures are there', async ({
    request,
  }) => {
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    // An icon resource holding the 16, 32 and 48 px sizes.
    const ico = await favicon.body();
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);

    const touch = await request.get('/apple-touch-icon.png');
    expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

    const manifest = (await (await request.get('/site.webmanifest')).json()) as {
      name: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe('Cats About Town Tours');
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await (await request.get(icon.src)).body())).toEqual({ width, height });
    }

    for (const kind of new Set(sitePages.map((sitePage) => sitePage.socialImage))) {
      const picture = await request.get(socialImagePath(kind));
      expect(picture.headers()['content-type'], kind).toBe('image/png');
      expect(pngSize(await picture.body()), kind).toEqual(SOCIAL_IMAGE_SIZE);
    }
  });
});
