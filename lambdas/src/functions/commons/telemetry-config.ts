import { loadTelemetryConfig } from './config';

/** The configuration of this telemetry function instance, read at cold start. */
export const telemetryConfig = loadTelemetryConfig(process.env);
