import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  howHeardOptions,
  ratingOptions,
  recommendOptions,
  surveyMessages,
  tourTypeOptions,
} from 'shared-types';

import {
  expectSentPanelFor,
  replaceText as enter,
  settle,
  setUpFormTests,
} from '../../test-utils/form-harness';
import * as fakeSite from '../../test-utils/render-with-toasts';
import { SurveyForm } from './survey-form';

// Each test drives a whole form with user-event; on a loaded machine that outlasts Jest's 5 s.
jest.setTimeout(30_000);

const harness = setUpFormTests();
let fetchSpy: ReturnType<typeof harness.api>;
let consoleErrorSpy: jest.SpyInstance;

beforeEach(() => {
  fetchSpy = harness.api();
  consoleErrorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleErrorSpy.mockRestore();
});

function setup() {
  const user = harness.user();
  fakeSite.renderWithToasts(<SurveyForm />, '/survey');
  return user;
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Your Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  tourDate: () => screen.getByLabelText(/^Tour Date/),
  tourType: () => screen.getByRole('combobox', { name: 'Which tour did you take?' }),
  tourRating: () => screen.getByRole('group', { name: 'How would you rate the tour overall?' }),
  guideRating: () => screen.getByRole('group', { name: 'How would you rate your tour guide?' }),
  howHeard: () => screen.getByRole('combobox', { name: 'How did you hear about us?' }),
  recommend: () =>
    screen.getByRole('group', { name: 'Would you recommend our tours to a friend?' }),
  feedback: () => screen.getByRole('textbox', { name: 'Your Feedback' }),
};

async function submit(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /Submit/ }));
  await settle();
}

async function fillValid(user: UserEvent) {
  await enter(user, field.name(), 'Grace Purrington');
  await enter(user, field.email(), 'grace@example.com');
  await user.type(field.tourDate(), '2025-05-17');
  await user.selectOptions(field.tourType(), 'Lower East Side');
  await user.click(within(field.tourRating()).getByRole('radio', { name: '4 - Good' }));
  await user.click(within(field.guideRating()).getByRole('radio', { name: '5 - Excellent' }));
  await user.selectOptions(field.howHeard(), 'Instagram');
  await user.click(within(field.recommend()).getByRole('radio', { name: 'Probably' }));
  await enter(user, field.feedback(), 'The tenement cats story was wonderful.');
}

