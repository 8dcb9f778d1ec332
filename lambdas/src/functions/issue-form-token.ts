// GET /api/form-token: the signed time a page's form was issued at. The forms fetch it when they
// appear and send it back; the intake functions refuse a form sent sooner than a person could
// fill it, or with a token they did not sign.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { FormTokenResponse } from 'shared-types';

import { loadFormTokenConfig } from './commons/config';
import { issueFormToken } from './commons/form-token';
import { formTokenSecret } from './commons/form-token-secret';
import { assertMethod } from './commons/request-guards';
import { errorResponse, jsonResponse } from './commons/responses';
import { tracedHandler } from './commons/tracer';

const config = loadFormTokenConfig(process.env);

/** Lambda handler behind API Gateway for `GET /api/form-token`. */
export const handler = tracedHandler('issue-form-token', issueToken);

async function issueToken(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  try {
    assertMethod(event, 'GET');
    const body: FormTokenResponse = { token: issueFormToken(await formTokenSecret(config)) };
    return jsonResponse(200, body);
  } catch (error) {
    return errorResponse(error, {
      operation: 'Form token',
      requestId: event.requestContext?.requestId,
    });
  }
}
