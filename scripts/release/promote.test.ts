/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import { PutObjectCommand } from '@aws-sdk/client-s3';

import type { Section } from '../prerender/prerender-section';
import {
  getObject,
  planRelease,
  publishRelease,
  putObject,
  sectionDefinition,
  sha256,
} from '../release-store/artifact';
import type { ReleaseStore } from '../release-store/store';
import { openTestStore, writeBuild } from '../release-store/test-world';
import type { Command } from './command';
import { buildFileOf, promote, type PromotionTools } from './promote';

const sites = {
  staging: 'https://staging.catsabouttown.example',
  prod: 'https://www.catsabouttown.example',
};

const builds: Record<'shell' | 'forms', Record<string, string>> = {
  forms: {
    'mf-manifest.json': JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [] }),
    'remoteEntry.js': 'var forms;',
    '123.abcdef012345.js': 'chunk',
    'pages/contact.html': `<link rel="canonical" href="${sites.staging}/contact">`,
  },
  shell: {
    'index.html': '<title>shell</title>',
    'sw.js': 'self;',
    'robots.txt': `Sitemap: ${sites.staging}/sitemap.xml\n`,
    'server/prerender.js': 'module.exports = {};',
    'main.0123456789ab.js': 'main',
    'pages/index.html': `<meta name="site-url" content="${sites.staging}">`,
  },
};

describe('a release to prod promotes what staging published, against the S3 emulator', () => {
  const repoRoot = path.resolve(__dirname, '../..');
  let store: ReleaseStore;
  let staging: string;
  let prod: string;
  const commands: Command[] = [];

  /** Publishes a build on staging as its deploy does, with the smoke's record beside it. */
  async function publishOnStaging(name: 'shell' | 'forms', version: string, passed = true) {
    const section = sectionDefinition(name);
    const objects = planRelease(section, version, writeBuild(builds[name]));
    await publishRelease(store.s3, staging, objects, {
      section: name,
      version,
      siteUrl: sites.staging,
      contract: { version: '1.2.0' },
    });
    const folder = name === 'shell' ? `releases/${version}/` : `remotes/forms/releases/${version}/`;
    await putObject(store.s3, staging, {
      key: `${folder}smoke.json`,
      body: Buffer.from(JSON.stringify({ passed, checked: 3, failures: [] })),
      cacheControl: 'no-cache',
      contentType: 'application/json',
    });
  }

  /** The section stack's deploy, standing in for CDK: publishes the folder it is given on prod. */
  const tools: PromotionTools = {
    stageSiteUrl: (stage) => Promise.resolve(sites[stage]),
    sourceBucket: () => Promise.resolve({ s3: store.s3, bucket: staging }),
    async run(command) {
      commands.push(command);
    },
    fetchJson: () => Promise.resolve(undefined),
    contractOf: () => ({ version: '1.2.0' }),
    smoke: () => Promise.resolve({ passed: true, checked: 3, failures: [] }),
    putSmokeRecord: (stage, _section, record) =>
      putObject(store.s3, stage === 'prod' ? prod : staging, record),
    prerender: () => Promise.reject(new Error('a promotion prerenders nothing')),
    log: () => undefined,
  };

  async function deployed(name: Section, version: string) {
    const deploy = commands.at(-1)!;
    const context = (key: string) =>
      deploy.args[deploy.args.findIndex((arg) => arg.startsWith(`${key}=`))]!.split('=')[1]!;
    expect(deploy.args.slice(0, 3)).toEqual(['npx', 'cdk', 'deploy']);
    expect(context('version')).toBe(version);
    expect(deploy.args).not.toContain('build');
    const sectionName = name === 'shell' ? 'shell' : 'forms';
    const objects = planRelease(sectionDefinition(sectionName), version, context('sourceDir'));
    await publishRelease(store.s3, prod, objects, {
      section: sectionName,
      version,
      siteUrl: sites.prod,
      contract: { version: '1.2.0' },
    });
    return objects.map((object) => object.key);
  }

  beforeAll(async () => {
    const test = await openTestStore(repoRoot);
    store = test.store;
    const { settings } = test;
    staging = settings.stages['local-staging'].bucket;
    prod = settings.stages['local-prod'].bucket;
  });

  afterAll(async () => {
    await store.stop();
  });

  it.each(['forms', 'shell'] as const)(
    "deploys staging's %s bytes to prod without building, giving only the site's files prod's address",
    async (name) => {
      const version = `20261125-000000-${name}`;
      await publishOnStaging(name, version);
      const outcome = await promote(
        { section: name, stage: 'prod', from: 'staging', version, repoRoot },
        tools,
      );
      expect(commands.some((command) => command.args.includes('build'))).toBe(false);
      const keys = await deployed(name, version);
      for (const key of keys) {
        const [from, to] = await Promise.all(
          [staging, prod].map((bucket) => getObject(store.s3, bucket, key)),
        );
        const text = to!.body.toString('utf8');
        if (/(^|\/)(pages\/.*|robots\.txt)$/.test(key)) {
          expect(text).toContain(sites.prod);
          expect(text).not.toContain(sites.staging);
        } else {
          expect(sha256(to!.body)).toBe(sha256(from!.body));
        }
      }
      const record = JSON.parse(
        fs.readFileSync(path.join(outcome.sourceDir, 'release.json'), 'utf8'),
      ) as { promotedFrom: unknown; siteUrl: string };
      expect(record).toMatchObject({
        siteUrl: sites.prod,
        promotedFrom: { stage: 'staging', siteUrl: sites.staging },
      });
      const folder =
        name === 'shell' ? `releases/${version}/` : `remotes/forms/releases/${version}/`;
      const smoke = await getObject(store.s3, prod, `${folder}smoke.json`);
      expect(JSON.parse(smoke!.body.toString('utf8'))).toMatchObject({ passed: true, checked: 3 });
    },
  );

  it('refuses a tampered object, naming it, and deploys nothing', async () => {
    const version = '20261125-000001-b';
    await publishOnStaging('forms', version);
    await store.s3.send(
      new PutObjectCommand({
        Bucket: staging,
        Key: `remotes/forms/releases/${version}/remoteEntry.js`,
        Body: 'var tampered;',
      }),
    );
    const before = commands.length;
    await expect(
      promote({ section: 'forms', stage: 'prod', from: 'staging', version, repoRoot }, tools),
    ).rejects.toThrow(
      `Refused: forms ${version} on staging is not what its record says: ` +
        `remotes/forms/releases/${version}/remoteEntry.js (sha256 differs); nothing was deployed to prod.`,
    );
    expect(commands).toHaveLength(before);
  });

  it('refuses a release without a passing smoke on staging', async () => {
    const version = '20261125-000002-c';
    await publishOnStaging('forms', version, false);
    await expect(
      promote({ section: 'forms', stage: 'prod', from: 'staging', version, repoRoot }, tools),
    ).rejects.toThrow(`forms ${version} has not passed the smoke on staging; it is not promoted.`);
  });

  it("names the build file of each published object, leaving the shell's pointer to its deploy", () => {
    expect(buildFileOf('forms', 'v1', 'remotes/forms/releases/v1/pages/contact.html')).toBe(
      'pages/contact.html',
    );
    expect(buildFileOf('shell', 'v1', 'main.0123456789ab.js')).toBe('main.0123456789ab.js');
    expect(buildFileOf('shell', 'v1', 'releases/v1/shell-release.json')).toBeUndefined();
  });
});
