import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

import { ContactForm } from '../features/contact/contact-form';
import { SurveyForm } from '../features/survey/survey-form';
import { jsonResponse, mockSiteApi } from '../test-utils/render-with-toasts';

let posts: ReturnType<typeof mockSiteApi>;

beforeEach(() => {
  posts = mockSiteApi();
  posts.mockResolvedValue(jsonResponse(200, { ok: true }));
});

afterEach(() => {
  posts.mockRestore();
  document.body.innerHTML = '';
});

/** Serves `ui` as the prerendered page does, lets `typeBeforeScripts` run, then hydrates it. */
async function hydrateAfterTyping(ui: ReactElement, typeBeforeScripts: () => void) {
  const page = <MemoryRouter initialEntries={['/']}>{ui}</MemoryRouter>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  typeBeforeScripts();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, page);
  });
  // A hydration mismatch would be reported here.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

function goodTourRating(): HTMLInputElement {
  return document.querySelector('input[name="tourRating"][value="4"]') as HTMLInputElement;
}

function input(name: string): HTMLInputElement | HTMLTextAreaElement {
  return screen.getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;
}

describe('a form typed into before its scripts run', () => {
  it('keeps the contact form’s words and choices through hydration', async () => {
    await hydrateAfterTyping(<ContactForm />, () => {
      input('Name').value = 'Ada Whiskers';
      input('Email').value = 'ada@example.com';
      input('Message (optional)').value = 'Typed while the page was loading';
      (screen.getByRole('checkbox') as HTMLInputElement).checked = true;
    });

    expect(input('Name')).toHaveValue('Ada Whiskers');
    expect(input('Email')).toHaveValue('ada@example.com');
    expect(input('Message (optional)')).toHaveValue('Typed while the page was loading');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('keeps the survey’s answers through hydration', async () => {
    await hydrateAfterTyping(<SurveyForm />, () => {
      input('Your Name').value = 'Grace Purrington';
      input('Your Feedback').value = 'Typed before the scripts arrived.';
      goodTourRating().checked = true;
    });

    expect(input('Your Name')).toHaveValue('Grace Purrington');
    expect(input('Your Feedback')).toHaveValue('Typed before the scripts arrived.');
    expect(goodTourRating()).toBeChecked();
  });
});

describe('a form without JavaScript', () => {
  it.each([
    ['contact', <ContactForm key="contact" />, 'This form needs JavaScript to be sent.'],
    ['survey', <SurveyForm key="survey" />, 'This survey needs JavaScript to be sent.'],
  ])('says so in the %s page’s HTML, with an address to write to', (_name, ui, sentence) => {
    const html = renderToString(<MemoryRouter>{ui}</MemoryRouter>);

    expect(html).toMatch(/<noscript>.*needs JavaScript to be sent.*mailto:/s);
    expect(html).toContain(sentence);
  });
});
