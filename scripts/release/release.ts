import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { S3Client } from '@aws-sdk/client-s3';
import { AssumeRoleCommand, GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';

import { siteParameterNames, smokeRecordRoleName } from 'release';
import { isStage, stages, type Stage } from 'release';
import {
  remoteManifestPath,
  remoteNames,
  remotes,
  SHELL_RELEASE_POINTER,
  type RemoteManifest,
  type ShellReleasePointer,
} from 'shared-types';
import { parseSiteUrl } from 'site-rules';

import { packageOf, type Section } from '../prerender/prerender-section';
import { releaseBasePath } from '../prerender/release-base-path';
import {
  planRelease,
  putObject,
  RELEASE_RECORD,
  sectionDefinition,
  sha256,
  smokeRecordObject,
  type PlannedObject,
  type ReleaseRecord,
} from '../release-store/artifact';
import {
  assertRemoteRunsOnShell,
  assertShellServesRemotes,
  contractOfRepository,
  type ContractRecord,
  type GatedRelease,
} from '../release-store/contract-gate';
import { smokeStage, type SmokeResult } from '../release-store/smoke';
import { buildCommand, type Command } from './command';

/** What a release needs from outside: AWS, the shell, the prerender. Tests give their own. */
export interface ReleaseTools {
  /** The public address of the stage's site, as its site stack publishes it. */
  stageSiteUrl(stage: Stage): Promise<string>;
  /** Runs a command, failing when it fails. */
  run(command: Command): void;
  /** A JSON file of a deployed site, or undefined when the site has none there (403, 404). */
  fetchJson(url: string): Promise<unknown>;
  /** The contract a section's build provides (the shell) or imports (a remote). */
  contractOf(section: Section): ContractRecord;
  /** The smoke of the stage's composed site, right after its pointer moved. */
  smoke(siteUrl: string): Promise<SmokeResult>;
  /**
   * Puts a passing smoke's record into the release's folder of the stage's bucket, where a
   * promotion to the next stage requires it.
   */
  putSmokeRecord(stage: Stage, section: string, record: PlannedObject): Promise<void>;
  /** Prerenders the section's pages; returns how many were written. */
  prerender(request: PrerenderRequest): Promise<number>;
  log(message: string): void;
}

/** One prerender of a release: what `npm run prerender` is run with. */
export interface PrerenderRequest {
  readonly section: Section;
  /** The stage's site, which serves the other sections (and the shell's bundle, for a remote). */
  readonly site: string;
  /** A remote's release about to be published, whose folder its pages name. */
  readonly version?: string;
  /** A published release of the section to render instead of its build (a rollback's). */
  readonly pinned?: string;
  /** Where `pages/` is written. @default the section's build folder */
  readonly outDir?: string;
  /** Whether to check the deployed shell's contract version. */
  readonly checkContract: boolean;
}

/**
 * The environment a prerender runs in: without AWS credentials, nor the means to get them (the
 * OIDC token request of the workflow, the instance metadata), since it runs another team's code
 * (the deployed shell's bundle, the remotes' page builds).
 */
export function withoutCredentials(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const kept = Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => !/^AWS_/.test(name) && !/^ACTIONS_ID_TOKEN_REQUEST_/.test(name),
    ),
  );
  return {
    ...kept,
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_SHARED_CREDENTIALS_FILE: '/dev/null',
    AWS_CONFIG_FILE: '/dev/null',
  };
}

/** The command that runs a prerender in a process of its own. */
export function prerenderCommand(request: PrerenderRequest, repoRoot: string): Command {
  return {
    cwd: repoRoot,
    args: [
      'npx',
      'tsx',
      'scripts/prerender/index.ts',
      cdkSectionOf(request.section),
      '--site',
      request.site,
      ...(request.version ? ['--version', request.version] : []),
      ...(request.pinned ? ['--pinned', request.pinned] : []),
      ...(request.outDir ? ['--out', request.outDir] : []),
      ...(request.checkContract ? [] : ['--no-contract-check']),
    ],
  };
}

