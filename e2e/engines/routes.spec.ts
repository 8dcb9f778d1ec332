import { engineLabels, settled } from 'browsers';
import { appRoutes } from 'shared-types';

import { expect, hydrated, test } from '../support/engine-page';

// Every route of the site, at a phone's and a laptop's width: it renders, hydrates, shows its own
// content (not a section's fallback), fits the width, and reports no error. One page walks the
// routes one after the other, as a visitor would: a page per route costs a browser start per
// route in WebKit, minutes of the CI budget for nothing the walk does not also see.

test.describe.configure({ timeout: 240_000 });

test('every route renders and hydrates without an error', async ({ enginePage: page }) => {
  const where = `${engineLabels[page.engine]} at ${page.viewport.width}px`;
  for (const route of appRoutes) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await hydrated(page);
      await page.waitFor('main h1');
      await settled(page);
      expect(await page.text('main h1'), `${route.path}: its heading`).not.toBe('');
      expect(
        await page.count({ text: 'This part of the site is unavailable right now' }),
        `${route.path}: a section's fallback in ${where}`,
      ).toBe(0);
      const layout = await page.evaluate(() => ({
        title: document.title,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
      expect(layout.title, `${route.path}: its title`).not.toBe('');
      expect(
        layout.overflow,
        `${route.path}: wider than the viewport in ${where}`,
      ).toBeLessThanOrEqual(0);
      expect(page.takeErrors(), `${route.path}: errors in ${where}`).toEqual([]);
    });
  }
});
