import { randomUUID } from 'node:crypto';

import type { Locator, Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { mailWith } from '../support/mail-inbox';
import { openPage } from '../support/open-page';
import { fillSurvey } from '../support/survey-form';

/**
 * Closes the visible toasts as a visitor would, so axe measures the page rather than a toast in
 * the middle of its animation. Retried: a toast may arrive while the others are being closed.
 */
async function dismissToasts(page: Page) {
  await expect(async () => {
    const buttons = await page.getByRole('button', { name: 'Dismiss notification' }).all();
    for (const button of buttons) {
      await button.click({ force: true, timeout: 1000 }).catch(() => undefined);
    }
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

/**
 * Ticks the consent box from the keyboard: on a 375px phone the floating buttons of the layout
 * can sit over the box at the scroll position Playwright picks.
 */
async function tickConsent(form: Locator) {
  const consent = form.getByRole('checkbox', {
    name: 'I agree to receive updates from the product',
  });
  await consent.focus();
  await consent.press('Space');
  await expect(consent).toBeChecked();
}

/** A form sent under 3 s after it opened is refused (by the contact form and by the server). */
async function waitAsAPerson(page: Page, openedAt: number) {
  const remaining = 3_300 - (Date.now() - openedAt);
  if (remaining > 0) await page.waitForTimeout(remaining);
}

/** Opens the contact page; returns its form, once it shows, and when the page opened. */
async function openContact(page: Page): Promise<{ form: Locator; openedAt: number }> {
  await openPage(page, '/contact', 'How can we help?');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  return { form: page.getByRole('form', { name: 'Send Us a Message' }), openedAt: Date.now() };
}

test.describe('contact form', () => {
  test(
    'a message sent from the browser arrives in the inbox with the visitor’s words',
    {
      tag: '@reads-mail',
    },
    async ({ page, a11y }) => {
      const token = `contact-${randomUUID()}`;
      const { form, openedAt } = await openContact(page);
      await a11y.check();

      await form.getByRole('textbox', { name: 'Name' }).fill('Ada Whiskers');
      await form.getByRole('textbox', { name: 'Email' }).fill('ada.e2e@example.com');
      await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('(212) 555-0123');
      await form
        .getByRole('textbox', { name: 'Message (optional)' })
        .fill(`Ref ${token}: do the cats like <b>tuna</b> & cream?`);
      await expect(form.getByText(/\/1000$/)).toHaveText(/^Characters used: \d+\/1000$/);
      await tickConsent(form);
      await waitAsAPerson(page, openedAt);
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
      await expect(
        page.getByText("Thank you for contacting us. We'll get back to you soon!").first(),
      ).toBeVisible();
      await dismissToasts(page);
      await a11y.check();

      const mail = await mailWith(token);
      expect(mail.subject).toContain('Ada Whiskers');
      expect(mail.replyTo).toEqual(['ada.e2e@example.com']);
      expect(mail.body.text).toContain(`Ref ${token}: do the cats like <b>tuna</b> & cream?`);
      expect(mail.body.html).toContain('&lt;b&gt;tuna&lt;/b&gt; &amp; cream?');
      expect(mail.body.text).not.toContain('555-0123');

      // After 3 s a blank form comes back.
      await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeHidden({
        timeout: 6_000,
      });
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue('');
    },
  );

  test('an invalid submission shows every message, tied to its field', async ({ page, a11y }) => {
    const { form } = await openContact(page);
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('555-CATS');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required',
    );
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(
      form.getByRole('textbox', { name: 'Phone (optional)' }),
    ).toHaveAccessibleDescription('Please enter a valid phone number');
    await expect(
      form.getByRole('checkbox', { name: 'I agree to receive updates from the product' }),
    ).toHaveAccessibleDescription('You must agree to receive updates');
    await expect(form.getByRole('alert')).toContainText('Please fix 4 fields before sending:');
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await a11y.check();

    await form.getByRole('textbox', { name: 'Name' }).fill('A');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    );
  });

  test('a server failure shows the banner and keeps the visitor’s text', async ({ page, a11y }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'Our mail service is not answering.' } }),
      }),
    );
    const { form, openedAt } = await openContact(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('Grace Tabby');
    await form.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
    await form.getByRole('textbox', { name: 'Message (optional)' }).fill('Please keep these words');
    await tickConsent(form);
    await waitAsAPerson(page, openedAt);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const banner = form.getByRole('alert');
    await expect(banner).toHaveText('Error: Our mail service is not answering.');
    await expect(page.getByText('Message Failed to Send')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue(
      'Please keep these words',
    );
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Tabby');
    await dismissToasts(page);
    await a11y.check();

    await form.getByRole('textbox', { name: 'Message (optional)' }).press('End');
    await form.getByRole('textbox', { name: 'Message (optional)' }).pressSequentially('!');
    await expect(banner).toBeHidden();
  });

  test('the help button brings the FAQ into view', async ({ page, a11y }) => {
    await openContact(page);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    // Keyboard: the button is a floating control that must work without a pointer too. It
    // shows once the page is scrolled past 300px.
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    const help = page.getByRole('link', { name: /^Need help\?/ });
    await help.focus();
    await help.press('Enter');
    await expect(faq).toBeInViewport();
    await expect(faq).toBeFocused();
    await expect(faq.getByRole('group')).toHaveCount(6);
    await expect(faq.getByRole('group').first()).toHaveAttribute('open');
    await a11y.check();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('survey', () => {
  test(
    'shows its messages, then sends the answers to the inbox and empties the form',
    {
      tag: '@reads-mail',
    },
    async ({ page, a11y }) => {
      const token = `survey-${randomUUID()}`;
      await page.goto('/survey');
      const openedAt = Date.now();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Tour Feedback Survey' }),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await a11y.check();

      const form = page.getByRole('form', { name: 'Tell Us About Your Tour' });
      await form.getByRole('button', { name: 'Submit Feedback' }).click();
      await expect(form.getByRole('alert')).toContainText('Please fix 9 fields before sending:');
      for (const message of [
        'Please provide the tour date',
        'Please select which tour you took',
        'Please rate your tour experience',
        'Please rate your tour guide',
        'Please tell us how you heard about us',
        'Please indicate if you would recommend us',
        'Please provide some feedback (minimum 10 characters)',
      ]) {
        await expect(form.getByText(message, { exact: true }).last()).toBeVisible();
      }
      await a11y.check();

      await fillSurvey(form, {
        email: 'grace.e2e@example.com',
        feedback: `Ref ${token}: the "Jerry Fox" story & the <library> cat were wonderful.`,
      });
      await expect(form.getByRole('alert')).toBeHidden();
      await waitAsAPerson(page, openedAt);
      await form.getByRole('button', { name: 'Submit Feedback' }).click();

      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
      await expect(
        page.getByText('We appreciate your feedback. It helps us improve our tours!'),
      ).toBeVisible();
      await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
      await dismissToasts(page);
      await a11y.check();

      const mail = await mailWith(token);
      expect(mail.replyTo).toEqual(['grace.e2e@example.com']);
      expect(mail.subject).toContain('Brooklyn Heights');
      expect(mail.subject).toContain('4/5');
      expect(mail.body.text).toContain('Instagram');
      expect(mail.body.text).toContain('Yes, definitely');
      expect(mail.body.html).toContain('&quot;Jerry Fox&quot; story &amp; the &lt;library&gt; cat');

      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeHidden({
        timeout: 6_000,
      });
      await expect(page.getByRole('textbox', { name: 'Your Name' })).toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'Your Feedback' })).toHaveValue('');
    },
  );
});

