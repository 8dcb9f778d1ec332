import { SESClient } from '@aws-sdk/client-ses';

import { mailConfig } from './config';

/** The SES client, created once per function instance so connections are reused across calls. */
export const sesClient = new SESClient({
  region: mailConfig.region,
  ...(mailConfig.endpoint === undefined ? {} : { endpoint: mailConfig.endpoint }),
  // API Gateway gives up after 29 s; fail well before that so the visitor gets a clear answer.
  requestHandler: { connectionTimeout: 3_000, requestTimeout: 8_000 },
});
