import { checkPage, checkSite, SYNTHETIC_PATHS } from 'infra-cdk/synthetic';

import { expect, test } from '../support/csp-violations';
import { stubExternalHosts } from '../support/external-hosts';

// The canary's own check (infra-cdk/lib/synthetic/site-check.ts) against the built site. The site
// registers its service worker as a visitor's browser would: blocking it is itself a console error.
test.use({ serviceWorkers: 'allow' });

const UNAVAILABLE = 'This part of the site is unavailable right now';

test('passes on the built site: /, a tour page and /contact hydrate with no fallback and no console error', async ({
  page,
  context,
  baseURL,
}) => {
  await stubExternalHosts(context);
  const results = await checkSite(page, baseURL!);
  expect(results.map((result) => [result.path, result.problems])).toEqual(
    SYNTHETIC_PATHS.map((path) => [path, []]),
  );
  expect(results.every((result) => result.ok)).toBe(true);
});

test("fails when a remote's manifest answers 500: it names the fallback and the console error", async ({
  page,
  context,
  baseURL,
}) => {
  await stubExternalHosts(context);
  await context.route('**/remotes/home-tours/mf-manifest.json', (route) =>
    route.fulfill({ status: 500, body: 'unavailable' }),
  );
  const result = await checkPage(page, baseURL!, '/');
  expect(result.ok).toBe(false);
  expect(result.problems).toContain(`error fallback shown: "${UNAVAILABLE}"`);
  expect(result.problems.some((problem) => problem.startsWith('console error: '))).toBe(true);
});

test('fails when a page never hydrates, within the time it is given', async ({
  page,
  context,
  baseURL,
}) => {
  await stubExternalHosts(context);
  // Without its scripts the prerendered page shows, but React never takes it over.
  await context.route(/\/[\w.-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  const result = await checkPage(page, baseURL!, '/contact', { timeoutMs: 3_000 });
  expect(result.ok).toBe(false);
  expect(result.problems).toContain('not hydrated within 3000 ms (no "page-hydrated" mark)');
});
