// POST /api/survey (doc 2 §7): validates the post-tour survey with the shared schema and mails it
// to the company. Thin on purpose: parsing, mail building and SES live in ./commons.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { surveyRequestSchema } from 'shared-types';

import { logger } from './commons/logger';
import { buildSurveyMail } from './commons/mail-content';
import { parseJsonBody, validateRequest } from './commons/parse-request';
import { errorResponse, successResponse } from './commons/responses';
import { sendMail } from './commons/send-mail';

const operation = 'Survey response';

/** Lambda handler behind API Gateway for the post-tour survey. */
export async function handler(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const requestId = event.requestContext?.requestId;
  try {
    const request = validateRequest(surveyRequestSchema, parseJsonBody(event));
    const messageId = await sendMail(buildSurveyMail(request));
    logger.info(`${operation} mailed`, { requestId, messageId, tourRating: request.tourRating });
    return successResponse();
  } catch (error) {
    return errorResponse(error, { operation, requestId });
  }
}
