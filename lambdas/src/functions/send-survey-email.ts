// POST /api/survey: checks the post-tour survey with the shared schema and queues its mail to the
// company. Thin on purpose: the intake steps live in ./commons/accept-submission.
import { surveyRequestSchema } from 'shared-types';

import { submissionHandler } from './commons/accept-submission';
import { buildSurveyMail } from './commons/mail-content';

/** Lambda handler behind API Gateway for the post-tour survey. */
export const handler = submissionHandler('send-survey-email', {
  kind: 'survey',
  operation: 'Survey response',
  schema: surveyRequestSchema,
  buildMail: buildSurveyMail,
  logFields: (request) => ({ tourRating: request.tourRating }),
});
