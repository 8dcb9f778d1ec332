// JSON-schema (draft 4) models of the two request bodies for API Gateway's request validator.
// They mirror the limits of `contactRequestSchema` and `surveyRequestSchema` in shared-types as
// necessary conditions only: API Gateway rejects what can never pass, and the Lambda, running the
// zod schema itself, stays the one that words field messages. So strings that zod trims get a
// little slack on their maximum, and formats (e-mail pattern, calendar date) are left to zod.
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import {
  business,
  HONEYPOT_MAX,
  howHeardOptions,
  recommendOptions,
  tourTypeOptions,
} from 'shared-types';

/** Whitespace allowed around a trimmed field on top of its trimmed maximum. */
export const TRIM_SLACK = 100;

const { nameMin, nameMax, emailMax, messageInputMax } = business.contact;
const { feedbackMin, feedbackMax, ratingMin, ratingMax } = business.survey;
const { STRING, OBJECT, INTEGER } = apigateway.JsonSchemaType;

function boundedString(minLength: number, maxLength: number): apigateway.JsonSchema {
  return { type: STRING, minLength, maxLength };
}

const rating: apigateway.JsonSchema = { type: INTEGER, minimum: ratingMin, maximum: ratingMax };

/** POST /api/contact: name 2..99, e-mail up to 254, message up to the input's 2000, honeypot. */
export const contactRequestJsonSchema: apigateway.JsonSchema = {
  schema: apigateway.JsonSchemaVersion.DRAFT4,
  title: 'ContactRequest',
  type: OBJECT,
  required: ['name', 'email', 'message'],
  properties: {
    // The name must be fewer than 100 characters (doc 2 §5), hence nameMax - 1.
    name: boundedString(nameMin, nameMax - 1 + TRIM_SLACK),
    email: boundedString(1, emailMax + TRIM_SLACK),
    // The message is at most 1000 characters once trimmed; the input itself stops at 2000.
    message: { type: STRING, maxLength: messageInputMax },
    honeypot: { type: STRING, maxLength: HONEYPOT_MAX },
  },
};

/** POST /api/survey: the nine answers, choices as enums, ratings as integers 1..5. */
export const surveyRequestJsonSchema: apigateway.JsonSchema = {
  schema: apigateway.JsonSchemaVersion.DRAFT4,
  title: 'SurveyRequest',
  type: OBJECT,
  required: [
    'name',
    'email',
    'tourDate',
    'tourType',
    'tourRating',
    'guideRating',
    'heardAbout',
    'recommend',
    'feedback',
  ],
  properties: {
    name: { type: STRING, minLength: nameMin },
    email: boundedString(1, emailMax + TRIM_SLACK),
    tourDate: { type: STRING, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    tourType: { type: STRING, enum: [...tourTypeOptions] },
    tourRating: rating,
    guideRating: rating,
    heardAbout: { type: STRING, enum: [...howHeardOptions] },
    recommend: { type: STRING, enum: [...recommendOptions] },
    feedback: boundedString(feedbackMin, feedbackMax + TRIM_SLACK),
  },
};
