// POST /api/telemetry: the browser's field telemetry (web vitals, errors, fallbacks, remote load
// failures, contract refusals), sent with `navigator.sendBeacon`. The same guards as the forms,
// in the same order (method, media type, origin, then the bounded body), then the shared zod
// schema; a visitor's browser gets a 4xx for anything wrong, never a 5xx. What it accepts becomes
// CloudWatch metrics (./commons/telemetry-metrics.ts); error events are also logged, with the
// error's name and its scrubbed message only.
import type { Metrics } from '@aws-lambda-powertools/metrics';
import { telemetryBatchSchema, telemetryLimits } from 'shared-types';

import { apiHandler, type ApiHandler } from './commons/lambda-handler';
import { logger } from './commons/logger';
import { parseJsonBody, validateRequest } from './commons/parse-request';
import { assertJsonContentType, assertMethod, assertSiteOrigin } from './commons/request-guards';
import { errorResponse, successResponse } from './commons/responses';
import { telemetryConfig } from './commons/telemetry-config';
import {
  createTelemetryMetrics,
  publishToLog,
  recordTelemetryEvents,
  type EmfSink,
} from './commons/telemetry-metrics';

/** What a telemetry handler records with and where its records go. */
export interface TelemetryHandlerOptions {
  /** Where each EMF record goes (Powertools' stdout in Lambda). */
  sink: EmfSink;
  /** The Powertools Metrics instance; one of its own by default. */
  metrics?: Metrics;
}

/** The telemetry handler, with its sink: the Lambda's below, the local server's in local-api.ts. */
export function createTelemetryHandler(options: TelemetryHandlerOptions): ApiHandler {
  const metrics = options.metrics ?? createTelemetryMetrics();
  return apiHandler('record-telemetry', async (event) => {
    try {
      assertMethod(event, 'POST');
      assertJsonContentType(event);
      assertSiteOrigin(event, telemetryConfig.siteOrigins);
      const payload = parseJsonBody(event, telemetryLimits.maxBodyBytes);
      const { events } = validateRequest(telemetryBatchSchema, payload);
      recordTelemetryEvents(metrics, events, options.sink);
      for (const failure of events) {
        if (failure.type === 'Error' || failure.type === 'RemoteLoadFailure') {
          logger.warn(`Browser ${failure.type}`, {
            section: failure.section,
            version: failure.version,
            route: failure.route,
            errorName: failure.error.name,
            errorMessage: failure.error.message,
          });
        }
      }
      return successResponse();
    } catch (error) {
      return errorResponse(error, 'Telemetry');
    }
  });
}

/** Lambda handler behind API Gateway for the browser's beacons. */
export const handler = createTelemetryHandler({ sink: publishToLog });
