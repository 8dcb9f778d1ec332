import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { PlannedObject } from '../release-store/artifact';
import type { SmokeResult } from '../release-store/smoke';
import type { Command } from './command';
import {
  prerenderCommand,
  release,
  rollback,
  withoutCredentials,
  type PrerenderRequest,
  type ReleaseTools,
} from './release';

/** What each stage's site stack publishes as its site URL. */
const stageSites = {
  staging: 'https://staging.catsabouttown.example',
  prod: 'https://www.catsabouttown.example',
};

/**
 * Tools that record what a release runs; its build of the shell writes the robots.txt the real
 * build writes, naming the SITE_URL it was given.
 */
function recordingTools(
  repoRoot: string,
  deployed: Record<string, unknown> = {},
  smoke: SmokeResult = { passed: true, checked: 1, failures: [] },
) {
  const commands: Command[] = [];
  const prerenders: PrerenderRequest[] = [];
  const smokeRecords: { stage: string; section: string; record: PlannedObject }[] = [];
  const tools: ReleaseTools = {
    stageSiteUrl: (stage) => Promise.resolve(stageSites[stage]),
    run(command) {
      commands.push(command);
      if (command.args.join(' ') === 'npm run build -w shell') {
        const dist = path.join(repoRoot, 'shell', 'dist');
        fs.mkdirSync(dist, { recursive: true });
        fs.writeFileSync(
          path.join(dist, 'robots.txt'),
          `User-agent: *\nAllow: /\n\nSitemap: ${command.env?.SITE_URL}/sitemap.xml\n`,
        );
      }
      if (command.args.join(' ') === 'npm run build -w mf-forms') {
        const dist = path.join(repoRoot, 'mf-forms', 'dist');
        fs.mkdirSync(dist, { recursive: true });
        fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"metaData":{"publicPath":"auto"}}');
        fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var forms;');
      }
    },
    fetchJson: (url) => Promise.resolve(deployed[url]),
    smoke: () => Promise.resolve(smoke),
    putSmokeRecord(stage, section, record) {
      smokeRecords.push({ stage, section, record });
      return Promise.resolve();
    },
    contractOf: (section) =>
      section === 'shell'
        ? { version: '2.0.0', provides: { 'shell/ui': ['Button'] } }
        : { version: '1.2.0', imports: { 'shell/ui': ['Button', 'PageMeta'] } },
    prerender: (request) => {
      prerenders.push(request);
      return Promise.resolve(0);
    },
    log: () => undefined,
  };
  return { tools, commands, prerenders, smokeRecords };
}

const cdkContext = (command: Command) =>
  command.args.flatMap((arg, index) => (command.args[index - 1] === '-c' ? [arg] : []));

describe('npm run release', () => {
  let repoRoot: string;
  beforeEach(() => {
    repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  });

  it('builds a prod release of the shell with the production domain the prod site stack publishes', async () => {
    const { tools, commands } = recordingTools(repoRoot);
    await release({ section: 'shell', stage: 'prod', version: 'v1', repoRoot }, tools);
    const [build, deploy] = commands;
    expect(build).toEqual({
      args: ['npm', 'run', 'build', '-w', 'shell'],
      cwd: repoRoot,
      env: { SITE_URL: 'https://www.catsabouttown.example' },
    });
    expect(deploy!.args.slice(0, 3)).toEqual(['npx', 'cdk', 'deploy']);
    expect(cdkContext(deploy!)).toEqual(['stage=prod', 'section=shell', 'version=v1']);
  });

  it("refuses to ship a shell built for another stage's site", async () => {
    const { tools, commands } = recordingTools(repoRoot);
    await release({ section: 'shell', stage: 'staging', version: 'v1', repoRoot }, tools);
    commands.length = 0;
    await expect(
      release({ section: 'shell', stage: 'prod', version: 'v1', repoRoot, skipBuild: true }, tools),
    ).rejects.toThrow(
      "The shell's build names https://staging.catsabouttown.example, not the prod site https://www.catsabouttown.example",
    );
    expect(commands).toEqual([]);
  });

  it("renders a remote's pages in the shell the stage serves, under its new release", async () => {
    const { tools, commands, prerenders } = recordingTools(repoRoot);
    await release(
      { section: 'forms', stage: 'staging', version: '20261123-101500-abc1234', repoRoot },
      tools,
    );
    expect(commands[0]!.args).toEqual(['npm', 'run', 'build', '-w', 'mf-forms']);
    expect(prerenders).toEqual([
      {
        section: 'forms',
        site: 'https://staging.catsabouttown.example',
        version: '20261123-101500-abc1234',
        checkContract: true,
      },
    ]);
    expect(cdkContext(commands[1]!)).toEqual([
      'stage=staging',
      'section=forms',
      'version=20261123-101500-abc1234',
    ]);
  });

  it('takes --site over the stage parameter', async () => {
    const { tools, prerenders } = recordingTools(repoRoot);
    await release(
      { section: 'forms', stage: 'prod', version: 'v1', repoRoot, site: 'http://localhost:9001' },
      tools,
    );
    expect(prerenders[0]!.site).toBe('http://localhost:9001');
  });
});

