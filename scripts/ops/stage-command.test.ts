import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Command } from 'release/pipeline';

import { stageCommand, type StageCommandTools } from './stage-command';

const settings = {
  account: '123456789012',
  region: 'us-east-2',
  mailSender: 'staging@catsabouttowntours.com',
  mailRecipient: 'team@catsabouttowntours.com',
};

function settingsDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stage-command-'));
  fs.writeFileSync(path.join(dir, 'staging.json'), JSON.stringify(settings));
  return dir;
}

/** Tools whose credentials are of `account`, recording what would run. */
function toolsOf(account: string) {
  const commands: Command[] = [];
  const regions: string[] = [];
  const tools: StageCommandTools = {
    callerAccount: (region) => {
      regions.push(region);
      return Promise.resolve(account);
    },
    run: (command) => commands.push(command),
    log: () => undefined,
  };
  return { tools, commands, regions };
}

const options = { repoRoot: '/repo', settingsDir: settingsDir() };

describe('npm run diff and npm run deploy', () => {
  it('refuses credentials of another account before any cdk command runs', async () => {
    const { tools, commands } = toolsOf('444455556666');
    await expect(stageCommand('deploy', 'staging', tools, options)).rejects.toThrow(
      /credentials are for account 444455556666, but staging is pinned to account 123456789012/,
    );
    expect(commands).toEqual([]);
  });

  it("diffs the stage's site app with the stage's account's credentials", async () => {
    const { tools, commands, regions } = toolsOf('123456789012');
    await stageCommand('diff', 'staging', tools, options);
    expect(regions).toEqual(['us-east-2']);
    expect(commands.map((command) => command.args.join(' '))).toEqual([
      'npx cdk diff -c stage=staging --no-notices',
    ]);
    expect(commands[0]?.cwd).toBe(path.join('/repo', 'infra-cdk'));
  });

  it('shows the diff before it deploys', async () => {
    const { tools, commands } = toolsOf('123456789012');
    await stageCommand('deploy', 'staging', tools, options);
    expect(commands.map((command) => command.args[2])).toEqual(['diff', 'deploy']);
  });

  it('refuses prod with the committed example values before asking AWS anything', async () => {
    const { tools, commands, regions } = toolsOf('111122223333');
    await expect(stageCommand('deploy', 'prod', tools, { repoRoot: '/repo' })).rejects.toThrow(
      /"account" still holds an example value/,
    );
    expect(regions).toEqual([]);
    expect(commands).toEqual([]);
  });
});
