import type { Page } from '@playwright/test';
import { BLOG_POST_REDIRECT_PREFIX, business, DEFAULT_ITEM_ID, redirectTable } from 'shared-types';

import { isSameDocument, markDocument } from '../support/documents';
import { expect, test } from '../support/fixtures';
import { openPage } from '../support/open-page';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Waits until the page's own content (a remote page, its fallback or a shell page) has an h1. */
async function pageReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Makes the page tall enough to scroll past the sticky bar's threshold, whatever its content. */
async function makeScrollable(page: Page) {
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
  });
}

async function scrollToY(page: Page, y: number) {
  // Scrolled again on every poll: late layout shifts (a section loading) may move the page.
  await expect
    .poll(() =>
      page.evaluate((top) => {
        window.scrollTo({ top, behavior: 'instant' });
        return window.scrollY;
      }, y),
    )
    .toBe(y);
}

/** Waits until a toast has finished its fade-in, so axe measures its real contrast. */
async function toastShown(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCSS('opacity', '1');
}

test.describe('the shell chrome on every shell-tested page', () => {
  for (const path of ['/about', '/in-the-news', '/sitemap', '/booking', '/no-such-street']) {
    test(`${path} has the header, breadcrumb, footer and no axe violations`, async ({
      page,
      a11y,
    }) => {
      await openPage(page, path);
      await expect(mainNav(page)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The floating booking link shows once the page is scrolled past 300px.
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
      );
      await expect(page.getByRole('link', { name: 'Book a tour', exact: true })).toHaveAttribute(
        'href',
        '/booking',
      );
      await a11y.check();
    });
  }
});

test.describe('keyboard navigation', () => {
  test('the skip link leads to the main content', async ({ page, a11y }) => {
    await openPage(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await a11y.check();
  });

  test(
    'the Tours dropdown opens and is followed by keyboard',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // The dropdown is the desktop navigation; phones use the menu panel.
      await openPage(page, '/about');
      const about = mainNav(page).getByRole('link', { name: 'About', exact: true });
      await expect(about).toHaveAttribute('aria-current', 'page');
      await about.focus();
      await page.keyboard.press('Tab');
      const tours = mainNav(page).getByRole('button', { name: 'Tours' });
      await expect(tours).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(tours).toHaveAttribute('aria-expanded', 'true');
      const giftCards = mainNav(page).getByRole('link', {
        name: 'Gift Cards (opens in a new tab)',
      });
      await expect(giftCards).toBeVisible();
      await expect(giftCards).toHaveAttribute('target', '_blank');
      await a11y.check();

      await page.keyboard.press('ArrowDown');
      const allTours = mainNav(page).getByRole('link', { name: 'All Tours' });
      await expect(allTours).toBeFocused();
      // One key at a time, each once the focus has moved: a key pressed while the menu still
      // handles the one before can be lost.
      await page.keyboard.press('ArrowDown');
      await expect(allTours).not.toBeFocused();
      await page.keyboard.press('ArrowDown');
      const financial = mainNav(page).getByRole('link', { name: 'Financial District' });
      await expect(financial).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(tours).toHaveAttribute('aria-expanded', 'false');
      await expect(tours).toBeFocused();

      await page.keyboard.press('Tab');
      const gallery = mainNav(page).getByRole('link', { name: 'Gallery' });
      await expect(gallery).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/about$/);
      await page.getByRole('link', { name: 'In the News', exact: true }).first().focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/in-the-news$/);
      await expect(
        mainNav(page).getByRole('link', { name: 'In the News', exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await pageReady(page);
      await a11y.check();
    },
  );
});

test.describe('the hints of icon-only buttons', () => {
  test(
    'show after 700 ms of hover or on focus where an input can hover',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // A touch screen cannot hover: phones get no tooltips (next test).
      await openPage(page, '/about');
      const search = mainNav(page).getByRole('button', { name: 'Search the site' });
      const hint = page.getByRole('tooltip');
      await search.hover();
      await page.waitForTimeout(business.radix.tooltipDelayMs - 300);
      await expect(hint).toHaveCount(0);
      await expect(hint).toHaveText('Search');
      await a11y.check();
      // Moved away in steps: Radix keeps a hint open while the pointer may be on its way to it.
      await page.mouse.move(0, 400, { steps: 5 });
      await expect(hint).toHaveCount(0);

      await search.focus();
      await expect(hint).toHaveText('Search');
      await page.keyboard.press('Escape');
      await expect(hint).toHaveCount(0);
      await expect(search).toBeFocused();
    },
  );

  test(
    'are neither loaded nor shown on a touch screen',
    { tag: '@phone-size' },
    async ({ page }) => {
      // The phone project emulates a touch screen.
      await openPage(page, '/about');
      expect(await page.evaluate(() => window.matchMedia('(any-hover: hover)').matches)).toBe(
        false,
      );
      const toggle = mainNav(page).getByRole('button', { name: 'Open menu' });
      await toggle.focus();
      await page.waitForTimeout(business.radix.tooltipDelayMs + 300);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await expect(toggle).toBeFocused();
    },
  );
});

