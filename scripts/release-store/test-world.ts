// The S3-emulator world the release, promotion and canary tests share: a store of their own
// (s3rver on a free port, in a scratch folder), stages on free ports that nothing serves, scratch
// builds, and a release world that builds nothing. Each suite says how its smoke and prerender
// answer.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import type { LocalReleaseWorld } from './local-release';
import { releaseStoreSettings, type ReleaseStoreSettings } from './local-stages';
import { openReleaseStore, type ReleaseStore } from './store';

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A scratch build folder holding `files` (path → text). */
export function writeBuild(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** A store of a test's own and the settings that name it. */
export interface TestStore {
  readonly settings: ReleaseStoreSettings;
  readonly store: ReleaseStore;
}

/** Starts an emulator of the test's own, its stages' buckets created; `store.stop()` ends it. */
export async function openTestStore(repoRoot: string): Promise<TestStore> {
  const [storePort, stagingPort, prodPort] = [await freePort(), await freePort(), await freePort()];
  const settings = {
    ...releaseStoreSettings(repoRoot, {
      RELEASE_STORE_PORT: String(storePort),
      RELEASE_STAGING_PORT: String(stagingPort),
      RELEASE_PROD_PORT: String(prodPort),
    }),
    directory: fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-')),
  };
  return { settings, store: await openReleaseStore(settings) };
}

/** A release world on the test's store that builds nothing, with the suite's smoke and prerender. */
export function testWorld(
  { settings, store }: TestStore,
  parts: Pick<LocalReleaseWorld, 'smoke' | 'prerender'>,
): LocalReleaseWorld {
  return {
    settings,
    s3: store.s3,
    sesUrl: 'http://127.0.0.1:1',
    run: () => {
      throw new Error('the tests build nothing');
    },
    log: () => undefined,
    ...parts,
  };
}
