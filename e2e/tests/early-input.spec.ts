import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { fillSurvey } from '../support/survey-form';

// What a visitor does on a prerendered page before its code has arrived is not lost: it takes
// effect at once where the HTML can do it (links, disclosures, typing), or once the code has
// arrived (shell/start/capture-early-input.js, shell/src/lib/early-input.ts). Every script of the
// site is held back until the test lets the code arrive (`hydrated`), so the page is on screen,
// without its code, for as long as the test acts on it: no race with a fixed delay, and no
// seconds spent waiting out a delay that is longer than the test needs. All but the input capture:
// it blocks the first paint by design, so holding it would only hold the paint back too.

// Several pages, each checked by axe, on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

/**
 * Whether the site's scripts are held, and the held ones. `paintedBeforeItsCode` holds them, for
 * the document it opens and any it leads to before the code is let through; once let through,
 * scripts (chunks of an in-app navigation, a later page) pass at once.
 */
let codeHeld = false;
let heldScripts: (() => void)[] = [];

/** Lets the page's code arrive. */
function letTheCodeArrive(): void {
  codeHeld = false;
  for (const resume of heldScripts.splice(0)) resume();
}

test.beforeEach(async ({ context }) => {
  codeHeld = false;
  heldScripts = [];
  await context.route(
    (url) =>
      url.hostname === 'localhost' &&
      url.pathname.endsWith('.js') &&
      !url.pathname.startsWith('/capture-early-input.'),
    async (route) => {
      if (codeHeld) await new Promise<void>((resume) => heldScripts.push(resume));
      await route.continue().catch(() => undefined);
    },
  );
});

/** Opens `path` and returns as soon as the page has painted, its code held back. */
async function paintedBeforeItsCode(page: Page, path: string): Promise<void> {
  codeHeld = true;
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
}

/** Opens /about first, so that a page that replaces its own history entry goes back there. */
async function aPageBefore(page: Page): Promise<void> {
  await page.goto('/about');
}

/** Lets the page's code arrive and waits until it has hydrated the page. */
async function hydrated(page: Page): Promise<void> {
  letTheCodeArrive();
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

test.describe('before the code arrives', () => {
  test('a booking button opens the provider calendar of its tour at once, in a new tab', async ({
    page,
    context,
    a11y,
  }) => {
    await paintedBeforeItsCode(page, '/tours');
    const [calendar] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Reserve Your Spot on the Brooklyn Heights tour' }).click(),
    ]);
    expect(calendar.url()).toMatch(/\/items\/562630\/calendar\/\?flow=1219724&full-items=yes$/);
    await calendar.close();
    await hydrated(page);
    await a11y.check();
  });

  test(
    'an FAQ answer opens at once on /tours, /contact and /press-kit, and stays open once hydrated',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // Disclosures do not depend on the viewport.
      for (const path of ['/tours', '/contact', '/press-kit']) {
        await paintedBeforeItsCode(page, path);
        const questions = page.getByRole('main').locator('details');
        const question = questions.nth(2);
        await expect(question, path).not.toHaveAttribute('open');
        await question.locator('summary').click();
        await expect(question, path).toHaveAttribute('open');
        await expect(question.getByTestId('faq-panel'), path).toBeVisible();
        if (path === '/press-kit') {
          // One open at a time, natively: the first answer, open on arrival, closed.
          await expect(questions.first()).not.toHaveAttribute('open');
        }
        await hydrated(page);
        await expect(question, path).toHaveAttribute('open');
        await a11y.check();
      }
    },
  );

  test(
    'the header search button opens search once the code arrives',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // The phone menu test covers the header on a phone.
      await paintedBeforeItsCode(page, '/about');
      await page.getByRole('button', { name: 'Search the site' }).click();
      await hydrated(page);
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByPlaceholder('Search tours, blog posts, pages...')).toBeFocused();
      await a11y.check();
    },
  );

  test(
    'the phone menu toggle opens the menu once the code arrives',
    { tag: '@phone-size' },
    async ({ page, a11y }) => {
      // The menu toggle is shown below 768px only.
      await paintedBeforeItsCode(page, '/about');
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await hydrated(page);
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await expect(panel).toBeVisible({ timeout: 15_000 });
      await expect(
        panel.getByRole('link', { name: 'Instagram (opens in a new tab)' }),
      ).toBeVisible();
      await a11y.check();
    },
  );

  test(
    "the gallery's play button starts the video once the code arrives",
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // The facade does not depend on the viewport.
      await paintedBeforeItsCode(page, '/gallery');
      await page.getByRole('button', { name: /^Play the video: / }).click();
      await hydrated(page);
      const player = page.locator('iframe[title^="Local TV news report"]');
      await expect(player).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.+\?autoplay=1$/);
      await a11y.check();
    },
  );

  test(
    'what is typed in the tours search box is kept, focused, and filters the tours',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // Typing does not depend on the viewport.
      await paintedBeforeItsCode(page, '/tours');
      const search = page.getByRole('searchbox', { name: 'Search our tours' });
      await search.fill('financial');
      await hydrated(page);
      // The Financial District tour, and the private tours, which offer it too.
      await expect(page.getByText('Found 2 tour(s) matching "financial"')).toBeVisible();
      await expect(search).toHaveValue('financial');
      await expect(search).toBeFocused();
      await expect(page.getByRole('link', { name: /^Reserve Your Spot/ })).toHaveCount(1);
      await a11y.check();
    },
  );

  test(
    'a guest count typed in the private-tours calculator is priced once the code arrives',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // Typing does not depend on the viewport.
      await paintedBeforeItsCode(page, '/tours/private-tours');
      const guests = page.getByRole('spinbutton', { name: 'Number of guests' });
      await guests.fill('12');
      await hydrated(page);
      // $320 for up to 8 guests, then $40 for each of the 4 more.
      await expect(page.getByText('Total: $480')).toBeVisible();
      await expect(guests).toHaveValue('12');
      await a11y.check();
    },
  );

  test(
    'text typed into the contact form is kept',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // Typing does not depend on the viewport.
      await paintedBeforeItsCode(page, '/contact');
      const name = page.getByRole('textbox', { name: /^Name/ });
      await name.fill('Ada Lovelace');
      await hydrated(page);
      await expect(name).toHaveValue('Ada Lovelace');
      await expect(name).toBeFocused();
      await a11y.check();
    },
  );

  test('a scroll made while the page loads is kept', async ({ page, a11y }) => {
    await paintedBeforeItsCode(page, '/tours/brooklyn-heights');
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    const heading = page.getByRole('heading', { name: "What You'll Discover" });
    const before = await heading.boundingBox();
    await hydrated(page);
    // The header shrinks from 80px to 64px once scrolled; the browser keeps what the visitor
    // looks at where it was, moving the scroll position by that much at most.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1450);
    const after = await heading.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(16);
    await a11y.check();
  });
});

