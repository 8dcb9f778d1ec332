// The schema `POST /api/telemetry` checks a beacon with. Strict objects: a field the schema does
// not name is refused, so nothing a visitor typed can ride along. An error event carries only the
// error's name and a scrubbed message, scrubbed again here whatever the browser sent.

import { ROUTE_PATH_PATTERN } from '../routes';
import {
  scrubErrorMessage,
  telemetryLimits,
  telemetrySections,
  TELEMETRY_VERSION_PATTERN,
  type TelemetryBatch,
} from '../telemetry';
import { z } from './zod';

/**
 * A route's path as the routes are written (no query, no trailing slash): any the site may have,
 * since a remote adds pages in its own releases (a page the collector's build never saw among
 * them), bounded as a version is.
 */
const routePath = z
  .string()
  .max(telemetryLimits.maxRoute)
  .regex(ROUTE_PATH_PATTERN, 'Not a route of the site.');

const base = {
  section: z.enum(telemetrySections),
  version: z
    .string()
    .min(1)
    .max(telemetryLimits.maxVersion)
    .regex(TELEMETRY_VERSION_PATTERN, 'A version is letters, digits, dots, hyphens.'),
  route: routePath,
};

const errorDetail = z.strictObject({
  name: z
    .string()
    .max(telemetryLimits.maxErrorName)
    .regex(/^[A-Za-z_$][\w$]*$/, 'An error name is an identifier.'),
  message: z.string().max(telemetryLimits.maxErrorMessage).transform(scrubErrorMessage),
});

const milliseconds = z.number().finite().min(0).max(telemetryLimits.maxMilliseconds);

/** One event of a beacon. */
const telemetryEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.enum(['PageView', 'Fallback', 'ContractRefusal']), ...base }),
  z.strictObject({ type: z.enum(['Error', 'RemoteLoadFailure']), ...base, error: errorDetail }),
  z.strictObject({ type: z.enum(['LCP', 'INP', 'TTFB']), ...base, value: milliseconds }),
  z.strictObject({
    type: z.literal('CLS'),
    ...base,
    value: z.number().finite().min(0).max(telemetryLimits.maxCls),
  }),
]);

/** A beacon's body: one to `maxEvents` events. */
export const telemetryBatchSchema = z.strictObject({
  events: z.array(telemetryEventSchema).min(1).max(telemetryLimits.maxEvents),
}) satisfies z.ZodType<TelemetryBatch, unknown>;
