// Request parsing, cheapest refusal first: size (413), then JSON (400), then the shared zod
// schema (400 with field messages), so an oversized or garbled body costs no parsing.
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { MAX_REQUEST_BODY_BYTES } from 'shared-types';
import type { z } from 'zod';

import { MalformedJsonError, PayloadTooLargeError, RequestValidationError } from './errors';
import { fieldErrors } from './field-errors';

/** A JSON object as parsed from a request body. */
export type JsonObject = Record<string, unknown>;

/** The event fields the body parser reads. */
export type EventBody = Pick<APIGatewayProxyEvent, 'body' | 'isBase64Encoded'>;

/**
 * Reads the body as a JSON object: 413 above `maxBytes` (`MAX_REQUEST_BODY_BYTES` unless the
 * endpoint bounds it tighter), 400 when it is not JSON.
 */
export function parseJsonBody(event: EventBody, maxBytes = MAX_REQUEST_BODY_BYTES): JsonObject {
  const raw = event.body ?? '';
  let text = raw;
  if (event.isBase64Encoded) {
    // Four base64 characters carry three bytes: refuse before decoding a huge body.
    const estimatedBytes = Math.floor((raw.length * 3) / 4);
    if (estimatedBytes > maxBytes + 2) throw new PayloadTooLargeError(estimatedBytes);
    text = Buffer.from(raw, 'base64').toString('utf8');
  }
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxBytes) throw new PayloadTooLargeError(bytes);

  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw new MalformedJsonError({ cause: error });
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new MalformedJsonError();
  }
  return payload as JsonObject;
}

/** Validates `payload` with `schema`; throws a `RequestValidationError` with the field messages. */
export function validateRequest<Schema extends z.ZodType>(
  schema: Schema,
  payload: unknown,
): z.output<Schema> {
  const result = schema.safeParse(payload);
  if (!result.success) throw new RequestValidationError(fieldErrors(result.error));
  return result.data;
}

/**
 * Whether the hidden spam-trap field was filled. Checked before the schema so that a bot learns
 * nothing, not even which of its other fields were wrong: it always gets the success answer.
 */
export function isHoneypotFilled(payload: JsonObject, field = 'honeypot'): boolean {
  const value = payload[field];
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  // A person never touches the hidden field, and the form only ever sends a string.
  return true;
}
