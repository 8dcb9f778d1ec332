// GET /api/form-token: the signed time a page's form was issued at. The forms fetch it when they
// appear and send it back; the intake functions refuse a form sent sooner than a person could
// fill it, or with a token they did not sign.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { FormTokenResponse } from 'shared-types';

import { issueFormToken } from './commons/form-token';
import { formTokenConfig } from './commons/form-token-config';
import { formTokenSecret } from './commons/form-token-secret';
import { apiHandler } from './commons/lambda-handler';
import { assertMethod } from './commons/request-guards';
import { errorResponse, jsonResponse } from './commons/responses';

/** Lambda handler behind API Gateway for `GET /api/form-token`. */
export const handler = apiHandler('issue-form-token', issueToken);

async function issueToken(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  try {
    assertMethod(event, 'GET');
    const body: FormTokenResponse = {
      token: issueFormToken(await formTokenSecret(formTokenConfig)),
    };
    return jsonResponse(200, body);
  } catch (error) {
    return errorResponse(error, 'Form token');
  }
}
