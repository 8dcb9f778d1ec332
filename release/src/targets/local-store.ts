// The local stages' store: an S3 emulator (s3rver) holding one bucket per local stage, started
// and stopped by the project's scripts, and an S3 client of the AWS SDK pointed at it. Every
// read and write of a release goes through that client, the same calls that run against AWS.
import fs from 'node:fs';
import net from 'node:net';

import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

import type { ReleaseStoreSettings } from './local-settings';

/** The emulator's fixed credentials: it checks signatures, never who signs. */
const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A client of the store at `endpoint` (path-style addresses, as the emulator serves them). */
function storeClient(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: EMULATOR_CREDENTIALS,
  });
}

/** Whether something answers on the port (a store another process started). */
export function portAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A store in use: its client, and `stop()` for the emulator when this process started it. */
export interface ReleaseStore {
  readonly endpoint: string;
  readonly s3: S3Client;
  /** Whether this process started the emulator (and `stop` stops it). */
  readonly started: boolean;
  stop(): Promise<void>;
}

/**
 * Opens the store: the emulator already answering on its port, or one started here on the
 * settings' folder. Either way each stage's bucket exists afterwards.
 */
export async function openReleaseStore(settings: ReleaseStoreSettings): Promise<ReleaseStore> {
  const endpoint = `http://127.0.0.1:${settings.storePort}`;
  let emulator: S3rver | undefined;
  if (!(await portAnswers(settings.storePort))) {
    fs.mkdirSync(settings.directory, { recursive: true });
    emulator = new S3rver({
      address: '127.0.0.1',
      port: settings.storePort,
      directory: settings.directory,
      silent: true,
    });
    await emulator.run();
  }
  const s3 = storeClient(endpoint);
  for (const { bucket } of Object.values(settings.stages)) {
    try {
      await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch {
      await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    }
  }
  return {
    endpoint,
    s3,
    started: emulator !== undefined,
    async stop() {
      s3.destroy();
      await emulator?.close();
    },
  };
}
