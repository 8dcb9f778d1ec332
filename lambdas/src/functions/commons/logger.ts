import { Logger } from '@aws-lambda-powertools/logger';

// One logger per function instance. It must never receive the visitor's message or
// feedback text: handlers log outcomes, request ids and field names only.

/** Structured JSON logger shared by both functions. */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'cats-about-town-mail',
});
