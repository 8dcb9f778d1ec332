// The Lambdas run on this machine: the mail path (its queue, table and SES emulators, and the
// delivery poller) and the API's handlers behind `/api/*`, for the local server and stages.
export { SES_EMULATOR_PORT } from './local-env';
export { startLocalMailStack, type LocalMailStack } from './mail-stack';
export { handleLocalApiRequest, type LocalApiOptions } from './local-api';
