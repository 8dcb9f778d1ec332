import type { Page, Route } from '@playwright/test';

import { isSameDocument, markDocument } from '../support/documents';
import { expect, test, type A11y } from '../support/fixtures';

/** A remote page, and the footer link that leads to it from any page. */
interface Section {
  remote: 'home-tours' | 'blog-gallery' | 'forms';
  /** The remote's container global, as its remote entry defines it. */
  global: string;
  expose: string;
  path: string;
  heading: string;
  footerLink: string;
}

const homeTours: Section = {
  remote: 'home-tours',
  global: 'homeTours',
  expose: 'AboutPage',
  path: '/about',
  heading: 'About Us',
  footerLink: 'About Us',
};
const blogGallery: Section = {
  remote: 'blog-gallery',
  global: 'blogGallery',
  expose: 'SitemapPage',
  path: '/sitemap',
  heading: 'Site Map',
  footerLink: 'Sitemap',
};
const forms: Section = {
  remote: 'forms',
  global: 'forms',
  expose: 'PressKitPage',
  path: '/press-kit',
  heading: 'Press Kit',
  footerLink: 'Press Kit',
};

/** A section made to fail: the requests of the layer that fails first, and its end. */
interface Outage {
  /** How many times the failing layer has been asked for so far. */
  attempts(): number;
  /** The section answers again, as it did before the outage. */
  end(): Promise<void>;
}

interface FailureMode {
  name: string;
  section: Section;
  /** What the fallback says: a failure, or a wait given up. */
  message: string;
  start(page: Page, section: Section): Promise<Outage>;
}

const COULD_NOT_LOAD = 'It could not be loaded. The rest of the site still works.';
const TOO_LONG = 'It is taking too long to load.';
const UNAVAILABLE = 'This part of the site is unavailable right now';

/**
 * Answers the remote's files that `broken` names with 404, counting the requests for `layer` (the
 * first file of a load that fails). The files after it in a load fail too: a section whose
 * manifest is gone has lost its folder, an entry that is missing comes with its page's files.
 */
async function answer404(
  page: Page,
  { remote }: Section,
  layer: (path: string) => boolean,
  broken: (path: string) => boolean,
): Promise<Outage> {
  let attempts = 0;
  const pattern = `**/remotes/${remote}/**`;
  await page.route(pattern, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (layer(path)) attempts += 1;
    return broken(path) ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback();
  });
  return { attempts: () => attempts, end: () => page.unroute(pattern) };
}

const isManifest = (path: string) => path.endsWith('/mf-manifest.json');
const isEntry = (path: string) => path.endsWith('/remoteEntry.js');
const isPageFile = (expose: string) => (path: string) =>
  path.includes(`/__federation_expose_${expose}.`);

const failureModes: FailureMode[] = [
  {
    name: 'its manifest answers 404',
    section: homeTours,
    message: COULD_NOT_LOAD,
    start: (page, section) => answer404(page, section, isManifest, () => true),
  },
  {
    name: 'its remote entry answers 404',
    section: blogGallery,
    message: COULD_NOT_LOAD,
    start: (page, section) => answer404(page, section, isEntry, (path) => !isManifest(path)),
  },
  {
    name: "its page's script and style sheet answer 404",
    section: forms,
    message: COULD_NOT_LOAD,
    start: (page, section) =>
      answer404(page, section, isPageFile(section.expose), isPageFile(section.expose)),
  },
  {
    name: 'it hangs, until the gateway gives up (504)',
    section: homeTours,
    message: TOO_LONG,
    async start(page, { remote }) {
      let attempts = 0;
      const held: Route[] = [];
      const pattern = `**/remotes/${remote}/**`;
      await page.route(pattern, (route) => {
        if (isManifest(new URL(route.request().url()).pathname)) attempts += 1;
        held.push(route);
      });
      return {
        attempts: () => attempts,
        async end() {
          await page.unroute(pattern);
          const timedOut = { status: 504, body: 'Gateway Timeout' };
          await Promise.all(held.map((route) => route.fulfill(timedOut).catch(() => 0)));
        },
      };
    },
  },
  {
    name: 'its page throws while rendering',
    section: blogGallery,
    message: COULD_NOT_LOAD,
    async start(page, section) {
      let attempts = 0;
      const pattern = `**/remotes/${section.remote}/remoteEntry.js`;
      await page.route(pattern, (route) => {
        attempts += 1;
        return route.fulfill({
          contentType: 'application/javascript',
          body: `var ${section.global} = {
            init: function () {},
            get: function () {
              return Promise.resolve(function () {
                return { default: function BrokenPage() { throw new Error('The page broke while rendering'); } };
              });
            },
          };`,
        });
      });
      return { attempts: () => attempts, end: () => page.unroute(pattern) };
    },
  },
];