describe("a release's contract gate, against the records the stage's releases publish", () => {
  const site = stageSites.staging;
  const deployed = {
    [`${site}/remotes/forms/mf-manifest.json`]: {
      metaData: { publicPath: '/remotes/forms/releases/20261120-090000-0ff1ce0/' },
    },
    [`${site}/remotes/forms/releases/20261120-090000-0ff1ce0/release.json`]: {
      section: 'forms',
      version: '20261120-090000-0ff1ce0',
      contract: { version: '2.0.0', imports: { 'shell/ui': ['Button', 'PageMeta'] } },
    },
    [`${site}/shell-release.json`]: {
      version: '20261121-000000-5he11',
      path: '/releases/20261121-000000-5he11/',
    },
    [`${site}/releases/20261121-000000-5he11/release.json`]: {
      section: 'shell',
      version: '20261121-000000-5he11',
      contract: { version: '1.2.0', provides: { 'shell/ui': ['Button'] } },
    },
  };

  it('refuses a shell that drops a name the deployed forms imports, before building or deploying', async () => {
    const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    const { tools, commands } = recordingTools(repoRoot, deployed);
    await expect(
      release(
        { section: 'shell', stage: 'staging', version: 'v2', repoRoot, skipBuild: true },
        {
          ...tools,
          stageSiteUrl: () => Promise.resolve(site),
        },
      ),
    ).rejects.toThrow(
      'forms 20261120-090000-0ff1ce0 (deployed): the shell does not provide shell/ui: PageMeta',
    );
    expect(commands).toEqual([]);
  });

  it('refuses a remote that imports a name the deployed shell lacks, naming its version', async () => {
    const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    const { tools, commands } = recordingTools(repoRoot, deployed);
    await expect(
      release({ section: 'forms', stage: 'staging', version: 'v3', repoRoot }, tools),
    ).rejects.toThrow(
      'Refused: forms v3 cannot run on the deployed shell 20261121-000000-5he11: the shell does not provide shell/ui: PageMeta; nothing was switched.',
    );
    expect(commands).toEqual([]);
  });

  it("publishes the release's record in its build: its files' sha256 and its contract", async () => {
    const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    const { tools } = recordingTools(repoRoot);
    await release({ section: 'forms', stage: 'staging', version: 'v4', repoRoot }, tools);
    const record = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'mf-forms', 'dist', 'release.json'), 'utf8'),
    ) as { files: Record<string, string>; contract: unknown; siteUrl: string };
    expect(Object.keys(record.files).sort()).toEqual([
      'remotes/forms/releases/v4/mf-manifest.json',
      'remotes/forms/releases/v4/remoteEntry.js',
    ]);
    expect(record.siteUrl).toBe(site);
    expect(record.contract).toEqual({
      version: '1.2.0',
      imports: { 'shell/ui': ['Button', 'PageMeta'] },
    });
  });
});

