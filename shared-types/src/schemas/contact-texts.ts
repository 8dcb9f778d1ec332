// What the contact form shows and sends without validating: its messages and labels. No zod here, so a page can show the form without loading the validation library.

/** The contact form's validation messages, as the visitor reads them. */
export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 100 characters',
  nameInvalid: 'Name contains invalid characters',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email address is too long',
  phoneInvalid: 'Please enter a valid phone number',
  messageTooLong: 'Message must be less than 1000 characters',
  consentRequired: 'You must agree to receive updates',
} as const;

/** Label of the consent checkbox. */
export const CONTACT_CONSENT_LABEL = 'I agree to receive updates from the product';

/** Sent in place of an empty message. */
export const NO_MESSAGE_PROVIDED = 'No message provided';

/** Longest honeypot value the Lambda accepts; a bot may fill it with anything. */
export const HONEYPOT_MAX = 200;
