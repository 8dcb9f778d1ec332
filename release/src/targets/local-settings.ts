// The two stages of this machine: each is one bucket of the S3 emulator, laid out as the site
// bucket of an AWS stage, and one site served from it by the local stage server. Their ports are
// settings, so several checkouts can rehearse side by side.
import path from 'node:path';

import { localStages, type LocalStage } from '../model/stage';

/** Where one local stage lives. */
interface LocalStageSettings {
  readonly stage: LocalStage;
  /** Its bucket in the emulator. */
  readonly bucket: string;
  /** The port its site is served on. */
  readonly port: number;
  /** Its site's address, which its pages name (canonical links, sitemap, robots.txt). */
  readonly siteUrl: string;
}

/** Where the emulator and the stages are, from the environment. */
export interface ReleaseStoreSettings {
  /** The emulator's port. */
  readonly storePort: number;
  /** The folder the emulator keeps its buckets in. */
  readonly directory: string;
  readonly stages: Readonly<Record<LocalStage, LocalStageSettings>>;
}

const DEFAULT_PORTS = { store: 4569, 'local-staging': 8081, 'local-prod': 8082 } as const;

function portOf(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number (1-65535), not "${value}".`);
  }
  return port;
}

/**
 * The settings: RELEASE_STORE_PORT (4569), RELEASE_STAGING_PORT (8081), RELEASE_PROD_PORT (8082)
 * and RELEASE_STORE_DIR (`.release-store/` at the repository's root, which git ignores).
 */
export function releaseStoreSettings(
  repoRoot: string,
  env: Record<string, string | undefined> = process.env,
): ReleaseStoreSettings {
  const variables = { 'local-staging': 'RELEASE_STAGING_PORT', 'local-prod': 'RELEASE_PROD_PORT' };
  const stage = (name: LocalStage): LocalStageSettings => {
    const port = portOf(env[variables[name]], DEFAULT_PORTS[name], variables[name]);
    return {
      stage: name,
      bucket: `cats-about-town-${name}`,
      port,
      siteUrl: `http://127.0.0.1:${port}`,
    };
  };
  return {
    storePort: portOf(env.RELEASE_STORE_PORT, DEFAULT_PORTS.store, 'RELEASE_STORE_PORT'),
    directory: path.resolve(repoRoot, env.RELEASE_STORE_DIR ?? '.release-store'),
    stages: Object.fromEntries(localStages.map((name) => [name, stage(name)])) as Record<
      LocalStage,
      LocalStageSettings
    >,
  };
}
