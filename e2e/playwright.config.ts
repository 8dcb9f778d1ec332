import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from 'browsers';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;

/**
 * End-to-end suites against the same production server `npm start` runs (built files, redirects,
 * cache headers, the Lambda handlers and the SES emulator), in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The service worker would answer some requests itself, out of page.route's reach; the
    // service-worker suite turns it back on.
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 812 },
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: {
    command: 'npm run serve',
    cwd: '..',
    url: `${baseURL}/`,
    env: { PORT: String(port), SES_EMULATOR_PORT: process.env.SES_EMULATOR_PORT ?? '8005' },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
