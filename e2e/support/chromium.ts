import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser. Without the background-networking flags it floods
 * the closed network with connection attempts.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
