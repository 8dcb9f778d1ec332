// The environment the handlers run with on the `npm start` origin and in the integration test:
// the same variables CDK sets in production, pointed at the local SES emulator.

/** Port the SES emulator listens on for `npm start`. */
export const SES_EMULATOR_PORT = 8005;

/** The mail environment for handlers talking to an emulator on `port` at 127.0.0.1. */
export function createLocalMailEnvironment(port: number = SES_EMULATOR_PORT) {
  return {
    MAIL_SENDER: 'tours@catsabouttown.example',
    MAIL_RECIPIENT: 'hello@catsabouttown.example',
    SES_REGION: 'us-east-1',
    SES_ENDPOINT: `http://127.0.0.1:${port}`,
    // The SDK signs every request; the emulator only checks that a signature is there, so dummy
    // credentials keep it from looking for real ones (profile files, instance metadata).
    AWS_ACCESS_KEY_ID: 'local-access-key',
    AWS_SECRET_ACCESS_KEY: 'local-secret-key',
    AWS_REGION: 'us-east-1',
    AWS_EC2_METADATA_DISABLED: 'true',
    POWERTOOLS_SERVICE_NAME: 'cats-about-town-mail-local',
    // Lambda runs Node 22; the SDK's notice about older Node versions is noise on a laptop.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  } satisfies Record<string, string>;
}

/** The mail environment for `npm start`: apply it to `process.env` before the first request. */
export const localMailEnvironment = createLocalMailEnvironment();
