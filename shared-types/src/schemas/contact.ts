// The contact payloads (doc 2 §5 and §7): one schema for the form and one for the request that the
// form POSTs and the Lambda validates, built from the same field schemas and messages.
import * as z from 'zod';

import { business } from '../constants';
import { sanitizeText } from '../sanitize';
import { contactMessages, HONEYPOT_MAX, NO_MESSAGE_PROVIDED } from './contact-texts';
import { EMAIL_PATTERN, isPhoneNumber } from './fields';

const { nameMin, nameMax, emailMax, messageMax } = business.contact;

export * from './contact-texts';

// Each field reports one message at a time: `abort` stops later checks once "required" fails.

/** Name: required, 2 to 99 characters after trimming, no angle brackets. */
export const contactNameSchema = z
  .string({ error: contactMessages.nameRequired })
  .trim()
  .min(1, { error: contactMessages.nameRequired, abort: true })
  .min(nameMin, { error: contactMessages.nameTooShort })
  // "fewer than 100 characters" (doc 2 §5), hence the - 1.
  .max(nameMax - 1, { error: contactMessages.nameTooLong })
  .refine((name) => !/[<>]/.test(name), { error: contactMessages.nameInvalid });

/** Email: required, at most 254 characters, standard address pattern. */
export const contactEmailSchema = z
  .string({ error: contactMessages.emailRequired })
  .trim()
  .min(1, { error: contactMessages.emailRequired, abort: true })
  .max(emailMax, { error: contactMessages.emailTooLong, abort: true })
  .regex(EMAIL_PATTERN, { error: contactMessages.emailInvalid });

/** Phone: optional; when filled, a loose international or US number. */
export const contactPhoneSchema = z
  .string()
  .trim()
  .refine((phone) => phone === '' || isPhoneNumber(phone), {
    error: contactMessages.phoneInvalid,
  })
  .optional();

/** Message: at most 1000 characters once trimmed (the input itself is cut at 2000). */
export const contactMessageSchema = z
  .string({ error: 'The message must be text' })
  .refine((message) => message.trim().length <= messageMax, {
    error: contactMessages.messageTooLong,
  });

/** Consent: the checkbox must be ticked. */
export const contactConsentSchema = z
  .boolean({ error: contactMessages.consentRequired })
  .refine((consent) => consent, { error: contactMessages.consentRequired });

/** The hidden spam-trap value, as the request carries it. */
export const honeypotSchema = z.string().max(HONEYPOT_MAX);

/** The contact form as the visitor fills it. */
export const contactFormSchema = z.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  phone: contactPhoneSchema,
  message: contactMessageSchema.optional(),
  consent: contactConsentSchema,
  /** Hidden spam trap: left as typed so the spam guard can see it was filled. */
  website: z.string(),
});

/** What the form POSTs and the Lambda validates; phone and consent are not sent (doc 2 §7). */
export const contactRequestSchema = z.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  message: contactMessageSchema,
  honeypot: honeypotSchema.optional(),
});

/** The contact form's values. */
export type ContactForm = z.input<typeof contactFormSchema>;

/** The contact form's values after validation (trimmed). */
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** The contact request body. */
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Builds the request from the form: text sanitized, empty message replaced, honeypot carried. */
export function toContactRequest(form: ContactForm): ContactRequest {
  const message = sanitizeText(form.message ?? '');
  return {
    name: sanitizeText(form.name),
    email: form.email.trim(),
    message: message === '' ? NO_MESSAGE_PROVIDED : message,
    honeypot: form.website,
  };
}
