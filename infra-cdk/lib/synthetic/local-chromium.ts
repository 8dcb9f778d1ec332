// Debian's Chromium for local runs of the synthetic check, never a downloaded browser; without the
// background-networking flags it floods the closed network with connection attempts.

/** playwright-core's launch options for it (`CHROMIUM_PATH` overrides the path). */
export const localChromium = {
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