test.describe('history, focus and keys before the code arrives', () => {
  const jerryFox = {
    id: 'jerry-fox-saves-brooklyn-borough-hall',
    title: 'Jerry Fox: The Blind Cat Who Saved Brooklyn Borough Hall',
  };

  test(
    "a post opened with Read More on /blog replaces the list's history entry, before the code and once it has run",
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // History does not depend on the viewport.
      await aPageBefore(page);
      await paintedBeforeItsCode(page, '/blog');
      await page.getByRole('link', { name: `Read More: ${jerryFox.title}` }).click();
      await expect(page).toHaveURL(`/blog?post=${jerryFox.id}`);
      // The post's own prerendered page, before its code too.
      await expect(page.getByRole('heading', { level: 1, name: jerryFox.title })).toBeVisible();
      await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
      await hydrated(page);
      await a11y.check();

      // Once hydrated, a related story opens in place of this post in the same way.
      const related = page.getByRole('list', { name: 'Related stories' }).getByRole('link').first();
      const relatedUrl = (await related.getAttribute('href')) ?? '';
      await related.click();
      await expect(page).toHaveURL(relatedUrl);
      await a11y.check();

      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      await a11y.check();
      // The list was left before its code ran: its page is checked as a visitor would get it.
      await page.goto('/blog');
      await a11y.check();
    },
  );

  test(
    "the post's breadcrumb Blog link closes it in place of its history entry before the code",
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // History does not depend on the viewport.
      await aPageBefore(page);
      await paintedBeforeItsCode(page, `/blog?post=${jerryFox.id}`);
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Blog', exact: true })
        .click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'The Cat History Blog' }),
      ).toBeVisible();
      await hydrated(page);
      await a11y.check();

      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      await a11y.check();
      // The post was left before its code ran: its page is checked as a visitor would get it.
      await page.goto(`/blog?post=${jerryFox.id}`);
      await a11y.check();
    },
  );

  test(
    'the arrow keys, Home and End move between the press-kit questions before the code, and once per key after',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // A phone has no arrow keys.
      await paintedBeforeItsCode(page, '/press-kit');
      const questions = page.getByRole('main').locator('details > summary');
      await expect(questions).toHaveCount(5);
      await questions.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(questions.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(questions.nth(4)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(questions.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(questions.nth(4)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(questions.nth(0)).toBeFocused();
      await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);

      await hydrated(page);
      await page.keyboard.press('ArrowDown');
      await expect(questions.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(questions.nth(4)).toBeFocused();
      await a11y.check();
    },
  );

  test(
    "the contact page's help button pulses the FAQ it jumps to before the code, without a history entry",
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // The help button does not depend on the viewport.
      await aPageBefore(page);
      await paintedBeforeItsCode(page, '/contact');
      const entries = await page.evaluate(() => history.length);
      // The button shows once the page is scrolled past 300px, by its style alone.
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
      await page.getByRole('link', { name: /^Need help\?/ }).click();
      const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
      await expect(faq).toBeInViewport();
      await expect(faq).toBeFocused();
      // The section is the link's target, which runs the pulse on its inner box for 2 s.
      expect(
        await faq.evaluate((section) => ({
          target: section.matches(':target'),
          pulse: getComputedStyle(section.firstElementChild!).animationName,
        })),
      ).toEqual({ target: true, pulse: expect.not.stringMatching(/^none$/) });
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await hydrated(page);
      await a11y.check();

      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    },
  );
});

