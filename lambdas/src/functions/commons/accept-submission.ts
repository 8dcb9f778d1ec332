// The intake both form endpoints share, in the order that spends the least on a bad request:
// method, media type and origin before the body is read; size before parsing; the honeypot before
// the schema (a bot learns nothing); the form token; the shared zod schema; then the queue.
import { randomUUID } from 'node:crypto';

import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { z } from 'zod';

import { InvalidFormTokenError, SubmittedTooSoonError } from './errors';
import { checkFormToken } from './form-token';
import { formTokenSecret } from './form-token-secret';
import { intakeConfig } from './intake-config';
import { apiHandler, type ApiHandler } from './lambda-handler';
import { logger } from './logger';
import type { MailContent } from './mail-content';
import type { MailJob } from './mail-job';
import { enqueueMail } from './mail-queue';
import { isHoneypotFilled, parseJsonBody, validateRequest } from './parse-request';
import { assertJsonContentType, assertMethod, assertSiteOrigin } from './request-guards';
import { errorResponse, successResponse } from './responses';

/** One form endpoint: its schema, how a valid request becomes a mail, and what to log. */
export interface SubmissionRoute<Schema extends z.ZodType> {
  /** Which form, as the queue and the logs name it. */
  kind: MailJob['kind'];
  /** Log wording, e.g. 'Contact request'. */
  operation: string;
  /** The shared request schema. */
  schema: Schema;
  /** Builds the mail the company receives. */
  buildMail: (request: z.output<Schema>) => MailContent;
  /** Fields safe to log on acceptance (never the visitor's words). */
  logFields?: (request: z.output<Schema>) => Record<string, unknown>;
}

async function assertFormToken(token: unknown): Promise<void> {
  const check = checkFormToken(token, await formTokenSecret(intakeConfig));
  if (check.valid) return;
  if (check.reason === 'too-soon') throw new SubmittedTooSoonError(check.waitMs);
  throw new InvalidFormTokenError(check.reason);
}

/** Answers one POST of a form: 200 once the mail is safely queued, 4xx for the visitor's mistakes. */
async function acceptSubmission<Schema extends z.ZodType>(
  route: SubmissionRoute<Schema>,
  event: APIGatewayProxyEvent,
): Promise<APIGatewayProxyResult> {
  try {
    assertMethod(event, 'POST');
    assertJsonContentType(event);
    assertSiteOrigin(event, intakeConfig.siteOrigins);
    const payload = parseJsonBody(event);
    if (isHoneypotFilled(payload)) {
      // Same answer as a real send, so the bot cannot tell it was caught.
      logger.warn(`${route.operation} dropped: honeypot filled`);
      return successResponse();
    }
    await assertFormToken(payload.formToken);
    const request = validateRequest(route.schema, payload);
    const job: MailJob = {
      id: randomUUID(),
      kind: route.kind,
      acceptedAt: new Date().toISOString(),
      mail: route.buildMail(request),
    };
    const messageId = await enqueueMail(intakeConfig.queueUrl, job);
    logger.info(`${route.operation} accepted`, {
      jobId: job.id,
      messageId,
      ...route.logFields?.(request),
    });
    return successResponse();
  } catch (error) {
    return errorResponse(error, route.operation);
  }
}

/** The Lambda handler of one form endpoint, named `name` in traces. */
export function submissionHandler<Schema extends z.ZodType>(
  name: string,
  route: SubmissionRoute<Schema>,
): ApiHandler {
  return apiHandler(name, (event) => acceptSubmission(route, event));
}