/** What `npm run release` and `npm run rollback` are asked for. */
export interface ReleaseOptions {
  readonly section: Section;
  readonly stage: Stage;
  /** The release's version (a rollback's target). */
  readonly version: string;
  /** The site to take the other sections from, and the address the pages name. @default the stage's */
  readonly site?: string;
  /** Use the section's build as it is, without building it for the stage. @default false */
  readonly skipBuild?: boolean;
  /** Stop at `cdk synth` (no AWS account needed). @default false */
  readonly synth?: boolean;
  /**
   * The published release the site keeps serving: the new one is only published, as a canary's
   * is (no smoke then: the canary pointer decides who gets it). @default the new release
   */
  readonly serve?: string;
  readonly repoRoot: string;
}

/** The section's name in the CDK deploy app. */
export function cdkSectionOf(section: Section): string {
  return section === 'shell' ? 'shell' : remotes[section].publicDir;
}

/** Reads `--stage`: required, since a release names where it goes. */
export function stageOf(value: string | undefined): Stage {
  if (!isStage(value)) {
    throw new Error(
      `--stage is required: --stage <${[...stages, 'local-staging', 'local-prod'].join('|')}>.`,
    );
  }
  return value;
}

/** The site URL a shell build names in its robots.txt (`Sitemap: <site URL>/sitemap.xml`). */
export function builtSiteUrl(shellDist: string): string | undefined {
  const file = path.join(shellDist, 'robots.txt');
  if (!fs.existsSync(file)) return undefined;
  return /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(fs.readFileSync(file, 'utf8'))?.[1];
}

/** The `cdk deploy` (or `synth`) of the section's stack of the stage, with its context. */
export function cdkCommand(
  options: ReleaseOptions,
  context: Record<string, string>,
  synth: boolean,
): Command {
  return {
    cwd: path.join(options.repoRoot, 'infra-cdk'),
    env: { CDK_DISABLE_CLI_TELEMETRY: 'true', CDK_DISABLE_VERSION_CHECK: 'true' },
    args: [
      'npx',
      'cdk',
      synth ? 'synth' : 'deploy',
      '--no-notices',
      '--app',
      'npx tsx bin/deploy-section.ts',
      '-c',
      `stage=${options.stage}`,
      '-c',
      `section=${cdkSectionOf(options.section)}`,
      ...Object.entries(context).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
      ...(synth ? ['--quiet'] : ['--require-approval', 'never']),
    ],
  };
}

async function siteOf(options: ReleaseOptions, tools: ReleaseTools): Promise<string> {
  const site = parseSiteUrl(options.site ?? (await tools.stageSiteUrl(options.stage)));
  tools.log(`The ${options.stage} site is ${site}.`);
  return site;
}

/**
 * The contract gate against what the stage's site serves, read from the release records its
 * releases publish beside their files: a shell is refused when a deployed remote imports a name
 * it does not provide (or was built against another major version); a remote when the deployed
 * shell does not provide what it imports. A release published before records were kept is not
 * gated by names (the shell still checks the contract version at run time).
 */
export async function gateOnSite(
  site: string,
  release: GatedRelease,
  tools: Pick<ReleaseTools, 'fetchJson' | 'log'>,
): Promise<void> {
  const at = (urlPath: string) => new URL(urlPath, site).href;
  const recordIn = async (folder: string) =>
    (await tools.fetchJson(at(`${folder}${RELEASE_RECORD}`))) as ReleaseRecord | undefined;
  if (release.section === 'shell') {
    const deployed: GatedRelease[] = [];
    for (const name of remoteNames) {
      const manifest = (await tools.fetchJson(at(remoteManifestPath(name)))) as
        RemoteManifest | undefined;
      if (!manifest) continue;
      const record = await recordIn(releaseBasePath(name, manifest));
      if (record) deployed.push(record);
      else
        tools.log(
          `${remotes[name].publicDir}'s deployed release has no record: not gated by names.`,
        );
    }
    assertShellServesRemotes(release, deployed);
    return;
  }
  const pointer = (await tools.fetchJson(at(`/${SHELL_RELEASE_POINTER}`))) as
    ShellReleasePointer | undefined;
  const shell = pointer && (await recordIn(pointer.path));
  if (shell) assertRemoteRunsOnShell(release, shell);
  else tools.log("The deployed shell's release has no record: not gated by names.");
}

/**
 * Writes the release's record into its build, which the deploy publishes in the release's folder:
 * the sha256 of every file it publishes, the site and the contract.
 */
