// The API Gateway models of the two request bodies, generated from the shared zod schemas (zod's
// JSON Schema output, draft 4 as API Gateway reads it), so the limits are written once. What zod
// checks in code (trimming, line breaks, calendar dates, messages) has no JSON Schema form and is
// left out: API Gateway refuses what can never pass, and the Lambda, running the zod schema itself,
// stays the one that words field messages.
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { contactRequestSchema, surveyRequestSchema, telemetryBatchSchema } from 'shared-types';
import * as z from 'zod';

/** `schema` as an API Gateway model schema: the input it accepts, in JSON Schema draft 4. */
function toModelSchema(schema: z.ZodType, title: string): apigateway.JsonSchema {
  const { $schema: _version, ...json } = z.toJSONSchema(schema, {
    target: 'draft-4',
    io: 'input',
    // A check zod cannot express (a refinement) is dropped rather than failing the synth.
    unrepresentable: 'any',
  });
  return { ...(json as apigateway.JsonSchema), schema: apigateway.JsonSchemaVersion.DRAFT4, title };
}

/** POST /api/contact. */
export const contactRequestJsonSchema = toModelSchema(contactRequestSchema, 'ContactRequest');

/** POST /api/survey. */
export const surveyRequestJsonSchema = toModelSchema(surveyRequestSchema, 'SurveyRequest');

/** POST /api/telemetry: a beacon's batch of events. */
export const telemetryBatchJsonSchema = toModelSchema(telemetryBatchSchema, 'TelemetryBatch');
