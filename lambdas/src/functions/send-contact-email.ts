// POST /api/contact (doc 2 §7): validates the contact request with the shared schema and mails it
// to the company. Thin on purpose: parsing, mail building and SES live in ./commons.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { contactRequestSchema } from 'shared-types';

import { logger } from './commons/logger';
import { buildContactMail } from './commons/mail-content';
import { isHoneypotFilled, parseJsonBody, validateRequest } from './commons/parse-request';
import { errorResponse, successResponse } from './commons/responses';
import { sendMail } from './commons/send-mail';

const operation = 'Contact request';

/** Lambda handler behind API Gateway for the contact form. */
export async function handler(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const requestId = event.requestContext?.requestId;
  try {
    const payload = parseJsonBody(event);
    if (isHoneypotFilled(payload)) {
      // Same answer as a real send, so the bot cannot tell it was caught.
      logger.warn(`${operation} dropped: honeypot filled`, { requestId });
      return successResponse();
    }
    const request = validateRequest(contactRequestSchema, payload);
    const messageId = await sendMail(buildContactMail(request));
    logger.info(`${operation} mailed`, { requestId, messageId });
    return successResponse();
  } catch (error) {
    return errorResponse(error, { operation, requestId });
  }
}
