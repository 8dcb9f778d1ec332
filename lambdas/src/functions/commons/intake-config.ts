import { loadIntakeConfig } from './config';

/** The configuration of this intake function instance, read at cold start. */
export const intakeConfig = loadIntakeConfig(process.env);
