// POST /api/contact: checks the contact request with the shared schema and queues its mail to the
// company. Thin on purpose: the intake steps live in ./commons/accept-submission.
import { contactRequestSchema } from 'shared-types';

import { submissionHandler } from './commons/accept-submission';
import { buildContactMail } from './commons/mail-content';

/** Lambda handler behind API Gateway for the contact form. */
export const handler = submissionHandler('send-contact-email', {
  kind: 'contact',
  operation: 'Contact request',
  schema: contactRequestSchema,
  buildMail: buildContactMail,
});
