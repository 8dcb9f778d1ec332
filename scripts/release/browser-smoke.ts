// The browser smoke, the gate after the HTTP one once a pointer has moved: the switched section's
// pages opened in Debian's Chromium, Firefox and WebKit (the browsers package), one page walking
// them in each engine, the three engines side by side. Each page must reach its `page-hydrated`
// mark, show no section's fallback, and report no uncaught exception, no policy violation and no
// console error of the site's own scripts. One contact message is sent through the contact page's
// form, in Chromium, when the contact page is among the pages: it must be confirmed, and reach the
// stage's mail store when it has one. A page that throws only in a browser fails here, and the
// pipeline switches the pointer back.
import { randomUUID } from 'node:crypto';

import {
  engineLabels,
  engines,
  launch,
  settled,
  type Browser,
  type BrowserPage,
  type Engine,
  type PageError,
} from 'browsers';
import type { SmokeContext, StageSmoke } from 'release/pipeline';
import {
  appRoutes,
  CONTACT_CONSENT_LABEL,
  formTokenTiming,
  PAGE_HYDRATED_ATTRIBUTE,
  PAGE_HYDRATED_MARK,
  paths,
  remoteOf,
  type AppRoute,
} from 'shared-types';

type SmokeResult = Awaited<ReturnType<StageSmoke['run']>>;

/** The sentence a remote route shows when its section did not load. */
const FALLBACK_TEXT = 'This part of the site is unavailable right now';

/** One page of each section a shell release is seen through, besides its own. */
const SHELL_SMOKE_PATHS: readonly string[] = [paths.home, paths.blog, paths.contact];

/** How long one page may take to hydrate on a loaded stage (ms). */
const PAGE_TIMEOUT_MS = 20_000;

/**
 * The paths a release of `context.section` is smoked on, among the routes the stage serves: a
 * remote's at the pages its release claims when the context names them; a train's, the whole
 * site.
 */
export function smokePaths(
  context: Pick<SmokeContext, 'section' | 'remotes'> &
    Pick<Partial<SmokeContext>, 'pages' | 'wholeSite'>,
): string[] {
  const served = (route: AppRoute) =>
    route.owner === 'shell' || context.remotes.includes(remoteOf(route.owner));
  if (context.wholeSite) {
    // A train's: every page the stage serves, and each page its remotes claim.
    const paths = appRoutes.filter(served).map((route) => route.path);
    return [...new Set([...paths, ...(context.pages ?? [])])];
  }
  if (context.section !== 'shell' && context.pages) return [...context.pages];
  const owned = (route: AppRoute) =>
    context.section === 'shell'
      ? route.owner === 'shell' || SHELL_SMOKE_PATHS.includes(route.path)
      : route.owner !== 'shell' && remoteOf(route.owner) === context.section;
  return appRoutes.filter((route) => served(route) && owned(route)).map((route) => route.path);
}

/** Errors that fail the smoke: all but console messages of scripts from other origins. */
function ownErrors(errors: readonly PageError[], origin: string): string[] {
  return errors
    .filter((error) => error.kind !== 'console' || !error.url || error.url.startsWith(origin))
    .map((error) => `${error.kind} "${error.message}"${error.url ? ` (${error.url})` : ''}`);
}

/** Opens `path` and checks it; the failures found. */
async function checkPage(page: BrowserPage, path: string, origin: string): Promise<string[]> {
  await page.goto(path, { timeout: PAGE_TIMEOUT_MS });
  const hydrated = await page
    .waitForFunction(
      (attribute: string, mark: string) =>
        document.getElementById('root')?.hasAttribute(attribute) === true &&
        performance.getEntriesByName(mark).length > 0,
      { timeout: PAGE_TIMEOUT_MS, message: `${path} reaching its ${PAGE_HYDRATED_MARK} mark` },
      PAGE_HYDRATED_ATTRIBUTE,
      PAGE_HYDRATED_MARK,
    )
    .then(() => true)
    .catch(() => false);
  // What the page loads by itself has arrived (loaded, and no new file for half a second) before
  // its errors are read and the walk moves on: a load cut short by leaving is not the page's.
  await settled(page, { timeout: PAGE_TIMEOUT_MS, message: `${path} finishing its loads` }).catch(
    () => undefined,
  );
  const failures: string[] = [];
  if (!hydrated) failures.push(`${path} did not reach its ${PAGE_HYDRATED_MARK} mark`);
  if ((await page.count({ text: FALLBACK_TEXT })) > 0) {
    failures.push(`${path} shows a section's fallback`);
  }
  failures.push(...ownErrors(page.takeErrors(), origin).map((error) => `${path}: ${error}`));
  return failures;
}

