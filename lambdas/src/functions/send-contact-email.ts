// POST /api/contact: checks the contact request with the shared schema and queues its mail to the
// company. Thin on purpose: the intake steps live in ./commons/accept-submission.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { contactRequestSchema } from 'shared-types';

import { acceptSubmission } from './commons/accept-submission';
import { buildContactMail } from './commons/mail-content';
import { tracedHandler } from './commons/tracer';

/** Lambda handler behind API Gateway for the contact form. */
export const handler = tracedHandler(
  'send-contact-email',
  (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> =>
    acceptSubmission(
      {
        kind: 'contact',
        operation: 'Contact request',
        schema: contactRequestSchema,
        buildMail: buildContactMail,
      },
      event,
    ),
);
