declare const __TELEMETRY_SAMPLE_RATE__: number | undefined;

/**
 * The share of page views whose field telemetry is sent, when the build's environment does not
 * set SITE_TELEMETRY_SAMPLE_RATE: every page view, locally and in prod. The site's traffic is a
 * few thousand page views a day, well within the function's and CloudWatch's cost at 1, and a
 * new release's comparison with the one before needs every view it can get.
 */
export const DEFAULT_TELEMETRY_SAMPLE_RATE = 1;

/** The sampling rate validated by the build (site-config.ts) and baked in; the default under Jest. */
export const telemetrySampleRate: number =
  typeof __TELEMETRY_SAMPLE_RATE__ === 'undefined'
    ? DEFAULT_TELEMETRY_SAMPLE_RATE
    : __TELEMETRY_SAMPLE_RATE__;
