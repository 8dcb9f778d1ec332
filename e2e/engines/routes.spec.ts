import { appRoutes } from 'shared-types';

import { expect, hydrated, test } from '../support/engine-page';

// Every route of the site, at a phone's and a laptop's width: it renders, hydrates, shows its own
// content (not a section's fallback), fits the width, and reports no error (the fixture fails
// the test on any).

for (const route of appRoutes) {
  test(`${route.path} renders and hydrates without an error`, async ({ enginePage: page }) => {
    await page.goto(route.path);
    await hydrated(page);
    await page.waitFor('main h1');
    expect(await page.text('main h1')).not.toBe('');
    expect(await page.count({ text: 'This part of the site is unavailable right now' })).toBe(0);
    const layout = await page.evaluate(() => ({
      title: document.title,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(layout.title).not.toBe('');
    expect(layout.overflow, 'wider than the viewport').toBeLessThanOrEqual(0);
  });
}
