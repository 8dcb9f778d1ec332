// The operator's commands for a stage's infrastructure:
//
//   npm run preflight -- --stage <staging|prod>   offline: settings, addresses, quotas, steps left
//   npm run diff -- --stage <staging|prod>        what a deploy would change
//   npm run deploy -- --stage <staging|prod>      the diff, then the deploy (account stack, API,
//                                                 site, WAF, certificate, monitoring)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';

import { formatPreflight, preflight } from './preflight';
import { stageCommand, stageOf, type StageCommandTools } from './stage-command';

const repoRoot = path.resolve(__dirname, '../..');

const tools: StageCommandTools = {
  async callerAccount(region) {
    try {
      const { Account } = await new STSClient({ region }).send(new GetCallerIdentityCommand({}));
      if (Account) return Account;
    } catch (error) {
      throw new Error(
        `Could not tell whose credentials these are (${String(error)}): sign in to the stage's ` +
          'account first (aws sts get-caller-identity shows who you are).',
      );
    }
    throw new Error('STS named no account for these credentials.');
  },
  run({ args, cwd, env }) {
    console.log(`> ${args.join(' ')}`);
    const [file, ...rest] = args;
    execFileSync(file!, rest, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  },
  log: (message) => console.log(message),
};

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({ args: rest, options: { stage: { type: 'string' } } });
  const stage = stageOf(values.stage);
  if (command === 'preflight') {
    const report = preflight(stage);
    console.log(formatPreflight(report));
    if (report.checks.some((check) => !check.ok)) process.exitCode = 1;
  } else if (command === 'diff' || command === 'deploy') {
    await stageCommand(command, stage, tools, { repoRoot });
  } else {
    throw new Error('Usage: preflight|diff|deploy --stage <stage>');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
