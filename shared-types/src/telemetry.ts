// Field telemetry: what the browser's beacons may carry to `POST /api/telemetry`, and the
// CloudWatch metrics the telemetry function makes of them. Free of zod, so the shell's small
// telemetry module can use these names without downloading the validator
// (schemas/telemetry.ts holds the schema the function checks a batch with).
import type { RemoteName } from './federation';

/** The sections a telemetry event is counted for: the shell and each remote. */
export const telemetrySections = ['shell', 'homeTours', 'blogGallery', 'forms'] as const;

/** A section as telemetry names it. */
export type TelemetrySection = 'shell' | RemoteName;

/** The web vitals a beacon reports, each with a measured value. */
export type WebVitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/** Every kind of event a beacon carries; each is the CloudWatch metric of the same name. */
export type TelemetryEventType =
  'PageView' | 'Error' | 'Fallback' | 'RemoteLoadFailure' | 'ContractRefusal' | WebVitalName;

/** Where a beacon is sent (same origin: the CSP's `connect-src 'self'` covers it). */
export const TELEMETRY_PATH = '/api/telemetry';

/** The metrics' CloudWatch namespace and the Powertools service name of the function. */
export const telemetryMetrics = {
  namespace: 'CatsAboutTown/Site',
  serviceName: 'site-telemetry',
} as const;

/** Bounds of a beacon, so a batch stays far below `navigator.sendBeacon`'s 64 KiB. */
export const telemetryLimits = {
  /** Events in one batch. */
  maxEvents: 25,
  /** Characters of a release version (`20261125-031500-ab12cd3`, `0.1.0`, `local`). */
  maxVersion: 48,
  /** Characters of a route's path (`/tours/brooklyn-heights`). */
  maxRoute: 100,
  /** Characters of an error's name (`TypeError`, `RemoteTimeoutError`). */
  maxErrorName: 40,
  /** Characters of an error's scrubbed message. */
  maxErrorMessage: 160,
  /** Largest body the endpoint reads, in bytes. */
  maxBodyBytes: 8 * 1024,
  /** Largest LCP, INP or TTFB value taken, in milliseconds: anything longer is not a measure. */
  maxMilliseconds: 120_000,
  /** Largest CLS value taken (a score; a page that shifts this much is already broken). */
  maxCls: 100,
} as const;

/** What a section's release version may look like: letters, digits, dot, underscore, hyphen. */
export const TELEMETRY_VERSION_PATTERN = /^[A-Za-z0-9._-]+$/;

/** The version a section carries when the browser could not tell which release it loaded. */
export const UNKNOWN_VERSION = 'unknown';

/**
 * What an error event carries: the error's name and its message, scrubbed by
 * `scrubErrorMessage`. Never its stack, the page's address or anything the visitor typed.
 */
interface TelemetryErrorDetail {
  name: string;
  message: string;
}

/** Fields every event carries. */
interface TelemetryEventBase {
  /** The route's owner for page-level events; the failing section for failures. */
  section: TelemetrySection;
  /** That section's release version as the browser loaded it. */
  version: string;
  /** The route's path pattern from `appRoutes`, never a query string. */
  route: string;
}

/** One event of a beacon. */
export type TelemetryEvent = TelemetryEventBase &
  (
    | { type: 'PageView' | 'Fallback' | 'ContractRefusal' }
    | { type: 'Error' | 'RemoteLoadFailure'; error: TelemetryErrorDetail }
    | { type: WebVitalName; value: number }
  );

/** A beacon's body. */
export interface TelemetryBatch {
  events: TelemetryEvent[];
}

const URL_QUERY = /([a-z][a-z0-9+.-]*:\/\/[^\s?#]*|\/[^\s?#]*)[?#]\S*/gi;
const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g;
const LONG_NUMBER = /\d{5,}/g;

/**
 * An error's message as a beacon may carry it: without the query or fragment of any address in
 * it, without anything that looks like an e-mail address, without long numbers (a phone number,
 * an order), whitespace collapsed, cut to `maxErrorMessage` characters.
 */
export function scrubErrorMessage(message: string): string {
  return message
    .replace(URL_QUERY, '$1')
    .replace(EMAIL, '[email]')
    .replace(LONG_NUMBER, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, telemetryLimits.maxErrorMessage);
}

/** An error's name as a beacon may carry it: an identifier, else `Error`. */
export function scrubErrorName(name: unknown): string {
  return typeof name === 'string' && /^[A-Za-z_$][\w$]*$/.test(name)
    ? name.slice(0, telemetryLimits.maxErrorName)
    : 'Error';
}
