import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_CONSENT_LABEL } from 'shared-types';

import {
  jsonResponse,
  mockSiteApi,
  renderWithToasts,
  toasts,
} from '../../test-utils/render-with-toasts';
import { ContactForm } from './contact-form';

// The validation chunk cannot be loaded, as on a connection lost after the page arrived.
jest.mock('./contact-validation', () => {
  throw new Error('Loading chunk contact-validation failed');
});

jest.setTimeout(30_000);

it('says the message was not sent, and keeps it, when validation cannot load', async () => {
  const fetchSpy = mockSiteApi();
  fetchSpy.mockResolvedValue(jsonResponse(200, { ok: true }));
  const user = userEvent.setup();
  renderWithToasts(<ContactForm />, '/contact');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Whiskers');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'Christmas Eve?');
  await user.click(screen.getByRole('checkbox', { name: CONTACT_CONSENT_LABEL }));

  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'There was a problem sending your message. Please try again later.',
  );
  expect(await toasts().findByText('Message Failed to Send')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue('Christmas Eve?');
  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
});