test.describe('a form sent sooner than the server takes it', () => {
  /**
   * A slow connection: the form's token arrives, and is issued, `ms` after the form asks for it,
   * so the form is ready to send before the token is as old as the server's minimum fill time.
   */
  async function slowFormToken(page: Page, ms: number): Promise<void> {
    await page.route('**/api/form-token', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => undefined);
    });
  }

  /** The answers of the site's API to `path`, in order. */
  function answersTo(page: Page, path: string): number[] {
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === path) statuses.push(response.status());
    });
    return statuses;
  }

  test(
    'a survey filled in while the code loads and sent at once waits, "Sending...", then sends itself',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // Sending does not depend on the viewport.
      const answers = answersTo(page, '/api/survey');
      await slowFormToken(page, 2_500);
      await paintedBeforeItsCode(page, '/survey');
      const form = page.getByRole('form', { name: 'Tell Us About Your Tour' });
      await fillSurvey(form, {
        email: 'grace.early@example.com',
        feedback: 'Filled in while the page was still loading.',
      });

      letTheCodeArrive();
      // Sent as soon as it can be: the form's token is younger than the server's minimum fill time.
      const submit = form.getByRole('button', { name: 'Submit Feedback' });
      await expect(submit).toBeEnabled({ timeout: 30_000 });
      await submit.click();
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();

      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      expect(answers).toEqual([429, 200]);
      await expect(page.getByText('Error submitting feedback')).toHaveCount(0);
      await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
      await a11y.check();
    },
  );

  test(
    'a contact message sent when the server finds it too soon waits, "Sending...", then sends itself',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // Sending does not depend on the viewport.
      const answers = answersTo(page, '/api/contact');
      // The form's own 3-second rule counts from when it opened, the server's from its token.
      await slowFormToken(page, 2_000);
      await paintedBeforeItsCode(page, '/contact');
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Ada Whiskers');
      await form.getByRole('textbox', { name: 'Email' }).fill('ada.early@example.com');
      await form
        .getByRole('textbox', { name: 'Message (optional)' })
        .fill('Sent as soon as it can.');
      const consent = form.getByRole('checkbox', {
        name: 'I agree to receive updates from the product',
      });
      await consent.check();
      await hydrated(page);
      const openedAt = Date.now();
      // Back in the form, whose validation then loads while the visitor reads it over.
      await form.getByRole('textbox', { name: 'Name' }).focus();
      await page.waitForTimeout(Math.max(0, 3_300 - (Date.now() - openedAt)));

      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();

      await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
      expect(answers).toEqual([429, 200]);
      await expect(page.getByText('Submission Error')).toHaveCount(0);
      await a11y.check();
    },
  );
});

test.describe('a link to a section of its page before the code arrives', () => {
  test(
    '"See Available Dates" on /booking brings the calendar into view and focus, without a history entry',
    { tag: '@desktop-size' },
    async ({ page, a11y }) => {
      // The link does not depend on the viewport.
      await paintedBeforeItsCode(page, '/booking');
      const entries = await page.evaluate(() => history.length);
      await page.getByRole('link', { name: 'See Available Dates' }).click();
      const calendar = page.getByRole('region', { name: 'Choose your date' });
      await expect(calendar).toBeInViewport();
      await expect(calendar).toBeFocused();
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await hydrated(page);
      await a11y.check();
    },
  );
});
