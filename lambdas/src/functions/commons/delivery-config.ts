import { loadDeliveryConfig } from './config';

/** The configuration of this delivery function instance, read at cold start. */
export const deliveryConfig = loadDeliveryConfig(process.env);
