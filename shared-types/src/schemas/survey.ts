// The post-tour survey. The form schema validates what the visitor typed and transforms it into
// the answers the request carries; the request schema validates the request on its own for the
// Lambda, with the same messages.

import { business } from '../constants';
import { contactMessages } from './contact-texts';
import { EMAIL_PATTERN, LINE_BREAK, stripInvisible } from './fields';
import { formTokenSchema, honeypotSchema } from './spam-guards';
import {
  emptySurveyForm,
  howHeardOptions,
  ratingOptions,
  recommendOptions,
  surveyMessages,
  tourTypeOptions,
} from './survey-options';
import { z } from './zod';

const { nameMin, feedbackMin, feedbackMax, ratingMin, ratingMax } = business.survey;

export * from './survey-options';

// An address longer than 254 characters is not a valid address (RFC 5321), so it gets the same
// message rather than a new one.
const EMAIL_MAX = business.contact.emailMax;

// The survey names no other name rules, so a name that is too long or not one line gets the
// contact form's words for the same problem.
const surveyNameSchema = z
  .string({ error: surveyMessages.nameTooShort })
  .refine((name) => !LINE_BREAK.test(name), { error: contactMessages.nameInvalid, abort: true })
  .overwrite(stripInvisible)
  .trim()
  .min(nameMin, { error: surveyMessages.nameTooShort })
  .max(business.contact.nameMax - 1, { error: contactMessages.nameTooLong });

const surveyEmailSchema = z
  .string({ error: surveyMessages.emailInvalid })
  .trim()
  .max(EMAIL_MAX, { error: surveyMessages.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, { error: surveyMessages.emailInvalid });

/** Whether a YYYY-MM-DD text names a real calendar day. */
function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

// A date input yields YYYY-MM-DD, so the form and the request accept the same text.
const tourDateSchema = z
  .string({ error: surveyMessages.tourDateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: surveyMessages.tourDateRequired, abort: true })
  .refine(isCalendarDate, { error: surveyMessages.tourDateRequired });

const feedbackSchema = z
  .string({ error: surveyMessages.feedbackTooShort })
  .trim()
  .min(feedbackMin, { error: surveyMessages.feedbackTooShort })
  .max(feedbackMax, { error: surveyMessages.feedbackTooLong });

/** A choice among `options`; an empty or unknown value gets `message`. */
function choiceSchema<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}

/** A 1-5 rating as the request carries it. */
function ratingSchema(message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(ratingMin, { error: message })
    .max(ratingMax, { error: message });
}

/** A 1-5 rating as the form holds it: '' until chosen. */
function formRatingSchema(message: string) {
  const values: readonly string[] = ratingOptions.map((option) => option.value);
  return z.string({ error: message }).refine((value) => values.includes(value), { error: message });
}

/** A choice as the form holds it: '' until chosen. */
function formChoiceSchema(options: readonly string[], message: string) {
  return z
    .string({ error: message })
    .refine((value) => options.includes(value), { error: message });
}

/** The nine answers of a survey, as the request carries them. */
const surveyAnswersSchema = z.object({
  name: surveyNameSchema,
  email: surveyEmailSchema,
  tourDate: tourDateSchema,
  tourType: choiceSchema(tourTypeOptions, surveyMessages.tourTypeRequired),
  tourRating: ratingSchema(surveyMessages.tourRatingRequired),
  guideRating: ratingSchema(surveyMessages.guideRatingRequired),
  heardAbout: choiceSchema(howHeardOptions, surveyMessages.howHeardRequired),
  recommend: choiceSchema(recommendOptions, surveyMessages.recommendRequired),
  feedback: feedbackSchema,
});

/** The survey request body, validated on its own by the Lambda: answers plus both spam guards. */
export const surveyRequestSchema = surveyAnswersSchema.extend({
  honeypot: honeypotSchema,
  formToken: formTokenSchema,
});

/**
 * The survey form: validates the visitor's input and outputs the answers and the honeypot
 * (howHeard → heardAbout, wouldRecommend → recommend, ratings as integers, website → honeypot).
 */
export const surveyFormSchema = z
  .object({
    name: surveyNameSchema,
    email: surveyEmailSchema,
    tourDate: tourDateSchema,
    tourType: formChoiceSchema(tourTypeOptions, surveyMessages.tourTypeRequired),
    tourRating: formRatingSchema(surveyMessages.tourRatingRequired),
    guideRating: formRatingSchema(surveyMessages.guideRatingRequired),
    howHeard: formChoiceSchema(howHeardOptions, surveyMessages.howHeardRequired),
    wouldRecommend: formChoiceSchema(recommendOptions, surveyMessages.recommendRequired),
    feedback: feedbackSchema,
    /** Hidden spam trap, sent as `honeypot`. */
    website: z.string(),
  })
  .transform((form) => ({
    name: form.name,
    email: form.email,
    tourDate: form.tourDate,
    tourType: form.tourType,
    tourRating: Number(form.tourRating),
    guideRating: Number(form.guideRating),
    heardAbout: form.howHeard,
    recommend: form.wouldRecommend,
    feedback: form.feedback,
    honeypot: form.website,
  }))
  // The form has already checked every field, so this only narrows the payload's types.
  .pipe(surveyAnswersSchema.extend({ honeypot: honeypotSchema }));

/** The survey form's values; every field is a string. */
export type SurveyForm = z.input<typeof surveyFormSchema>;

/** What the survey form yields once valid: the answers and the honeypot, without the token. */
export type SurveySubmission = z.output<typeof surveyFormSchema>;

/** The survey request body. */
export type SurveyRequest = z.output<typeof surveyRequestSchema>;

// The empty form is a form the schema takes.
emptySurveyForm satisfies SurveyForm;

/**
 * A survey request the schema accepts, but for its form token (which only a server can sign):
 * the one sample the handler tests, the mail drill and the API's end-to-end tests start from.
 */
export const sampleSurveyRequest = {
  name: 'Grace Mews',
  email: 'grace@example.org',
  tourDate: '2025-01-12',
  tourType: 'Brooklyn Heights',
  tourRating: 5,
  guideRating: 4,
  heardAbout: 'Friend or Family',
  recommend: 'Yes, definitely',
  feedback: 'Loved the story of the library cat.',
  honeypot: '',
} as const satisfies Omit<SurveyRequest, 'formToken'>;