export function writeReleaseRecord(buildDir: string, record: Omit<ReleaseRecord, 'files'>): void {
  const objects = planRelease(sectionDefinition(record.section), record.version, buildDir);
  const full: ReleaseRecord = {
    ...record,
    files: Object.fromEntries(objects.map((object) => [object.key, sha256(object.body)])),
  };
  fs.writeFileSync(path.join(buildDir, RELEASE_RECORD), JSON.stringify(full, null, 2));
}

/**
 * A section's release to a stage: builds the section with the stage's site URL (the shell's
 * pages name it in their canonical links, structured data and sitemap), prerenders the section's
 * pages (a remote's own routes in the shell the stage serves, after checking its contract; every
 * route for the shell, with the remotes the stage serves), then deploys the section's stack of
 * that stage, which publishes the build as release `version` (with its record) and points the
 * site at it. The contract gate runs first: a refusal builds on nothing and deploys nothing.
 */
export async function release(options: ReleaseOptions, tools: ReleaseTools): Promise<void> {
  const { section, stage, version, repoRoot } = options;
  const site = await siteOf(options, tools);
  const packageName = packageOf(section);
  const contract = tools.contractOf(section);
  await gateOnSite(site, { section: cdkSectionOf(section), version, contract }, tools);
  if (!options.skipBuild) {
    tools.log(`Building ${packageName} for ${site}.`);
    tools.run(buildCommand(repoRoot, packageName, site));
  }
  if (section === 'shell') {
    const built = builtSiteUrl(path.join(repoRoot, 'shell', process.env.DIST_DIR ?? 'dist'));
    if (built !== site) {
      throw new Error(
        `The shell's build names ${built ?? 'no site'}, not the ${stage} site ${site}: ` +
          'release it without --skip-build, or build it with SITE_URL set to that site.',
      );
    }
  }
  tools.log(`Releasing ${cdkSectionOf(section)} ${version} to ${stage}.`);
  const written = await tools.prerender({
    section,
    site,
    version: section === 'shell' ? undefined : version,
    checkContract: true,
  });
  tools.log(`Prerendered ${written} pages.`);
  writeReleaseRecord(path.join(repoRoot, packageName, process.env.DIST_DIR ?? 'dist'), {
    section: cdkSectionOf(section),
    version,
    siteUrl: site,
    contract,
  });
  const previous = await servedOnSite(site, section, tools);
  const serve: Record<string, string> = options.serve === undefined ? {} : { serve: options.serve };
  tools.run(cdkCommand(options, { version, ...serve }, options.synth === true));
  if (!options.synth && options.serve === undefined) {
    await smokeOrSwitchBack(options, site, previous, tools);
  }
}

/** The release of a section a site serves now, read from its pointer; undefined before its first. */
export async function servedOnSite(
  site: string,
  section: Section,
  tools: Pick<ReleaseTools, 'fetchJson'>,
): Promise<string | undefined> {
  const at = (urlPath: string) => new URL(urlPath, site).href;
  if (section === 'shell') {
    const pointer = (await tools.fetchJson(at(`/${SHELL_RELEASE_POINTER}`))) as
      ShellReleasePointer | undefined;
    return pointer?.version;
  }
  const manifest = (await tools.fetchJson(at(remoteManifestPath(section)))) as
    RemoteManifest | undefined;
  return manifest && /\/releases\/([^/]+)\/$/.exec(releaseBasePath(section, manifest))?.[1];
}

/**
 * Runs the smoke on the stage's site after its pointer moved; when it fails, points the section
 * back at the release served before (a rollback) and fails, so the pipeline goes no further.
 */
export async function smokeOrSwitchBack(
  options: ReleaseOptions,
  site: string,
  previous: string | undefined,
  tools: ReleaseTools,
): Promise<void> {
  const result = await tools.smoke(site);
  if (result.passed) {
    tools.log(`The smoke of ${options.stage} passed (${result.checked} pages and files).`);
    const section = cdkSectionOf(options.section);
    const record = smokeRecordObject(
      sectionDefinition(section),
      options.version,
      result,
      new Date(),
    );
    await tools.putSmokeRecord(options.stage, section, record);
    tools.log(`Recorded the passing smoke in ${record.key}.`);
    return;
  }
  const failures = result.failures.slice(0, 5).join('; ');
  if (previous === undefined || previous === options.version) {
    throw new Error(
      `The smoke of ${options.stage} failed: ${failures}. No release to switch back to.`,
    );
  }
  tools.log(`The smoke of ${options.stage} failed: ${failures}. Switching back to ${previous}.`);
  await rollback({ ...options, version: previous }, tools);
  throw new Error(
    `The smoke of ${options.stage} failed after ${cdkSectionOf(options.section)} ` +
      `${options.version}: ${failures}. It serves ${previous} again.`,
  );
}

