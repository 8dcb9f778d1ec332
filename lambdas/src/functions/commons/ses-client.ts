import { SESClient } from '@aws-sdk/client-ses';

import { deliveryConfig } from './delivery-config';
import { clientSettings, sesCallBudget } from './timeouts';
import { tracer } from './tracer';

/** The SES client, created once per function instance so connections are reused across calls. */
export const sesClient = tracer.captureAWSv3Client(
  new SESClient({
    region: deliveryConfig.region,
    ...(deliveryConfig.endpoint === undefined ? {} : { endpoint: deliveryConfig.endpoint }),
    // The queue retries later with back-off; the SDK retries once, inside the function's budget.
    ...clientSettings(sesCallBudget),
  }),
);