test.describe("the header's menu on a phone", () => {
  test(
    'turned to landscape, the phone shows the link row and opens the Tours dropdown',
    { tag: '@phone-size' },
    async ({ page, a11y }) => {
      // The phone project starts narrow.
      await openPage(page, '/about');
      const trigger = mainNav(page).getByRole('button', { name: /^Tours/ });
      await expect(trigger).toBeHidden();

      await page.setViewportSize({ width: 915, height: 412 });
      await expect(trigger).toBeVisible();
      await trigger.tap();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(mainNav(page).getByRole('link', { name: 'Brooklyn Heights' })).toBeVisible();
      await a11y.check();
    },
  );
});

test.describe('the phone menu', () => {
  test(
    'opens full-screen, locks page scrolling and closes on navigation',
    { tag: '@phone-size' },
    async ({ page, a11y }) => {
      // The menu toggle is shown below 768px only.
      await openPage(page, '/about');
      await makeScrollable(page);
      await expect(mainNav(page).getByRole('link', { name: 'About', exact: true })).toBeHidden();
      await mainNav(page).getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await expect(panel).toBeVisible();
      // The panel slides in: measure it once the slide has finished.
      await expect
        .poll(async () => {
          const box = await panel.boundingBox();
          return (
            box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) }
          );
        })
        .toEqual({ x: 0, y: 0, width: 375 });
      await expect(panel.getByRole('list', { name: 'Tours' }).getByRole('link')).toHaveCount(6);
      await expect(
        panel.getByRole('link', { name: 'Instagram (opens in a new tab)' }),
      ).toBeVisible();
      await expect(panel.getByRole('link', { name: /^Email us at / })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Book Now' })).toBeVisible();

      // Scrolling is locked: the body cannot scroll and a wheel turn does not move the page.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.mouse.move(20, 20);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await a11y.check();

      await panel.getByRole('link', { name: 'In the News' }).click();
      await expect(page).toHaveURL(/\/in-the-news$/);
      await expect(panel).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe(
        'hidden',
      );
      await pageReady(page);
      await a11y.check();
    },
  );

  test(
    'Escape closes the panel and returns focus to the toggle',
    { tag: '@phone-size' },
    async ({ page, a11y }) => {
      // The menu toggle is shown below 768px only.
      await openPage(page, '/sitemap');
      const toggle = mainNav(page).getByRole('button', { name: 'Open menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await expect(toggle).toBeFocused();
      await a11y.check();
    },
  );
});

test.describe('search', () => {
  test('opens from the keyboard, finds a page and goes there with Enter', async ({
    page,
    a11y,
  }) => {
    await openPage(page, '/sitemap');
    await mainNav(page).getByRole('button', { name: 'Search the site' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('placeholder', 'Search tours, blog posts, pages...');
    await expect(dialog.getByText('Press Enter to search or click on a result')).toBeVisible();

    await page.keyboard.type('zz');
    await expect(dialog.getByText('No results found for "zz"')).toBeVisible();
    await box.fill('');
    await page.keyboard.type('ist');
    const results = dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(results).toHaveText(['Financial DistrictTour']);
    await box.fill('');
    await page.keyboard.type('news');
    await expect(results).toHaveText(['In the NewsPage']);
    await a11y.check();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/in-the-news$/);
    await expect(dialog).toBeHidden();
    await pageReady(page);
    await a11y.check();
  });
});

// Redirects do not depend on the viewport.
test.describe('the redirect table', { tag: '@desktop-size' }, () => {
  const rows = [
    ...redirectTable.map((row) => ({ from: row.from, to: row.to })),
    {
      from: `${BLOG_POST_REDIRECT_PREFIX}jerry-fox-saves-brooklyn-borough-hall`,
      to: '/blog?post=jerry-fox-saves-brooklyn-borough-hall',
    },
  ];

  test('the server answers every legacy path with a 301 to its new home', async ({ request }) => {
    for (const { from, to } of rows) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('the app replaces the history entry for every legacy path', async ({ page, a11y }) => {
    test.setTimeout(240_000);
    await openPage(page, '/sitemap');
    await a11y.check();
    const checked = new Set<string>();
    for (const { from, to } of rows) {
      const before = await page.evaluate(() => window.history.length);
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, from);
      await expect
        .poll(() => page.evaluate(() => `${window.location.pathname}${window.location.search}`), {
          message: from,
        })
        .toBe(to);
      // One entry for the pushed legacy path, which the redirect replaced rather than adding one.
      // Read at once after the redirect, Chromium has been seen to give a length one short (once in
      // three runs of the suite): the length is asked again until it settles.
      await expect
        .poll(() => page.evaluate(() => window.history.length), { message: from })
        .toBe(before + 1);
      if (!checked.has(to)) {
        checked.add(to);
        await pageReady(page);
        await a11y.check();
      }
    }
  });
});

test.describe('the sticky reserve bar', () => {
  const bar = (page: Page) => page.getByRole('complementary', { name: 'Reserve your spot' });

  test('slides in past 300px and stays away for 24 hours once dismissed', async ({
    page,
    a11y,
  }) => {
    await openPage(page, '/about');
    await makeScrollable(page);
    await expect(bar(page)).toBeHidden();
    await scrollToY(page, business.stickyBar.showAfterPx);
    await expect(bar(page)).toBeHidden();
    // Scrolled again on every try: a late layout shift on a phone may move the page back up.
    await expect(async () => {
      await scrollToY(page, business.stickyBar.showAfterPx + 1);
      await expect(bar(page).getByRole('link', { name: 'Reserve Your Spot' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await a11y.check();

    await expect(async () => {
      await scrollToY(page, business.stickyBar.showAfterPx + 1);
      await bar(page).getByRole('button', { name: 'Dismiss booking bar' }).click({ timeout: 1000 });
    }).toPass();
    await expect(bar(page)).toBeHidden();
    const stored = await page.evaluate(() =>
      window.localStorage.getItem('stickyBookingBarDismissedAt'),
    );
    expect(Number(stored)).toBeGreaterThan(Date.now() - 60_000);

    // Still inside the 24 hours: stays hidden after a reload.
    await page.evaluate(
      (ms) =>
        window.localStorage.setItem(
          'stickyBookingBarDismissedAt',
          String(Date.now() - ms + 60_000),
        ),
      business.stickyBar.dismissMs,
    );
    await page.reload();
    await pageReady(page);
    await makeScrollable(page);
    await scrollToY(page, 400);
    await page.waitForTimeout(300);
    await expect(bar(page)).toBeHidden();

    // The 24 hours are over: the bar comes back.
    await page.evaluate(
      (ms) =>
        window.localStorage.setItem('stickyBookingBarDismissedAt', String(Date.now() - ms - 1)),
      business.stickyBar.dismissMs,
    );
    await page.reload();
    await pageReady(page);
    await makeScrollable(page);
    await expect(async () => {
      await scrollToY(page, 400);
      await expect(bar(page)).toBeVisible({ timeout: 1000 });
    }).toPass();
    await a11y.check();
  });
});

test.describe('the exit-intent popup', () => {
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Get Our Free NYC Cat Guide' });

  async function triggerExitIntent(page: Page) {
    await page.clock.fastForward(business.exitIntent.delayMs);
    await page.mouse.move(400, 300);
    await page.mouse.move(400, business.exitIntent.sensitivityPx - 5);
  }

  for (const outcome of ['completes', 'fails'] as const) {
    test(
      `signs up for the newsletter; when the post ${outcome} it says so and closes`,
      { tag: '@desktop-size' },
      async ({ page, a11y }) => {
        // Exit intent follows a mouse pointer; phones have none.
        let posted: { method: string; body: string } | undefined;
        await page.route(/list-manage\.com/, async (route) => {
          posted = { method: route.request().method(), body: route.request().postData() ?? '' };
          if (outcome === 'completes') await route.fulfill({ status: 200, body: '' });
          else await route.abort('failed');
        });
        await page.clock.install();
        await page.goto('/in-the-news');
        // Not yet eligible right after the layout appears (the 5000 ms are pinned by unit tests).
        await expect(mainNav(page)).toBeVisible();
        await page.mouse.move(400, 300);
        await page.mouse.move(400, 5);
        await expect(popup(page)).toBeHidden();
        await pageReady(page);

        await triggerExitIntent(page);
        await expect(popup(page)).toBeVisible();
        await expect(popup(page).getByRole('link', { name: 'Book a Tour Now' })).toBeVisible();
        await a11y.check();

        await popup(page).getByLabel('Email address').fill('cat.lover@example.com');
        await popup(page).getByRole('button', { name: 'Send Me the Guide' }).click();
        if (outcome === 'completes') {
          await toastShown(page, 'Success!');
          await expect(
            page.getByText('Check your email for your free NYC cat guide!'),
          ).toBeVisible();
        } else {
          await toastShown(page, 'Almost there!');
          await expect(
            page.getByText('Your submission was received. Check your email!'),
          ).toBeVisible();
        }
        await expect(popup(page)).toBeHidden();
        expect(posted?.method).toBe('POST');
        expect(posted?.body).toContain('name="EMAIL"');
        expect(posted?.body).toContain('cat.lover@example.com');
        expect(posted?.body).toMatch(/name="FNAME"\r\n\r\n\r\n/);
        expect(posted?.body).toMatch(/name="CONSENT"\r\n\r\ntrue/);
        await a11y.check();

        // Once per browser session: a reload does not bring it back.
        await page.reload();
        await pageReady(page);
        await triggerExitIntent(page);
        await page.waitForTimeout(300);
        await expect(popup(page)).toBeHidden();
      },
    );
  }
});

test.describe("the exit-intent popup's booking button", () => {
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Get Our Free NYC Cat Guide' });

  for (const tag of ['works', 'throws'] as const) {
    test(
      `sends its events when the tag function ${tag}, opens the calendar, then closes the popup`,
      { tag: '@desktop-size' },
      async ({ page }) => {
        // Exit intent follows a mouse pointer; phones have none.
        // A tag function that records the events, or one that fails on every call; and the
        // provider's overlay, which records what it was asked to open.
        await page.addInitScript((throws) => {
          const events: unknown[][] = [];
          const opened: unknown[] = [];
          Object.assign(window, {
            __events: events,
            __opened: opened,
            gtag: (...args: unknown[]) => {
              events.push(args);
              if (throws) throw new Error('The tag function failed');
            },
            FH: { open: (options: unknown) => opened.push(options) },
          });
        }, tag === 'throws');
        await page.clock.install();
        await page.goto('/in-the-news');
        await pageReady(page);
        await page.clock.fastForward(business.exitIntent.delayMs);
        await page.mouse.move(400, 300);
        await page.mouse.move(400, business.exitIntent.sensitivityPx - 5);
        await expect(popup(page)).toBeVisible();

        await popup(page).getByRole('link', { name: 'Book a Tour Now' }).click();
        await expect(popup(page)).toBeHidden();
        const { events, opened } = await page.evaluate(() => ({
          events: (window as { __events?: unknown[][] }).__events,
          opened: (window as { __opened?: unknown[] }).__opened,
        }));
        expect(events).toContainEqual(['event', 'exit_intent_booking_click', {}]);
        expect(events).toContainEqual(['event', 'begin_booking', { item_id: DEFAULT_ITEM_ID }]);
        expect(opened).toEqual([expect.objectContaining({ view: { item: DEFAULT_ITEM_ID } })]);
        // The calendar opened over this page, not in a new tab.
        expect(page.context().pages()).toHaveLength(1);
      },
    );
  }
});

test.describe('not found', () => {
  test('an unknown path shows the not-found page inside the layout', async ({ page, a11y }) => {
    await openPage(page, '/no-such-street', 'Page Not Found');
    await expect(page.getByRole('link', { name: 'Return to Home Page' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await a11y.check();
  });

  test(
    'an unknown address reached from a page is asked of the site, and Back returns',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // The site may have a page there that this shell was built without (a remote's release
      // adds pages on its own): the router loads the document rather than answering for the site.
      await openPage(page, '/about', 'About Us');
      await markDocument(page);
      const document = page.waitForResponse((response) =>
        response.url().endsWith('/no-such-street?from=nav'),
      );
      await page.evaluate(() => {
        window.history.pushState({}, '', '/no-such-street?from=nav');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect((await document).status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      expect(await isSameDocument(page)).toBe(false);
      await a11y.check();
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    },
  );
});
