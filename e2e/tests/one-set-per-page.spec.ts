import type { Page, Request } from '@playwright/test';

import { documentLoads, isSameDocument, markDocument } from '../support/documents';
import { expect, test } from '../support/fixtures';

// A page runs one set of releases, the set the site served at one moment: a page whose visitor
// enters a section after the site has released another build of something the page runs (its
// shell, or a section it has entered) is loaded again, once, as the site serves it now
// (docs/decisions/067). A release is simulated here by what the pointers answer.

const SHELL_POINTER = '**/shell-release.json';
const FORMS_MANIFEST = '**/remotes/forms/mf-manifest.json';

/** Has the shell's release pointer name another build than the page's, from now on. */
async function siteServesAnotherShell(page: Page): Promise<void> {
  await page.route(SHELL_POINTER, async (route) => {
    const response = await route.fetch();
    const json = { ...((await response.json()) as object), build: 'feedfacefeedface' };
    return route.fulfill({ response, json });
  });
}

/** Has the forms manifest name another build (one more script of a page), from now on. */
async function siteServesAnotherForms(page: Page): Promise<void> {
  await page.route(FORMS_MANIFEST, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { exposes: { assets: { js: { async: string[] } } }[] };
    json.exposes[0]!.assets.js.async.push('released-since.0123456789ab.js');
    return route.fulfill({ response, json });
  });
}

function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  return lines;
}

/**
 * The requests for the shell's release pointer and the forms manifest from here on: once the
 * forms page runs and the beacon has read the pointer, only the page's check asks for them.
 */
function pointerRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(shell-release\.json|remotes\/forms\/mf-manifest\.json)$/.test(pathname)) {
      requests.push(request);
    }
  });
  return requests;
}

const hydrated = (page: Page) =>
  page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true }).first();

test.describe('a page whose visitor enters a section after the site has released', () => {
  test('another shell: the page is loaded again, once, at the address followed', async ({
    page,
    a11y,
  }) => {
    const lines = consoleLines(page);
    await page.goto('/booking');
    await hydrated(page);
    await a11y.check();
    await siteServesAnotherShell(page);
    await markDocument(page);
    const loads = documentLoads(page);
    const reloaded = page.waitForEvent('domcontentloaded');

    await footerLink(page, 'Press Kit').click();

    await reloaded;
    await expect(page).toHaveURL('/press-kit');
    await expect(page.getByRole('heading', { level: 1, name: 'Press Kit' })).toBeVisible();
    await hydrated(page);
    expect(loads(), 'one document load').toBe(1);
    expect(await isSameDocument(page), 'a new document').toBe(false);
    expect(lines.join('\n')).toMatch(
      /info: The site has released since this page loaded \(shell [0-9a-f]+ feedfacefeedface\)/,
    );
    await a11y.check();

    await page.goBack();
    await expect(page).toHaveURL('/booking');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book Your Cat History Tour' }),
    ).toBeVisible();
  });

  test('another build of a section the page runs: the page is loaded again, once', async ({
    page,
    a11y,
  }) => {
    const lines = consoleLines(page);
    await page.goto('/contact');
    await hydrated(page);
    await a11y.check();
    await siteServesAnotherForms(page);
    await markDocument(page);
    const loads = documentLoads(page);
    const reloaded = page.waitForEvent('domcontentloaded');

    await footerLink(page, 'Our Tours').click();

    await reloaded;
    await expect(page).toHaveURL('/tours');
    await hydrated(page);
    await a11y.check();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loads(), 'one document load').toBe(1);
    expect(await isSameDocument(page), 'a new document').toBe(false);
    expect(lines.join('\n')).toMatch(/info: The site has released since this page loaded \(forms /);
  });

  test('nothing released: the section is entered in the same document, after its pointers are read again', async ({
    page,
    a11y,
  }) => {
    const beaconRead = page.waitForResponse(SHELL_POINTER);
    await page.goto('/contact');
    await hydrated(page);
    await a11y.check();
    await beaconRead;
    await markDocument(page);
    const checks = pointerRequests(page);
    // In order: the home tours' manifest answered, and each pointer asked for.
    const events: (Request | 'manifest')[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/remotes/home-tours/mf-manifest.json')) events.push('manifest');
    });
    page.on('request', (request) => {
      if (checks.includes(request)) events.push(request);
    });

    await footerLink(page, 'Our Tours').click();

    await expect(page).toHaveURL('/tours');
    await expect(page.getByRole('heading', { level: 1, name: /tours/i })).toBeVisible();
    expect(await isSameDocument(page), 'the same document').toBe(true);
    const order = events.map((event) =>
      event === 'manifest' ? event : new URL(event.url()).pathname,
    );
    expect(order.slice(1).sort()).toEqual([
      '/remotes/forms/mf-manifest.json',
      '/shell-release.json',
    ]);
    expect(order[0], "the pointers are read once the section's manifest has come").toBe('manifest');
    await a11y.check();
  });

  test('a change seen again after its reload: the visitor goes on, and the page is not loaded again', async ({
    page,
    a11y,
  }) => {
    const lines = consoleLines(page);
    await siteServesAnotherShell(page);
    await page.goto('/booking');
    await hydrated(page);
    await a11y.check();
    const loads = documentLoads(page);
    const reloaded = page.waitForEvent('domcontentloaded');

    await footerLink(page, 'Press Kit').click();
    await reloaded;
    await expect(page).toHaveURL('/press-kit');
    await hydrated(page);
    await a11y.check();
    expect(loads(), 'the reload for the new shell').toBe(1);

    // The page loaded again names the same shell (a cache kept it, say): the pointer still
    // differs when the visitor enters another section.
    await markDocument(page);
    await footerLink(page, 'Our Tours').click();
    await expect(page).toHaveURL('/tours');
    await expect(page.getByRole('heading', { level: 1, name: /tours/i })).toBeVisible();
    expect(await isSameDocument(page), 'the same document').toBe(true);
    expect(loads()).toBe(1);
    expect(lines.join('\n')).toContain('warning: The site still serves other releases');
    await a11y.check();
  });
});

test('every page names the shell build it runs, and the pointer names the one served', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const build = await page.locator('meta[name="shell-build"]').getAttribute('content');
  expect(build).toMatch(/^[0-9a-f]{16}$/);
  const pointer = (await (await request.get('/shell-release.json')).json()) as { build?: string };
  expect(pointer.build).toBe(build);
  const tours = await request.get('/tours');
  expect(await tours.text()).toContain(`<meta name=shell-build content=${build}>`);
});