const fallbackHeading = (page: Page) => page.getByRole('heading', { level: 1, name: UNAVAILABLE });

/**
 * "Try again" while the section is still down: the failing layer is asked for again, and a new
 * fallback replaces the old one.
 */
async function tryAgainWhileDown(page: Page, outage: Outage, message: string): Promise<void> {
  const before = outage.attempts();
  const shown = await fallbackHeading(page).elementHandle();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => outage.attempts(), { message: 'a new request' }).toBeGreaterThan(before);
  await expect.poll(() => shown?.evaluate((node) => node.isConnected)).toBe(false);
  await expect(fallbackHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(message)).toBeVisible();
}

/**
 * The page's own style sheets, as its remote's manifest lists them, are applied to the document
 * (a `<link>` that loaded, or the prerendered page's `<style data-href>`).
 */
async function expectPageStyled(page: Page, { remote, expose }: Section): Promise<void> {
  const response = await page.request.get(`/remotes/${remote}/mf-manifest.json`);
  const manifest = (await response.json()) as {
    exposes: { name: string; assets: { css: { sync: string[] } } }[];
  };
  const sheets = manifest.exposes.find((entry) => entry.name === expose)?.assets.css.sync ?? [];
  expect(sheets.length).toBeGreaterThan(0);
  const applied = await page.evaluate((files) => {
    const names = Array.from(document.styleSheets)
      .filter((sheet) => sheet.cssRules.length > 0)
      .map((sheet) => sheet.href ?? (sheet.ownerNode as Element | null)?.getAttribute('data-href'))
      .map((href) => href?.slice(href.lastIndexOf('/') + 1));
    return files.filter((file) => names.includes(file));
  }, sheets);
  expect(applied, `the style sheets of ${expose}`).toEqual(sheets);
}

/**
 * The section is down when the visitor arrives (by `arrive`): its fallback shows. "Try again"
 * while it is still down tries every layer anew and shows the fallback again; once the section
 * is back, "Try again" shows the page, styled, in the same document.
 */
async function failThenComeBack(
  page: Page,
  mode: FailureMode,
  arrive: () => Promise<void>,
  a11y?: A11y,
): Promise<void> {
  const { section } = mode;
  const outage = await mode.start(page, section);
  await arrive();
  await expect(fallbackHeading(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(mode.message)).toBeVisible();
  await a11y?.check();
  await markDocument(page);

  await tryAgainWhileDown(page, outage, mode.message);

  await outage.end();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
  await expect(fallbackHeading(page)).toHaveCount(0);
  await expectPageStyled(page, section);
  expect(await isSameDocument(page), 'shown without a reload').toBe(true);
}

test.describe('"Try again" is a new attempt at every layer', () => {
  for (const mode of failureModes) {
    test(`when ${mode.section.remote} fails as ${mode.name}: on the first page and on a page reached by a link, the fallback shows again while it is down, and the page once it is back`, async ({
      page,
      a11y,
    }) => {
      // Each bounded wait of a hang is 8 s, and this test waits four of them; a busy 2-core
      // machine takes a minute or more over the rest.
      test.setTimeout(mode.message === TOO_LONG ? 240_000 : 180_000);
      const { section } = mode;

      await test.step('the first page', () =>
        failThenComeBack(
          page,
          mode,
          async () => {
            await page.goto(section.path, { waitUntil: 'commit' });
          },
          a11y,
        ));

      await test.step('a page reached by a link', () =>
        failThenComeBack(page, mode, async () => {
          await page.goto('/booking');
          await a11y.check();
          await markDocument(page);
          await page
            .getByRole('contentinfo')
            .getByRole('link', { name: section.footerLink, exact: true })
            .first()
            .click();
          await expect(page).toHaveURL(section.path);
          expect(await isSameDocument(page), 'a client-side navigation').toBe(true);
        }));
    });
  }
});
