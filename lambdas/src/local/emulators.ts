// The three local emulators the mail path runs against, each installed from the npm registry:
// aws-ses-v2-local (SES), fauxqs (SQS) and dynalite (DynamoDB, in memory).
import path from 'node:path';

import { startChildEmulator, type Emulator } from './child-emulator';
import { SES_EMULATOR_PORT } from './local-env';

export type { Emulator } from './child-emulator';

/** Where to run an emulator; port 0 picks a free port. */
export interface EmulatorOptions {
  host?: string;
  port?: number;
  startTimeoutMs?: number;
}

const LOOPBACK = '127.0.0.1';

function sesCliPath(): string {
  const packageJson = require.resolve('aws-ses-v2-local/package.json');
  return path.join(path.dirname(packageJson), 'dist', 'cli.js');
}

/**
 * Starts `aws-ses-v2-local` (127.0.0.1:8005 unless told otherwise): `GET /` is its inbox page,
 * `GET /store` the mail as JSON, `POST /clear-store` empties it.
 */
export function startSesEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? LOOPBACK;
  const port = options.port ?? SES_EMULATOR_PORT;
  return startChildEmulator({
    name: 'SES emulator',
    args: [sesCliPath(), '--host', host, '--port', String(port)],
    readyLine: /server running at (\S+)/,
    healthPath: '/health-check',
    host,
    port,
    startTimeoutMs: options.startTimeoutMs,
    env: { SMTP_TRANSPORT: '' },
  });
}

// fauxqs is an ES module; its own CLI listens on every interface, so it is started here on the
// loopback interface only.
const SQS_EMULATOR = `
const { buildApp } = await import('fauxqs');
const [host, port] = process.argv.slice(-2);
const app = buildApp({ logger: false });
const address = await app.listen({ host, port: Number(port) });
console.log('SQS emulator listening at ' + address);
`;

/** Starts the fauxqs SQS emulator; queues are created through the SQS API. */
export function startSqsEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? LOOPBACK;
  const port = options.port ?? 0;
  return startChildEmulator({
    name: 'SQS emulator',
    args: ['--input-type=module', '-e', SQS_EMULATOR, host, String(port)],
    readyLine: /listening at (\S+)/,
    host,
    port,
    startTimeoutMs: options.startTimeoutMs,
  });
}

const DYNAMODB_EMULATOR = `
const dynalite = require('dynalite');
const [host, port] = process.argv.slice(-2);
const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
server.listen(Number(port), host, () => {
  console.log('DynamoDB emulator listening at http://' + host + ':' + server.address().port);
});
`;

/** Starts dynalite, a DynamoDB emulator, in memory; tables are created through the API. */
export function startDynamoDbEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const host = options.host ?? LOOPBACK;
  const port = options.port ?? 0;
  return startChildEmulator({
    name: 'DynamoDB emulator',
    args: ['-e', DYNAMODB_EMULATOR, host, String(port)],
    readyLine: /listening at (\S+)/,
    host,
    port,
    startTimeoutMs: options.startTimeoutMs,
  });
}
