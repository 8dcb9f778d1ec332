// The canary's entry: the CloudWatch Synthetics Playwright runtime calls `handler` every run. It
// is bundled at synth (synthetic-canary-code.ts) with site-check.ts, so the runtime's own
// Playwright is the only thing it needs from outside. SITE_URL is the stage's address.
import { synthetics } from '@aws/synthetics-playwright';

import { checkSite, formatResults } from './site-check';

export const handler = async (): Promise<string> => {
  const siteUrl = process.env.SITE_URL;
  if (siteUrl === undefined || siteUrl === '') {
    throw new Error('SITE_URL is not set: the canary does not know which site to check.');
  }
  const browser = await synthetics.launch();
  try {
    const page = await synthetics.newPage(browser);
    const results = await checkSite(page, siteUrl);
    const report = formatResults(results);
    console.log(report);
    // A thrown error is what marks the run failed (SuccessPercent below 100).
    if (results.some((result) => !result.ok)) throw new Error(`Synthetic check failed:\n${report}`);
    return report;
  } finally {
    await synthetics.close();
  }
};
