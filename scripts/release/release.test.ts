import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { PrerenderSources, Section } from '../prerender/prerender-section';
import { release, rollback, type Command, type ReleaseTools } from './release';

/** What each stage's site stack publishes as its site URL. */
const stageSites = {
  staging: 'https://staging.catsabouttown.example',
  prod: 'https://www.catsabouttown.example',
};

/**
 * Tools that record what a release runs; its build of the shell writes the robots.txt the real
 * build writes, naming the SITE_URL it was given.
 */
function recordingTools(repoRoot: string) {
  const commands: Command[] = [];
  const prerenders: { section: Section; sources: PrerenderSources }[] = [];
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
    },
    prerender: (section, sources) => {
      prerenders.push({ section, sources });
      return Promise.resolve([]);
    },
    log: () => undefined,
  };
  return { tools, commands, prerenders };
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
    const [{ section, sources }] = prerenders as [(typeof prerenders)[number]];
    expect(section).toBe('forms');
    expect(sources.others.description).toBe('https://staging.catsabouttown.example');
    expect(sources.own.description).toBe('the local builds');
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
    expect(prerenders[0]!.sources.others.description).toBe('http://localhost:9001');
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
    expect(prerenders[0]!.sources.checkContract).toBe(false);
  });
});