test.describe('forms before and without scripts', () => {
  test('words typed into a form before its scripts run are kept when they do', async ({
    context,
  }) => {
    // A page of its own, whose forms scripts wait until the visitor has typed.
    const early = await context.newPage();
    let release: () => void = () => undefined;
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await early.route('**/remotes/forms/**/*.js', async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await early.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = early.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Typed Early');
    await form.getByRole('textbox', { name: 'Message (optional)' }).fill('Written while loading');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeDisabled();

    release();
    await early.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Typed Early');
    await expect(form.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue(
      'Written while loading',
    );
    await early.close();
  });

  test('without JavaScript, the contact and survey pages say their form needs it', async ({
    noScriptPage: page,
  }) => {
    for (const [path, heading, notice] of [
      ['/contact', 'How can we help?', 'This form needs JavaScript to be sent.'],
      ['/survey', 'Tour Feedback Survey', 'This survey needs JavaScript to be sent.'],
    ] as const) {
      await openPage(page, path, heading);
      // Text queries skip <noscript>, which a browser without scripts renders like any element.
      // The form's own message, not the site's notice at the top of every page.
      const message = page.getByRole('main').locator('noscript p');
      await expect(message.locator('strong')).toHaveText(notice);
      await expect(message).toBeVisible();
      await expect(message.locator('a[href^="mailto:hello@"]')).toBeVisible();
    }
    // The rest of the page still reads: the contact page's FAQ is there.
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  });
});

test.describe('press and petition pages', () => {
  test('the petition leads to its sign section and opens the form in a new window', async ({
    page,
    a11y,
  }) => {
    await openPage(page, '/petition-jerry-fox', 'Help Honor Jerry Fox');
    await a11y.check();
    await page.getByRole('link', { name: 'Sign the Petition', exact: true }).click();
    const sign = page.getByRole('region', { name: 'Sign the Petition' });
    await expect(sign).toBeInViewport();
    await expect(page).toHaveURL(/\/petition-jerry-fox#sign-the-petition$/);
    const form = sign.getByRole('link', { name: /Sign the Petition Form/ });
    await expect(form).toHaveAttribute('target', '_blank');
    await expect(form).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: /Read the full story/ })).toHaveAttribute(
      'href',
      '/blog?post=jerry-fox-saves-brooklyn-borough-hall',
    );
    await a11y.check();
  });

  test('the press kit offers its resources, the media contact and the FAQ', async ({
    page,
    a11y,
  }) => {
    await openPage(page, '/press-kit', 'Press Kit');
    await expect(page.getByRole('link', { name: /Open the Press Kit Folder/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const contact = page.getByRole('region', { name: 'Media Contact' });
    await expect(contact).toContainText('within 24 hours');
    await expect(contact.getByRole('link')).toHaveAttribute(
      'href',
      /^mailto:[^?]+\?subject=Media%20Inquiry$/,
    );
    const faq = page.getByRole('region', { name: 'Press FAQ' });
    // Native disclosures: a question is the summary of its group (summary has no ARIA role).
    const questions = faq.locator('summary');
    const items = faq.getByRole('group');
    await expect(questions).toHaveCount(5);
    await expect(items.nth(0)).toHaveAttribute('open');
    await questions.nth(0).focus();
    await page.keyboard.press('End');
    await expect(questions.nth(4)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items.nth(4)).toHaveAttribute('open');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
    await a11y.check();
  });

  test('in the news lists 11 articles with the shell hero', async ({ page, a11y }) => {
    await openPage(page, '/in-the-news', 'In the News');
    await expect(page.getByRole('link', { name: /^Read Article/ })).toHaveCount(11);
    await a11y.check();
  });
});
