// The local stages for the pipeline's tests: an S3 emulator of the test's own (s3rver on a free
// port, in a scratch folder), each stage's site served from its bucket through the edge on a free
// port, scratch builds, and tools that build nothing and prerender by writing a page per route.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { getObject } from '../artifact/artifact';
import type { PrerenderRequest } from '../model/prerender-exchange';
import type { ContractRecord, SmokeResult } from '../model/release-record';
import { localStages, type LocalStage } from '../model/stage';
import type { PipelineTools, SmokeContext } from '../pipeline/pipeline';
import { releaseStoreSettings, type ReleaseStoreSettings } from '../targets/local-settings';
import { openReleaseStore, type ReleaseStore } from '../targets/local-store';
import { serveTestSite, type TestSite } from './stage-site';

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
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

/** The store and the stages' sites of a test; `close` ends them. */
export interface TestStages {
  readonly settings: ReleaseStoreSettings;
  readonly store: ReleaseStore;
  close(): Promise<void>;
}

/** Starts an emulator and one site per stage, on free ports. */
export async function openTestStages(): Promise<TestStages> {
  const sites: TestSite[] = [];
  // The sites start first (the settings name their ports), the store they read from after.
  const started: { store?: ReleaseStore } = {};
  const read = (stage: LocalStage) => (key: string) =>
    started.store
      ? getObject(started.store.s3, `cats-about-town-${stage}`, key)
      : Promise.resolve(undefined);
  for (const stage of localStages) sites.push(await serveTestSite(read(stage)));
  const portOf = (site: TestSite) => new URL(site.url).port;
  const settings = {
    ...releaseStoreSettings(os.tmpdir(), {
      RELEASE_STORE_PORT: String(await freePort()),
      RELEASE_STAGING_PORT: portOf(sites[0]!),
      RELEASE_PROD_PORT: portOf(sites[1]!),
    }),
    directory: fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-')),
  };
  const opened = await openReleaseStore(settings);
  started.store = opened;
  return {
    settings,
    store: opened,
    async close() {
      for (const site of sites) await site.close();
      await opened.stop();
    },
  };
}

/** What the test tools saw. */
export interface ToolsLog {
  readonly prerenders: PrerenderRequest[];
  readonly smokes: SmokeContext[];
  readonly lines: string[];
}

/**
 * Tools that build nothing, prerender a page per route of the section naming the request (the
 * pinned release or the new one, and the site), and smoke as `smoke` says.
 */
export function testTools(options: {
  contract: (section: string) => ContractRecord;
  smoke?: (context: SmokeContext) => SmokeResult;
  /** The pages a section's prerender writes. @default one, `pages/<section>.html` */
  pages?: (request: PrerenderRequest) => readonly string[];
}): PipelineTools & { seen: ToolsLog } {
  const seen: ToolsLog = { prerenders: [], smokes: [], lines: [] };
  return {
    seen,
    repoRoot: path.resolve(__dirname, '../../..'),
    run: (command) =>
      Promise.reject(new Error(`the tests build nothing (${command.args.join(' ')})`)),
    prerender(request) {
      seen.prerenders.push(request);
      const pages = options.pages?.(request) ?? [`pages/${request.section}.html`];
      for (const page of pages) {
        const file = path.join(request.buildDir, page);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(
          file,
          `<link rel="canonical" href="${request.site}/${request.section}">` +
            `<title>${request.section} ${request.pinned ?? request.version ?? 'build'}</title>`,
        );
      }
      return Promise.resolve({
        section: request.section,
        pages: [...pages],
        others: request.site,
        ms: 1,
      });
    },
    contractOf: (section) => options.contract(section),
    smokes: [
      {
        name: 'test smoke',
        run(context) {
          seen.smokes.push(context);
          return Promise.resolve(
            options.smoke?.(context) ?? { passed: true, checked: 1, failures: [] },
          );
        },
      },
    ],
    log: (line) => seen.lines.push(line),
  };
}
