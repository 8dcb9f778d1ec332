// The contact payloads: one schema for the form and one for the request that the form POSTs and
// the Lambda validates, built from the same field schemas and messages.

import { business } from '../constants';
import { contactMessages, NO_MESSAGE_PROVIDED } from './contact-texts';
import { EMAIL_PATTERN, isPhoneNumber, LINE_BREAK, stripInvisible } from './fields';
import { sanitizeText } from './sanitize';
import { formTokenSchema, honeypotSchema } from './spam-guards';
import { z } from './zod';

const { nameMin, nameMax, emailMax, messageMax, messageInputMax } = business.contact;

export * from './contact-texts';
export * from './spam-guards';

// Each field reports one message at a time: `abort` stops later checks once "required" fails.

/** Name: required, one line, 2 to 99 characters after trimming, no angle brackets. */
const contactNameSchema = z
  .string({ error: contactMessages.nameRequired })
  .refine((name) => !LINE_BREAK.test(name), { error: contactMessages.nameInvalid, abort: true })
  .overwrite(stripInvisible)
  .trim()
  .min(1, { error: contactMessages.nameRequired, abort: true })
  .min(nameMin, { error: contactMessages.nameTooShort })
  // "fewer than 100 characters", hence the - 1.
  .max(nameMax - 1, { error: contactMessages.nameTooLong })
  .regex(/^[^<>]*$/, { error: contactMessages.nameInvalid });

/** Email: required, at most 254 characters, standard address pattern. */
const contactEmailSchema = z
  .string({ error: contactMessages.emailRequired })
  .trim()
  .min(1, { error: contactMessages.emailRequired, abort: true })
  .max(emailMax, { error: contactMessages.emailTooLong, abort: true })
  // The pattern admits no line break, so no address can add a header.
  .regex(EMAIL_PATTERN, { error: contactMessages.emailInvalid });

/** Phone: optional; when filled, a loose international or US number. */
const contactPhoneSchema = z
  .string()
  .trim()
  .refine((phone) => phone === '' || isPhoneNumber(phone), {
    error: contactMessages.phoneInvalid,
  })
  .optional();

/** Message: at most 1000 characters once trimmed; the input itself is cut at 2000. */
const contactMessageSchema = z
  .string({ error: 'The message must be text' })
  .max(messageInputMax, { error: contactMessages.messageTooLong, abort: true })
  .refine((message) => message.trim().length <= messageMax, {
    error: contactMessages.messageTooLong,
  });

/** Consent: the checkbox must be ticked. */
const contactConsentSchema = z
  .boolean({ error: contactMessages.consentRequired })
  .refine((consent) => consent, { error: contactMessages.consentRequired });

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

/**
 * What the form POSTs and the Lambda validates; phone and consent are not sent. The honeypot is
 * required (a bot that leaves it out is refused) and so is the signed form token.
 */
export const contactRequestSchema = z.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  message: contactMessageSchema,
  honeypot: honeypotSchema,
  formToken: formTokenSchema,
});

/** The contact form's values. */
export type ContactForm = z.input<typeof contactFormSchema>;

/** The contact form's values after validation (trimmed). */
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** The contact request body. */
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/**
 * Builds the request from the form: text sanitized, empty message replaced, honeypot and the
 * page's form token carried.
 */
export function toContactRequest(form: ContactForm, formToken: string): ContactRequest {
  const message = sanitizeText(form.message ?? '');
  return {
    name: sanitizeText(form.name),
    email: form.email.trim(),
    message: message === '' ? NO_MESSAGE_PROVIDED : message,
    honeypot: form.website,
    formToken,
  };
}