describe("a release's smoke on the stage", () => {
  it("puts a passing smoke's record into the release's folder, as the local stages keep it", async () => {
    const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    const passing = { passed: true, checked: 42, failures: [] };
    const { tools, smokeRecords } = recordingTools(repoRoot, {}, passing);
    await release({ section: 'forms', stage: 'staging', version: 'v7', repoRoot }, tools);
    expect(smokeRecords).toHaveLength(1);
    const [{ stage, section, record }] = smokeRecords as [(typeof smokeRecords)[number]];
    expect({ stage, section, key: record.key, contentType: record.contentType }).toEqual({
      stage: 'staging',
      section: 'forms',
      key: 'remotes/forms/releases/v7/smoke.json',
      contentType: 'application/json',
    });
    expect(record.cacheControl).toMatch(/no-cache/);
    const kept = JSON.parse(record.body.toString('utf8')) as Record<string, unknown>;
    expect(kept).toMatchObject(passing);
    expect(Number.isNaN(Date.parse(String(kept.at)))).toBe(false);
  });

  it("keeps the shell's record in its releases folder at the bucket's root", async () => {
    const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    const { tools, smokeRecords } = recordingTools(repoRoot);
    await release({ section: 'shell', stage: 'staging', version: 'v8', repoRoot }, tools);
    expect(smokeRecords.map(({ record }) => record.key)).toEqual(['releases/v8/smoke.json']);
  });

  it('switches the section back to the release served before when it fails, and fails', async () => {
    const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    const site = stageSites.staging;
    const served = {
      [`${site}/remotes/forms/mf-manifest.json`]: {
        metaData: { publicPath: '/remotes/forms/releases/20261120-090000-0ff1ce0/' },
      },
    };
    const { tools, commands, smokeRecords } = recordingTools(repoRoot, served, {
      passed: false,
      checked: 9,
      failures: ['/remotes/forms/releases/v5/remoteEntry.js answered 404'],
    });
    await expect(
      release({ section: 'forms', stage: 'staging', version: 'v5', repoRoot }, tools),
    ).rejects.toThrow(
      'The smoke of staging failed after forms v5: /remotes/forms/releases/v5/remoteEntry.js answered 404. It serves 20261120-090000-0ff1ce0 again.',
    );
    expect(smokeRecords).toEqual([]);
    const [, deploy, switchBack] = commands.map(cdkContext);
    expect(deploy).toEqual(['stage=staging', 'section=forms', 'version=v5']);
    expect(switchBack!.slice(0, 3)).toEqual([
      'stage=staging',
      'section=forms',
      'rollback=20261120-090000-0ff1ce0',
    ]);
  });

  it('is not run by --synth, which deploys nothing', async () => {
    const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
    const failing = { passed: false, checked: 1, failures: ['/ answered 500'] };
    const { tools } = recordingTools(repoRoot, {}, failing);
    await expect(
      release({ section: 'forms', stage: 'staging', version: 'v6', repoRoot, synth: true }, tools),
    ).resolves.toBeUndefined();
  });
});

describe('npm run rollback', () => {
  it("builds nothing and deploys the section's stack pointing back at the release", async () => {
    const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rollback-'));
    const { tools, commands, prerenders } = recordingTools(repoRoot);
    await rollback({ section: 'forms', stage: 'prod', version: 'v0', repoRoot }, tools);
    expect(commands).toHaveLength(1);
    const context = cdkContext(commands[0]!);
    expect(context.slice(0, 3)).toEqual(['stage=prod', 'section=forms', 'rollback=v0']);
    expect(context[3]).toMatch(/^pagesDir=.*rollback-forms-.*\/pages$/);
    expect(prerenders[0]).toMatchObject({ pinned: 'v0', checkContract: false });
  });
});

describe("a release's prerender", () => {
  it('runs in a process of its own, with the section, the site and the release', () => {
    const command = prerenderCommand(
      {
        section: 'forms',
        site: 'https://x.example',
        pinned: 'v0',
        outDir: '/tmp/o',
        checkContract: false,
      },
      '/repo',
    );
    expect(command).toEqual({
      cwd: '/repo',
      args: [
        'npx',
        'tsx',
        'scripts/prerender/index.ts',
        'forms',
        '--site',
        'https://x.example',
        '--pinned',
        'v0',
        '--out',
        '/tmp/o',
        '--no-contract-check',
      ],
    });
  });

  it('gets no AWS credentials, nor the means to request them', () => {
    const env = withoutCredentials({
      PATH: '/usr/bin',
      AWS_ACCESS_KEY_ID: 'AKIA',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_SESSION_TOKEN: 'token',
      AWS_PROFILE: 'deploy',
      AWS_WEB_IDENTITY_TOKEN_FILE: '/token',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.example',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'bearer',
    });
    expect(env).toEqual({
      PATH: '/usr/bin',
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_SHARED_CREDENTIALS_FILE: '/dev/null',
      AWS_CONFIG_FILE: '/dev/null',
    });
  });
});
