// POST /api/survey: checks the post-tour survey with the shared schema and queues its mail to the
// company. Thin on purpose: the intake steps live in ./commons/accept-submission.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { surveyRequestSchema } from 'shared-types';

import { acceptSubmission } from './commons/accept-submission';
import { buildSurveyMail } from './commons/mail-content';
import { tracedHandler } from './commons/tracer';

/** Lambda handler behind API Gateway for the post-tour survey. */
export const handler = tracedHandler(
  'send-survey-email',
  (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> =>
    acceptSubmission(
      {
        kind: 'survey',
        operation: 'Survey response',
        schema: surveyRequestSchema,
        buildMail: buildSurveyMail,
        logFields: (request) => ({ tourRating: request.tourRating }),
      },
      event,
    ),
);