describe('SurveyForm', () => {
  it('starts with every field empty and offers every option of the survey in order', () => {
    setup();

    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.tourDate()).toHaveValue('');
    expect(field.tourDate()).toHaveAttribute('type', 'date');
    expect(field.tourType()).toHaveValue('');
    expect(field.howHeard()).toHaveValue('');
    expect(field.feedback()).toHaveValue('');
    for (const group of [field.tourRating(), field.guideRating(), field.recommend()]) {
      within(group)
        .getAllByRole('radio')
        .forEach((radio) => expect(radio).not.toBeChecked());
    }
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent);
    const radioLabels = (group: HTMLElement) =>
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(options(field.tourType())).toEqual(tourTypeOptions);
    expect(options(field.howHeard())).toEqual(howHeardOptions);
    expect(radioLabels(field.tourRating())).toEqual(
      ratingOptions.map(({ value, label }) => `${value} - ${label}`),
    );
    expect(within(field.guideRating()).getAllByRole('radio')).toHaveLength(ratingOptions.length);
    expect(radioLabels(field.recommend())).toEqual(recommendOptions);
  });

  it('shows every required message, tied to its field, and focuses the first', async () => {
    const user = setup();

    await submit(user);

    expect(field.name()).toHaveAccessibleDescription(surveyMessages.nameTooShort);
    expect(field.email()).toHaveAccessibleDescription(surveyMessages.emailInvalid);
    expect(field.tourDate()).toHaveAccessibleDescription(surveyMessages.tourDateRequired);
    expect(field.tourType()).toHaveAccessibleDescription(surveyMessages.tourTypeRequired);
    expect(field.tourRating()).toHaveAccessibleDescription(surveyMessages.tourRatingRequired);
    expect(field.guideRating()).toHaveAccessibleDescription(surveyMessages.guideRatingRequired);
    expect(field.howHeard()).toHaveAccessibleDescription(surveyMessages.howHeardRequired);
    expect(field.recommend()).toHaveAccessibleDescription(surveyMessages.recommendRequired);
    expect(field.feedback()).toHaveAccessibleDescription(
      expect.stringContaining(surveyMessages.feedbackTooShort),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix 9 fields before sending:');
    expect(field.name()).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says when the feedback is too long, and re-checks fields as they are edited', async () => {
    const user = setup();
    await fillValid(user);
    await enter(user, field.feedback(), 'f'.repeat(1001));
    await enter(user, field.name(), 'G');

    await submit(user);

    expect(field.feedback()).toHaveAccessibleDescription(
      expect.stringContaining(surveyMessages.feedbackTooLong),
    );
    expect(field.name()).toHaveAccessibleDescription(surveyMessages.nameTooShort);
    await user.type(field.name(), 'race');
    await settle();
    expect(field.name()).not.toHaveAccessibleDescription();
  });

  it('rejects an email that is not an address', async () => {
    const user = setup();
    await fillValid(user);
    await enter(user, field.email(), 'grace@example');
    await submit(user);
    expect(field.email()).toHaveAccessibleDescription(surveyMessages.emailInvalid);
  });

  it('POSTs the mapped payload with integer ratings', async () => {
    const user = setup();
    await fillValid(user);

    await submit(user);

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/survey');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toStrictEqual({
      name: 'Grace Purrington',
      email: 'grace@example.com',
      tourDate: '2025-05-17',
      tourType: 'Lower East Side',
      tourRating: 4,
      guideRating: 5,
      heardAbout: 'Instagram',
      recommend: 'Probably',
      feedback: 'The tenement cats story was wonderful.',
      honeypot: '',
      formToken: fakeSite.TEST_FORM_TOKEN,
    });
  });

  it("shows 'Submitting...', then thanks the guest and empties the form after 3000 ms", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = setup();
    await fillValid(user);

    await submit(user);

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    await act(async () => answer(fakeSite.jsonResponse(200, { ok: true })));
    await settle();

    const thanks = screen.getByRole('status');
    expect(within(thanks).getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(thanks).toHaveTextContent('We appreciate your feedback. It helps us improve our tours!');
    expect(fakeSite.toasts().getByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(
      fakeSite.toasts().getByText('Your responses have been submitted successfully.'),
    ).toBeInTheDocument();

    expectSentPanelFor('Thank You!', 3000);
    expect(field.name()).toHaveValue('');
    expect(field.tourType()).toHaveValue('');
    expect(within(field.tourRating()).getByRole('radio', { name: '4 - Good' })).not.toBeChecked();
    expect(field.feedback()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
  });

  it("waits out the time left when sent too soon after its token, showing 'Sending...', then sends by itself", async () => {
    const answers = [
      fakeSite.jsonResponse(429, {
        error: { message: 'Please wait before submitting again.', retryAfterMs: 1200 },
      }),
      fakeSite.jsonResponse(200, { ok: true }),
    ];
    fetchSpy.mockImplementation(() => Promise.resolve(answers.shift()!));
    const user = setup();
    await fillValid(user);

    await submit(user);

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fakeSite.toasts().queryByText('Error submitting feedback')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1199));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await settle();

    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy.mock.calls[1]?.[1]).toEqual(fetchSpy.mock.calls[0]?.[1]);
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(fakeSite.toasts().queryByText('Error submitting feedback')).not.toBeInTheDocument();
    expect(consoleErrorSpy).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the server answers an error',
      () => Promise.resolve(fakeSite.jsonResponse(502, { error: { message: 'Mail failed' } })),
    ],
    ['the request throws', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps what was entered and tells the guest when %s', async (_case, answer) => {
    fetchSpy.mockImplementation(answer);
    const user = setup();
    await fillValid(user);

    await submit(user);

    expect(fakeSite.toasts().getByText('Error submitting feedback')).toBeInTheDocument();
    expect(
      fakeSite
        .toasts()
        .getByText('There was a problem submitting your feedback. Please try again.'),
    ).toBeInTheDocument();
    expect(consoleErrorSpy).toHaveBeenCalled();
    expect(field.name()).toHaveValue('Grace Purrington');
    expect(field.feedback()).toHaveValue('The tenement cats story was wonderful.');
    expect(within(field.guideRating()).getByRole('radio', { name: '5 - Excellent' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).not.toBeInTheDocument();
  });
});