/**
 * Points a stage back at a published release of a section: prerenders that release's pages anew
 * with the sections the stage serves now, then deploys the section's stack with
 * `-c rollback=<version>`, which uploads no build and switches and invalidates only the pointer.
 */
export async function rollback(options: ReleaseOptions, tools: ReleaseTools): Promise<void> {
  const { section, stage, version } = options;
  const site = await siteOf(options, tools);
  tools.log(`Rolling ${cdkSectionOf(section)} back to ${version} on ${stage}.`);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `rollback-${cdkSectionOf(section)}-`));
  const written = await tools.prerender({
    section,
    site,
    pinned: version,
    outDir,
    checkContract: false,
  });
  tools.log(`Prerendered ${written} pages of release ${version}.`);
  tools.run(
    cdkCommand(
      options,
      { rollback: version, pagesDir: path.join(outDir, 'pages') },
      options.synth === true,
    ),
  );
}

/**
 * The real tools: the stage's site from its SSM parameter, child processes, and the prerender in
 * a process of its own without AWS credentials (the release's own process holds them for
 * `cdk deploy`).
 */
export function defaultTools(
  readParameter: (name: string) => Promise<string>,
  repoRoot: string,
): ReleaseTools {
  return {
    stageSiteUrl: (stage) => readParameter(siteParameterNames(stage).siteUrl),
    run({ args, cwd, env }) {
      console.log(`> ${args.join(' ')}`);
      const [file, ...rest] = args;
      execFileSync(file!, rest, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    },
    async fetchJson(url) {
      let response: Response;
      try {
        response = await fetch(url, { headers: { 'Cache-Control': 'no-cache' } });
      } catch (error) {
        throw new Error(`Could not fetch ${url}: ${String(error)}`);
      }
      if (response.status === 404 || response.status === 403) return undefined;
      if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
      return (await response.json()) as unknown;
    },
    contractOf: (section) => contractOfRepository(repoRoot, section),
    // CloudFront may answer from the old pointer until its invalidation completes: a failing
    // smoke is tried again twice before it counts.
    async smoke(siteUrl) {
      let result = await smokeStage({ siteUrl });
      for (let attempt = 1; attempt < 3 && !result.passed; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 30_000));
        result = await smokeStage({ siteUrl });
      }
      return result;
    },
    // The release's own credentials (the workflow's deploy role) put nothing in the bucket: the
    // record is put with the section's smoke-record role of the stage's account, which its deploy
    // stack creates and which may put only the smoke records of that section's releases.
    async putSmokeRecord(stage, section, record) {
      const bucket = await readParameter(siteParameterNames(stage).bucketName);
      const sts = new STSClient({});
      const caller = await sts.send(new GetCallerIdentityCommand({}));
      const partition = caller.Arn?.split(':')[1] ?? 'aws';
      const roleArn = `arn:${partition}:iam::${caller.Account}:role/${smokeRecordRoleName(stage, section)}`;
      const { Credentials: credentials } = await sts.send(
        new AssumeRoleCommand({ RoleArn: roleArn, RoleSessionName: `smoke-record-${section}` }),
      );
      if (!credentials?.AccessKeyId || !credentials.SecretAccessKey) {
        throw new Error(`Assuming ${roleArn} gave no credentials: the smoke's record is not kept.`);
      }
      const s3 = new S3Client({
        credentials: {
          accessKeyId: credentials.AccessKeyId,
          secretAccessKey: credentials.SecretAccessKey,
          sessionToken: credentials.SessionToken,
        },
      });
      await putObject(s3, bucket, record);
    },
    prerender(request) {
      const { args, cwd } = prerenderCommand(request, repoRoot);
      console.log(`> ${args.join(' ')} (without AWS credentials)`);
      const [file, ...rest] = args;
      const output = execFileSync(file!, rest, {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        env: withoutCredentials(process.env),
      });
      process.stdout.write(output);
      return Promise.resolve(Number(/Prerendered (\d+) pages/.exec(output)?.[1] ?? 0));
    },
    log: (message) => console.log(message),
  };
}
