import { randomUUID } from 'node:crypto';

import { isExternal, type BrowserPage, type RouteHandler } from 'browsers';

import { expect, hydrated, openPage, test } from '../support/engine-page';
import { mailWith } from '../support/mail-inbox';

// What a visitor does most, in Firefox and WebKit: search, the phone menu, the two forms and
// their mail, a blog post, the price calculator, a booking button, a section that fails and comes
// back, and a tap made before the page's code has arrived. Each at one width, a phone's or a
// laptop's, by its tag (the projects of the other width leave it out): both widths would double
// the engines' share of the CI budget, and every route is seen at both (routes.spec.ts). The
// Chromium projects test all of it and more (tests/).

test.describe.configure({ timeout: 90_000 });

/** A form sent under 3 s after it opened is refused, by the contact form and by the server. */
async function waitAsAPerson(openedAt: number): Promise<void> {
  const remaining = 3_300 - (Date.now() - openedAt);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

/** Marks the document, to tell later whether the page was reloaded. */
async function markDocument(page: BrowserPage): Promise<void> {
  await page.evaluate(() => {
    Object.assign(window, { __sameDocument: true });
  });
}

async function isSameDocument(page: BrowserPage): Promise<boolean> {
  return page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

test.describe('on a phone', { tag: '@phone-size' }, () => {
  test('the phone menu opens over the page, locks its scrolling, and leads to a page', async ({
    enginePage: page,
  }) => {
    await openPage(page, '/about', 'About Us');
    await page.click({ role: 'button', name: 'Open menu' });
    const menu = { role: 'dialog', name: 'Menu' } as const;
    await page.waitFor(menu);
    await page.waitFor({ role: 'link', name: 'Instagram (opens in a new tab)', within: menu });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.click({ role: 'link', name: 'In the News', within: menu });
    await page.waitForURL(/\/in-the-news$/);
    await page.waitForHidden(menu);
    await page.waitFor({ role: 'heading', name: 'In the News' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('a contact message is sent and arrives in the inbox', async ({ enginePage: page }) => {
    const token = `contact-${randomUUID()}`;
    await openPage(page, '/contact', 'How can we help?');
    const openedAt = Date.now();
    const form = { role: 'form', name: 'Send Us a Message' } as const;
    await page.fill({ role: 'textbox', name: 'Name', within: form }, 'Ada Whiskers');
    await page.fill({ role: 'textbox', name: 'Email', within: form }, 'ada.engines@example.com');
    await page.fill(
      { role: 'textbox', name: 'Message (optional)', within: form },
      `Ref ${token}: sent from every engine.`,
    );
    // From the keyboard: on a phone the floating buttons may sit over the box.
    await page.press('Space', {
      role: 'checkbox',
      name: 'I agree to receive updates from the product',
    });
    await waitAsAPerson(openedAt);
    await page.click({ role: 'button', name: 'Send Message', within: form });
    await page.waitFor({ role: 'heading', name: 'Message Sent!' });

    const mail = await mailWith(token);
    expect(mail.subject).toContain('Ada Whiskers');
    expect(mail.replyTo).toEqual(['ada.engines@example.com']);
  });

  test('the private tours calculator prices a group as its size is typed', async ({
    enginePage: page,
  }) => {
    await openPage(page, '/tours/private-tours', 'Private Tours');
    const guests = { role: 'spinbutton', name: 'Number of guests' } as const;
    expect(await page.value(guests)).toBe('8');
    await page.waitFor({ text: 'Total: $320' });
    await page.fill(guests, '12');
    // $320 for up to 8 guests, then $40 for each of the 4 more.
    await page.waitFor({ text: 'Total: $480' });
  });

  test('the floating booking link waits below the hero, clear of its booking button', async ({
    enginePage: page,
  }) => {
    // Firefox has no scroll-driven animations: there the shell shows the link past 300px, where
    // Chromium and WebKit show it by CSS alone.
    await openPage(page, '/');
    const floating = () =>
      page.evaluate(() => {
        const box = (element: Element | null) => {
          const rect = element?.getBoundingClientRect();
          return rect ? { x: rect.x, y: rect.y, right: rect.right, bottom: rect.bottom } : null;
        };
        const link = document.querySelector('a[aria-label="Book a tour"]');
        const heroButton = [...document.querySelectorAll('main a')].find(
          (anchor) => anchor.textContent?.trim() === 'Book Your Tour – Only $40!',
        );
        const style = link ? getComputedStyle(link) : null;
        return {
          shown: style !== null && style.visibility !== 'hidden' && Number(style.opacity) > 0,
          link: box(link),
          heroButton: box(heroButton ?? null),
        };
      });
    const top = await floating();
    expect(top.heroButton, "the hero's booking button").not.toBeNull();
    expect(top.shown, 'the floating link at the top of the page').toBe(false);
    await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
    await page.waitForFunction(() => {
      const link = document.querySelector('a[aria-label="Book a tour"]');
      return link !== null && getComputedStyle(link).visibility !== 'hidden';
    });
    expect((await floating()).shown, 'the floating link past 300px').toBe(true);
  });

  test('a tap made before the code has arrived is kept, and acted on once it has', async ({
    enginePage: page,
  }) => {
    // The shell's main script, which the start script adds once the page has painted, is held
    // until the test lets it through after the tap; everything else of the page's code waits
    // for it. Only it: what the page preloads arrives but runs only when the code asks, and a
    // preload held too would keep one of the six connections WebKit opens to a host over
    // HTTP/1.1, so that the input capture could wait behind them. Nor the start script: WebKit
    // runs an async script (the input capture) that has arrived only once the deferred one before
    // it has, so the capture would miss the tap.
    let letTheCodeArrive!: () => void;
    const codeLetThrough = new Promise<void>((resolve) => {
      letTheCodeArrive = resolve;
    });
    page.route(
      (url) => !isExternal(url) && /^\/main\.[0-9a-f]+\.js$/.test(url.pathname),
      async () => {
        await codeLetThrough;
        return { continue: true };
      },
    );
    // Parsed and on screen; its module scripts are still on their way (DOMContentLoaded waits
    // for them, and is too late for a tap before the code).
    await page.goto('/about', { waitUntil: 'interactive' });
    await page.waitFor({ role: 'heading', name: 'About Us' });
    expect(await page.count('#root[data-hydrated]')).toBe(0);
    // The input capture has run: in Chromium before the first paint, in WebKit once the start
    // script has arrived.
    await page.waitForFunction(() => '__earlyInput' in window);
    await page.click({ role: 'button', name: 'Open menu' });
    expect(await page.count('#root[data-hydrated]'), 'tapped before the code arrived').toBe(0);
    letTheCodeArrive();
    await hydrated(page);
    await page.waitFor({ role: 'dialog', name: 'Menu' });
  });
});

test.describe('at a laptop width', { tag: '@desktop-size' }, () => {
  test('search finds a tour and Enter opens it', async ({ enginePage: page }) => {
    await openPage(page, '/about', 'About Us');
    await page.click({ role: 'button', name: 'Search the site' });
    const search = { role: 'dialog', name: 'Search the site' } as const;
    await page.waitFor(search);
    // The box takes the focus 100 ms after the overlay opens; typing starts once it has it.
    await page.waitForFunction(
      () =>
        document.activeElement?.getAttribute('placeholder') ===
        'Search tours, blog posts, pages...',
    );
    await page.type('brook');
    await page.waitFor({ role: 'link', name: /^Brooklyn Heights/, within: search });
    expect(await page.text({ text: 'Press Enter to search or click on a result' })).toBe(
      'Press Enter to search or click on a result',
    );
    await page.press('Enter');
    await page.waitForURL(/\/tours\/brooklyn-heights$/);
    await page.waitFor({ role: 'heading', name: 'Brooklyn Heights Historical Cat Tour' });
    await page.waitForHidden(search);
  });

  test('the survey is sent and arrives in the inbox', async ({ enginePage: page }) => {
    const token = `survey-${randomUUID()}`;
    await openPage(page, '/survey', 'Tour Feedback Survey');
    const openedAt = Date.now();
    const form = { role: 'form', name: 'Tell Us About Your Tour' } as const;
    await page.fill({ role: 'textbox', name: 'Your Name', within: form }, 'Grace Purrington');
    await page.fill({ role: 'textbox', name: 'Email', within: form }, 'grace.engines@example.com');
    await page.fill({ label: 'Tour Date', within: form }, '2025-05-17');
    await page.selectOption(
      { role: 'combobox', name: 'Which tour did you take?', within: form },
      'Brooklyn Heights',
    );
    await page.click({
      role: 'radio',
      name: '4 - Good',
      within: { role: 'group', name: 'How would you rate the tour overall?' },
    });
    await page.click({
      role: 'radio',
      name: '5 - Excellent',
      within: { role: 'group', name: 'How would you rate your tour guide?' },
    });
    await page.selectOption(
      { role: 'combobox', name: 'How did you hear about us?', within: form },
      'Instagram',
    );
    await page.click({ role: 'radio', name: 'Yes, definitely', within: form });
    await page.fill(
      { role: 'textbox', name: 'Your Feedback', within: form },
      `Ref ${token}: the Jerry Fox story was wonderful.`,
    );
    await waitAsAPerson(openedAt);
    await page.click({ role: 'button', name: 'Submit Feedback', within: form });
    await page.waitFor({ role: 'heading', name: 'Thank You!' });

    const mail = await mailWith(token);
    expect(mail.replyTo).toEqual(['grace.engines@example.com']);
    expect(mail.subject).toContain('Brooklyn Heights');
    expect(mail.subject).toContain('4/5');
    expect(mail.body.text).toContain('Instagram');
  });

  test('a blog post opens from the list and is left for the list', async ({ enginePage: page }) => {
    const post = {
      id: 'jerry-fox-saves-brooklyn-borough-hall',
      title: 'Jerry Fox: The Blind Cat Who Saved Brooklyn Borough Hall',
    };
    await openPage(page, '/blog', 'The Cat History Blog');
    await page.click({ role: 'link', name: `Read More: ${post.title}` });
    await page.waitForURL((url) => url.searchParams.get('post') === post.id);
    await page.waitFor({ role: 'heading', name: post.title });
    await page.click({
      role: 'link',
      name: 'Blog',
      within: { role: 'navigation', name: 'Breadcrumb' },
    });
    await page.waitForURL(/\/blog$/);
    await page.waitFor({ role: 'heading', name: 'The Cat History Blog' });
    await page.waitFor({ role: 'link', name: `Read More: ${post.title}` });
  });

  test('a booking button opens the provider calendar of its tour', async ({ enginePage: page }) => {
    // The provider's embed script: a stand-in that records what the page asked it to open.
    page.route(
      (url) => url.hostname === 'fareharbor.com' && url.pathname.startsWith('/embeds/api/'),
      () => ({
        contentType: 'application/javascript',
        body: 'window.FH = { open: (o) => { window.__fhOpened = o; } };',
      }),
    );
    await openPage(page, '/tours', 'Our Tours');
    await page.waitForFunction(() => 'FH' in window);
    await page.click({ role: 'link', name: 'Reserve Your Spot on the Financial District tour' });
    const opened = await page.waitForFunction(
      () => (window as { __fhOpened?: { view?: { item?: number }; flow?: number } }).__fhOpened,
    );
    expect(opened).toEqual(expect.objectContaining({ flow: 1219724, view: { item: 577800 } }));
    expect(await page.url()).toMatch(/\/tours$/);
  });

  test('a section that fails to load comes back through "Try again", without a reload', async ({
    enginePage: page,
  }) => {
    // Every file of the forms section answers 404, until the section comes back.
    const down: RouteHandler = () => ({ status: 404, body: 'unavailable' });
    page.route((url) => url.pathname.startsWith('/remotes/forms/'), down);
    await page.goto('/in-the-news');
    await hydrated(page);
    await page.waitFor({ role: 'heading', name: 'This part of the site is unavailable right now' });
    await page.waitFor({ role: 'navigation', name: 'Main' });
    // The section's failure is reported in the console, as it should be.
    expect(page.takeErrors()).not.toEqual([]);

    await markDocument(page);
    page.unroute(down);
    await page.click({ role: 'button', name: 'Try again' });
    await page.waitFor({ role: 'heading', name: 'In the News' });
    await page.waitForHidden({ text: 'This part of the site is unavailable right now' });
    expect(await isSameDocument(page)).toBe(true);
    // Once it is back, React may still say it gave up the prerendered page for the failed section;
    // nothing else.
    for (const error of page.takeErrors()) {
      expect(error.message).toMatch(/^The prerendered page was rendered afresh/);
    }
  });
});
