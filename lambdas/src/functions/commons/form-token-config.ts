import { loadFormTokenConfig } from './config';

/** The configuration of this form-token function instance, read at cold start. */
export const formTokenConfig = loadFormTokenConfig(process.env);
