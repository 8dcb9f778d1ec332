import type { Page } from '@playwright/test';

import { documentLoads, isSameDocument, markDocument } from '../support/documents';
import { expect, test } from '../support/fixtures';

// A page loaded before a release train that brought a newer shell, whose visitor then meets a
// remote of that train (built against the newer minor version of the contract): the page is
// loaded again, once, and the visitor gets the site as it is now (docs/decisions/065).

const UNAVAILABLE = 'This part of the site is unavailable right now';
const FORMS_MANIFEST = '**/remotes/forms/mf-manifest.json';

/**
 * Has the forms manifest name the next minor version of the shell's contract, as a release of
 * forms built for the newer shell would, in its first `times` responses (every one by default).
 * Returns how many manifests were asked for.
 */
async function formsNeedANewerShell(page: Page, times = Infinity): Promise<() => number> {
  let requests = 0;
  await page.route(FORMS_MANIFEST, async (route) => {
    requests += 1;
    const response = await route.fetch();
    if (requests > times) return route.fulfill({ response });
    const json = (await response.json()) as {
      shared: { name: string; requiredVersion: string }[];
    };
    for (const shared of json.shared) {
      if (!shared.name.startsWith('shell/')) continue;
      const [major, minor] = shared.requiredVersion.replace(/^\^/, '').split('.').map(Number);
      shared.requiredVersion = `^${major}.${(minor ?? 0) + 1}.0`;
    }
    return route.fulfill({ response, json });
  });
  return () => requests;
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const fallback = (page: Page) => page.getByRole('heading', { level: 1, name: UNAVAILABLE });

test.describe('a remote that needs a newer shell than the page runs', () => {
  test('on a page reached by a link: the page is loaded again, once, and shows the section', async ({
    page,
    a11y,
  }) => {
    const errors = consoleErrors(page);
    await page.goto('/booking');
    const manifests = await formsNeedANewerShell(page, 1);
    await markDocument(page);
    const loads = documentLoads(page);

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Press Kit', exact: true })
      .first()
      .click();

    await expect(page).toHaveURL('/press-kit');
    await expect(page.getByRole('heading', { level: 1, name: 'Press Kit' })).toBeVisible();
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    expect(loads(), 'one document load').toBe(1);
    expect(await isSameDocument(page), 'a new document').toBe(false);
    expect(manifests()).toBeGreaterThanOrEqual(2);
    expect(errors.join('\n')).toContain('it is not loaded. Loading the page again.');
    await expect(fallback(page)).toHaveCount(0);
    await a11y.check();

    await page.goBack();
    await expect(page).toHaveURL('/booking');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book Your Cat History Tour' }),
    ).toBeVisible();
  });

  test('on the first page: the page is loaded again, once, and shows the section', async ({
    page,
    a11y,
  }) => {
    const manifests = await formsNeedANewerShell(page, 1);
    const loads = documentLoads(page);

    await page.goto('/in-the-news', { waitUntil: 'commit' });

    await expect(page.getByRole('heading', { level: 1, name: 'In the News' })).toBeVisible();
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    expect(loads(), 'the page and its one reload').toBe(2);
    expect(manifests()).toBeGreaterThanOrEqual(2);
    await expect(fallback(page)).toHaveCount(0);
    await a11y.check();
  });

  test('refused again after that one reload: the fallback shows, and the page is not loaded a third time', async ({
    page,
    a11y,
  }) => {
    const errors = consoleErrors(page);
    const manifests = await formsNeedANewerShell(page);
    const loads = documentLoads(page);

    await page.goto('/in-the-news', { waitUntil: 'commit' });

    await expect(fallback(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Long enough for a third load to have begun, were there one.
    await page.waitForTimeout(1_000);
    expect(loads(), 'the page and its one reload').toBe(2);
    expect(manifests()).toBeGreaterThanOrEqual(2);
    expect(errors.filter((error) => error.includes('Loading the page again.'))).toHaveLength(1);
    expect(errors.join('\n')).toMatch(/it is not loaded\.(?! Loading)/);
    await a11y.check();
  });
});
