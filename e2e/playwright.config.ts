import { defineConfig, devices } from '@playwright/test';
import { chromiumHeadlessShellLaunchOptions, type Engine } from 'browsers';

import { specsOf } from './section-specs';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * A deployed stage's address (`npm run e2e:stage` sets it, with E2E_SECTION): the run is that
 * section's own specs against the composed site there, in Chromium at both sizes, and no local
 * server starts. Specs tagged `@reads-mail` run only where the stage's mail store can be read
 * (E2E_MAIL_STORE: the local stages' SES emulator; on AWS the mail goes out through SES).
 */
const stageUrl = process.env.E2E_STAGE_URL?.replace(/\/$/, '');
const stageSpecs = stageUrl === undefined ? undefined : specsOf(process.env.E2E_SECTION);
const unreadableMail = stageUrl !== undefined && !process.env.E2E_MAIL_STORE ? [/@reads-mail/] : [];

export const baseURL = stageUrl ?? `http://localhost:${port}`;

/** The two viewports every engine is tested at: a phone's and a laptop's. */
const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 720 },
} as const;

/** A test tagged for one size runs only in the projects of that size. */
const otherSize = { phone: /@desktop-size/, desktop: /@phone-size/ } as const;

/**
 * The Firefox and WebKit projects: the suites of `engines/`, in a page of the browsers package
 * (e2e/support/engine-page.ts), at both viewports. Named after the engine, so every failure says
 * which one it was.
 */
const otherEngines = (['firefox', 'webkit'] as const satisfies Engine[]).flatMap((engine) =>
  (Object.keys(viewports) as (keyof typeof viewports)[]).map((size) => ({
    name: `${engine}-${size}`,
    testDir: './engines',
    grepInvert: otherSize[size],
    use: { engine, viewport: viewports[size] },
  })),
);

/**
 * Suites whose subject does not depend on the device (raw HTML, headers, the mail API, the edge's
 * routing, preload lists, the synthetic check, the federation's loading and its failures, the
 * service worker, telemetry): the desktop project runs them, the phone project would only repeat
 * them. What a phone shows of the same things (the menu, the fallback in its layout) is tested by
 * the suites it runs, and by the engines' phone projects.
 */
const deviceIndependent = [
  '**/canary.spec.ts',
  '**/failure-isolation.spec.ts',
  '**/foundation.spec.ts',
  '**/http-observatory.spec.ts',
  '**/mail-api.spec.ts',
  '**/offline.spec.ts',
  '**/preload-use.spec.ts',
  '**/preload.spec.ts',
  '**/seo.spec.ts',
  '**/service-worker.spec.ts',
  '**/synthetic-check.spec.ts',
  '**/telemetry.spec.ts',
  '**/try-again.spec.ts',
];

/**
 * End-to-end suites against the same production server `npm start` runs (built files, redirects,
 * cache headers, the Lambda handlers and the SES emulator): all of `tests/` in Debian's Chromium,
 * its headless shell (projects `desktop` and `phone`, docs/decisions/054), and the visitor's paths of `engines/` in Debian's Firefox and
 * WebKit (docs/decisions/042). One run, one report.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // A flaky test is fixed, not retried (docs/decisions/043).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/engine-summary-reporter.ts']],
  use: {
    baseURL,
    // Recording a trace slows every test on a 2-core machine: pass --trace on to record one. A
    // failure keeps a screenshot of its page.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The service worker would answer some requests itself, out of page.route's reach; the
    // service-worker suite turns it back on.
    serviceWorkers: 'block',
    launchOptions: chromiumHeadlessShellLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: [otherSize.desktop, ...unreadableMail],
      ...(stageSpecs ? { testMatch: [...stageSpecs] } : {}),
      use: devices['Desktop Chrome'],
    },
    {
      name: 'phone',
      grepInvert: [otherSize.phone, ...unreadableMail],
      ...(stageSpecs ? { testMatch: [...stageSpecs] } : { testIgnore: deviceIndependent }),
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 812 },
      },
    },
    ...(stageSpecs ? [] : otherEngines),
  ],
  webServer: stageSpecs
    ? undefined
    : {
        command: 'npm run serve',
        cwd: '..',
        url: `${baseURL}/`,
        env: { PORT: String(port), SES_EMULATOR_PORT: process.env.SES_EMULATOR_PORT ?? '8005' },
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'pipe',
      },
});