/** Sends one message through the contact page's form; the failures found. */
async function sendContactMessage(page: BrowserPage, mailStore: string | undefined) {
  const marker = `Browser smoke ${randomUUID()}`;
  const form = { role: 'form', name: 'Send Us a Message' } as const;
  await page.goto(paths.contact, { timeout: PAGE_TIMEOUT_MS });
  await page.waitForFunction(
    (attribute: string) => document.getElementById('root')?.hasAttribute(attribute) === true,
    { timeout: PAGE_TIMEOUT_MS, message: `${paths.contact} hydrating` },
    PAGE_HYDRATED_ATTRIBUTE,
  );
  const openedAt = Date.now();
  await page.fill({ role: 'textbox', name: 'Name', within: form }, 'Release Smoke');
  await page.fill({ role: 'textbox', name: 'Email', within: form }, 'smoke@example.com');
  await page.fill({ role: 'textbox', name: 'Message (optional)', within: form }, marker);
  await page.press('Space', { role: 'checkbox', name: CONTACT_CONSENT_LABEL, within: form });
  // The form refuses a message sent sooner than a person could have written it.
  const wait = formTokenTiming.minFillMs + 300 - (Date.now() - openedAt);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  await page.click({ role: 'button', name: 'Send Message', within: form });
  try {
    await page.waitFor({ role: 'heading', name: 'Message Sent!' }, { timeout: PAGE_TIMEOUT_MS });
  } catch {
    const alert = await page.text({ role: 'alert' }).catch(() => '');
    return [`the contact form's message was not confirmed${alert ? ` (it says "${alert}")` : ''}`];
  }
  if (mailStore === undefined) return [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const store = (await (await fetch(`${mailStore}/store`)).json()) as {
      emails?: { body?: { text?: string } }[];
    };
    if (store.emails?.some((email) => email.body?.text?.includes(marker))) return [];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return [`the contact form's message did not reach the mail store in 15 s`];
}

/** One engine's walk over the pages: launched, walked, closed; never throws. */
async function smokeIn(
  engine: Engine,
  context: SmokeContext,
  pagePaths: readonly string[],
): Promise<NonNullable<SmokeResult['engines']>[number]> {
  const started = Date.now();
  const origin = new URL(context.siteUrl).origin;
  const failures: string[] = [];
  let browser: Browser | undefined;
  try {
    // The service worker is the e2e suites' subject, not the smoke's: it would answer a later
    // page from what an earlier one cached.
    browser = await launch(engine, {
      baseURL: context.siteUrl,
      defaultTimeout: PAGE_TIMEOUT_MS,
      serviceWorkers: 'block',
    });
    const page = await browser.newPage();
    for (const path of pagePaths) failures.push(...(await checkPage(page, path, origin)));
    if (engine === 'chromium' && pagePaths.includes(paths.contact)) {
      failures.push(...(await sendContactMessage(page, context.mailStore)));
    }
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  } finally {
    await browser?.close().catch(() => undefined);
  }
  return {
    engine: engineLabels[engine],
    ms: Date.now() - started,
    pages: pagePaths.length,
    failures: failures.map((failure) => `${engineLabels[engine]}: ${failure}`),
  };
}

/** The browser smoke, in the engines given (all three unless a caller says). */
export function browserSmoke(only: readonly Engine[] = engines): StageSmoke {
  return {
    name: 'browser smoke',
    async run(context) {
      const pagePaths = smokePaths(context);
      const outcomes = await Promise.all(only.map((engine) => smokeIn(engine, context, pagePaths)));
      const failures = outcomes.flatMap((outcome) => outcome.failures);
      return {
        passed: failures.length === 0,
        checked: outcomes.reduce((sum, outcome) => sum + outcome.pages, 0),
        failures,
        engines: outcomes,
      };
    },
  };
}
