import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { CONTACT_CONSENT_LABEL, contactMessages, sanitizeText } from 'shared-types';

import {
  expectSentPanelFor,
  replaceText as replace,
  settle,
  setUpFormTests,
} from '../../test-utils/form-harness';
import {
  jsonResponse,
  renderWithToasts,
  TEST_FORM_TOKEN,
  toasts,
} from '../../test-utils/render-with-toasts';
import { ContactForm } from './contact-form';

// Each test drives a whole form with user-event; on a loaded machine that outlasts Jest's 5 s.
jest.setTimeout(30_000);

const harness = setUpFormTests();

beforeAll(async () => {
  // Validation loads on the form's first focus (lazy-resolver.ts): load it once here, so every
  // test validates as the visitor's second form would.
  const { unmount } = renderWithToasts(<ContactForm />, '/contact');
  await act(async () => {
    fireEvent.focus(screen.getByRole('textbox', { name: 'Name' }));
    await import('./contact-validation');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  unmount();
});

let fetchSpy: ReturnType<typeof harness.api>;

beforeEach(() => {
  fetchSpy = harness.api();
});

function setup() {
  const user = harness.user();
  renderWithToasts(<ContactForm />, '/contact');
  return user;
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone (optional)' }),
  message: () => screen.getByRole('textbox', { name: 'Message (optional)' }),
  consent: () => screen.getByRole('checkbox', { name: CONTACT_CONSENT_LABEL }),
  submit: () => screen.getByRole('button', { name: /Send Message|Sending/ }),
};

/** Lets the 3 s that a person needs to fill the form pass (spam guard). */
function waitAsAPerson(ms = 3000) {
  act(() => jest.advanceTimersByTime(ms));
}

async function fillValid(user: UserEvent, message = 'Do you run tours on Christmas Eve?') {
  await replace(user, field.name(), 'Ada Whiskers');
  await replace(user, field.email(), 'ada@example.com');
  await replace(user, field.phone(), '(212) 555-0123');
  await replace(user, field.message(), message);
  if (!(field.consent() as HTMLInputElement).checked) await user.click(field.consent());
}

/** Submits and lets the (asynchronous) validation and send settle. */
async function submit(user: UserEvent) {
  // The send can finish as the click's own events end, so the click is inside act too.
  await act(() => user.click(field.submit()));
  await settle();
}

/** Opens the form, fills it in as a visitor would, lets a person's time pass and submits it. */
async function sendValidForm(message?: string) {
  const user = setup();
  await fillValid(user, message);
  waitAsAPerson();
  await submit(user);
  return user;
}

function sentBody(call = 0): Record<string, unknown> {
  const init = fetchSpy.mock.calls[call]?.[1] as RequestInit;
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

describe('ContactForm validation', () => {
  it('shows the required messages, tied to their fields, and a summary', async () => {
    const user = setup();

    await submit(user);

    expect(field.name()).toHaveAccessibleDescription(contactMessages.nameRequired);
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription(contactMessages.emailRequired);
    expect(field.consent()).toHaveAccessibleDescription(contactMessages.consentRequired);
    expect(field.phone()).toHaveAttribute('aria-invalid', 'false');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please fix 3 fields before sending:');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      contactMessages.nameRequired,
      contactMessages.emailRequired,
      contactMessages.consentRequired,
    ]);
    expect(field.name()).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['name', 'A', contactMessages.nameTooShort],
    ['name', '  B  ', contactMessages.nameTooShort],
    ['name', 'a'.repeat(100), contactMessages.nameTooLong],
    ['name', 'Ada <b>', contactMessages.nameInvalid],
    ['email', 'ada@example', contactMessages.emailInvalid],
    ['email', 'not an address', contactMessages.emailInvalid],
    ['email', `${'a'.repeat(250)}@example.com`, contactMessages.emailTooLong],
    ['phone', '555-CATS', contactMessages.phoneInvalid],
  ] as const)('rejects the %s %p and sends nothing', async (name, value, message) => {
    const user = setup();
    await fillValid(user);
    await replace(user, field[name](), value);

    await submit(user);

    expect(field[name]()).toHaveAccessibleDescription(message);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('cuts the name input at 100 characters', async () => {
    const user = setup();
    await user.click(field.name());
    await user.paste('n'.repeat(150));
    expect(field.name()).toHaveValue('n'.repeat(100));
  });

  it('clears the phone error once the field is emptied: the phone is optional', async () => {
    const user = setup();
    await fillValid(user);
    await replace(user, field.phone(), '555-CATS');
    await submit(user);
    await user.clear(field.phone());
    await settle();
    expect(field.phone()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('counts the message against 1000 and rejects a longer one', async () => {
    const user = setup();
    await fillValid(user, 'm'.repeat(1001));
    const message = field.message();
    expect(message).toHaveAccessibleDescription('Characters used: 1001/1000');

    await submit(user);

    expect(message).toHaveAccessibleDescription(
      `${contactMessages.messageTooLong} Characters used: 1001/1000`,
    );
  });

  it('cuts the message input at 2000 characters', async () => {
    const user = setup();
    await user.click(field.message());
    await user.paste('m'.repeat(2500));
    expect(field.message()).toHaveValue('m'.repeat(2000));
    expect(screen.getByText('2000/1000')).toBeInTheDocument();
  });

  it('requires the consent box', async () => {
    const user = setup();
    await fillValid(user);
    await user.click(field.consent());
    await submit(user);
    expect(field.consent()).toHaveAccessibleDescription(contactMessages.consentRequired);
  });

  it('checks a field again as the visitor corrects it, without a new submit', async () => {
    const user = setup();
    await submit(user);
    expect(field.name()).toHaveAccessibleDescription(contactMessages.nameRequired);

    await user.type(field.name(), 'A');
    await settle();
    expect(field.name()).toHaveAccessibleDescription(contactMessages.nameTooShort);
    await user.type(field.name(), 'd');
    await settle();
    expect(field.name()).not.toHaveAccessibleDescription();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix 2 fields before sending:');
  });
});

describe('ContactForm sending', () => {
  it('POSTs name, email, message and honeypot as JSON, without phone or consent', async () => {
    await sendValidForm('  Can we bring our dog?  ');

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(sentBody()).toEqual({
      name: 'Ada Whiskers',
      email: 'ada@example.com',
      message: 'Can we bring our dog?',
      honeypot: '',
      formToken: TEST_FORM_TOKEN,
    });
  });

  it.each([
    ['the message is empty', ''],
    ['sanitizing leaves nothing', '<script>alert(1)</script>'],
  ])("sends 'No message provided' when %s", async (_case, message) => {
    const user = setup();
    await fillValid(user, message);
    waitAsAPerson();
    await submit(user);
    expect(sentBody().message).toBe('No message provided');
  });

  it.each([
    ['a script element', 'Hi <script>alert("x")</script>there', 'Hi there'],
    ['a stray script tag', 'Hi <script src=x> there', 'Hi  there'],
    ['a javascript: scheme', 'See javascript:steal() now', 'See steal() now'],
    ['a vbscript: scheme', 'See VBScript:run now', 'See run now'],
    ['an inline event handler', '<img src=x onerror="steal()"> cat', '<img src=x > cat'],
    ['a data:text/html URL', 'Open data:text/html,<b>hi</b>', 'Open ,<b>hi</b>'],
    ['expression(', 'width: expression(alert(1))', 'width: alert(1))'],
    ['eval(', 'Try eval(code) please', 'Try code) please'],
  ])('removes %s from the message before sending', async (_pattern, typed, sent) => {
    const user = setup();
    await fillValid(user, typed);
    waitAsAPerson();
    await submit(user);
    expect(sentBody().message).toBe(sent);
  });

  it('sanitizes the name too', async () => {
    const user = setup();
    await fillValid(user);
    await replace(user, field.name(), 'javascript:Ada');
    waitAsAPerson();
    await submit(user);
    expect(sentBody().name).toBe('Ada');
  });

  // The form cannot reach the 5000 cut (its input stops at 2000 and it accepts 1000), so the
  // sanitizer it sends through is checked directly for the Lambda-side guarantee.
  it('sends through a sanitizer that cuts text at 5000 characters', () => {
    expect(sanitizeText(` ${'x'.repeat(6000)} `)).toHaveLength(5000);
  });

  it("shows 'Sending...' with the fields disabled, then the 'Message Sent!' panel for 3 s", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    await sendValidForm();

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(field.name()).toBeDisabled();
    expect(field.message()).toBeDisabled();
    expect(field.consent()).toBeDisabled();

    await act(async () => answer(jsonResponse(200, { ok: true })));
    await settle();

    expect(screen.getByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(toasts().getByText('Message Sent!')).toBeInTheDocument();
    expect(
      toasts().getByText("Thank you for contacting us. We'll get back to you soon!"),
    ).toBeInTheDocument();

    expectSentPanelFor('Message Sent!', 3000);
    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.phone()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(field.consent()).not.toBeChecked();
    expect(screen.getByText('0/1000')).toBeInTheDocument();
  });

  it("shows the server's message in the banner, keeps the text, and clears the banner on edit", async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(502, { error: { message: 'The mail service is down.' } }),
    );
    const user = await sendValidForm('Please keep my words');

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(/^Error: The mail service is down\.$/);
    expect(toasts().getByText('Message Failed to Send')).toBeInTheDocument();
    expect(field.message()).toHaveValue('Please keep my words');
    expect(field.name()).toHaveValue('Ada Whiskers');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await user.type(field.message(), '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'an answer without a readable error',
      () => Promise.resolve(new Response('Bad gateway', { status: 502 })),
    ],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to the generic text on %s', async (_case, answer) => {
    fetchSpy.mockImplementation(answer);
    await sendValidForm();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: There was a problem sending your message. Please try again later.',
    );
    expect(toasts().getByText('Message Failed to Send')).toBeInTheDocument();
  });

  it('shows the server field errors on their fields', async () => {
    fetchSpy.mockResolvedValue(
      jsonResponse(400, {
        error: {
          message: 'Please check the highlighted fields.',
          fields: { name: [contactMessages.nameTooShort] },
        },
      }),
    );
    const user = setup();
    await fillValid(user);
    await replace(user, field.name(), 'javascript:A');
    waitAsAPerson();

    await submit(user);

    const [banner, summary] = await screen.findAllByRole('alert');
    expect(banner).toHaveTextContent('Error: Please check the highlighted fields.');
    expect(summary).toHaveTextContent(contactMessages.nameTooShort);
    expect(field.name()).toHaveAccessibleDescription(contactMessages.nameTooShort);
  });
});

describe('ContactForm spam guard', () => {
  const blockedBanner = 'Submission Error - Please wait before submitting again.';

  async function expectBlocked() {
    expect(await screen.findByRole('alert')).toHaveTextContent(blockedBanner);
    expect(toasts().getByText('Submission Error')).toBeInTheDocument();
    expect(toasts().getByText('Please wait before submitting again.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  }

  it('blocks a submit less than 3 s after the form was opened', async () => {
    const user = setup();
    await fillValid(user);
    waitAsAPerson(1000);

    await submit(user);
    await expectBlocked();

    waitAsAPerson(2000);
    await submit(user);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('blocks a submit less than 30 s after the last one', async () => {
    const user = await sendValidForm();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(3000));

    await fillValid(user, 'A second question');
    act(() => jest.setSystemTime(Date.now() + 20000));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(blockedBanner);
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(10000));
    await submit(user);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(sentBody(1).message).toBe('A second question');
  });

  const tooSoon = (retryAfterMs: number) =>
    jsonResponse(429, { error: { message: 'Please wait before submitting again.', retryAfterMs } });

  it("waits out the server's minimum fill time, showing 'Sending...', then sends by itself", async () => {
    const answers = [tooSoon(800), jsonResponse(200, { ok: true })];
    fetchSpy.mockImplementation(() => Promise.resolve(answers.shift()!));
    await sendValidForm();

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(field.message()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(799));
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    await act(() => jest.advanceTimersByTimeAsync(1));
    await settle();

    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(sentBody(1)).toEqual(sentBody(0));
    expect(screen.getByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(toasts().queryByText('Submission Error')).not.toBeInTheDocument();
  });

  it('says to wait, keeping the text, when the server still finds it too soon after waiting', async () => {
    fetchSpy.mockImplementation(() => Promise.resolve(tooSoon(500)));
    await sendValidForm('Please keep my words');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await settle();

    expect(await screen.findByRole('alert')).toHaveTextContent(blockedBanner);
    expect(await toasts().findByText('Submission Error')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(3);
    expect(field.message()).toHaveValue('Please keep my words');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('blocks a submit when the hidden website field is filled', async () => {
    const user = setup();
    await fillValid(user);
    const trap = screen.getByLabelText('Website');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.parentElement).toHaveAttribute('aria-hidden', 'true');
    await user.type(trap, 'http://spam.example');
    waitAsAPerson(60000);

    await submit(user);
    await expectBlocked();
  });
});
