// Handlers validate their configuration at cold start, so every test file starts with a valid
// mail environment. Logs go through the global console (POWERTOOLS_DEV) so tests can read them.
import { createLocalMailEnvironment } from '../local/local-env';

Object.assign(process.env, createLocalMailEnvironment(), {
  // Unit tests mock the SES client; no request may leave the process.
  SES_ENDPOINT: '',
  POWERTOOLS_DEV: 'true',
});
