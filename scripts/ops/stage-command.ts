// `npm run diff -- --stage <stage>` and `npm run deploy -- --stage <stage>`: the site app of a
// stage, from its settings file, after checking that the credentials are of the stage's account
// (STS GetCallerIdentity) and that the settings are fit to deploy, so that nothing reaches
// CloudFormation with the wrong account or with example values.
import path from 'node:path';

import {
  checkCredentialsAccount,
  loadSettingsFile,
  parseStageSettings,
  settingsFile,
  STAGES_DIR,
} from 'infra-cdk/operations';
import { isStage, stages, type Stage } from 'release';
import type { Command } from 'release/pipeline';

/** What a stage command needs from outside. Tests give their own. */
export interface StageCommandTools {
  /** The account of the credentials (STS GetCallerIdentity), asked in `region`. */
  callerAccount(region: string): Promise<string>;
  /** Runs a command, failing when it fails. */
  run(command: Command): void;
  log(message: string): void;
}

/** Reads `--stage`: required, since the command names where it goes. */
export function stageOf(value: string | undefined): Stage {
  if (!isStage(value)) throw new Error(`--stage is required: --stage <${stages.join('|')}>.`);
  return value;
}

/** The CDK CLI, quiet and offline apart from AWS itself, in infra-cdk. */
function cdk(repoRoot: string, args: readonly string[]): Command {
  return {
    cwd: path.join(repoRoot, 'infra-cdk'),
    env: { CDK_DISABLE_CLI_TELEMETRY: 'true', CDK_DISABLE_VERSION_CHECK: 'true' },
    args: ['npx', 'cdk', ...args, '--no-notices'],
  };
}

/** Runs `cdk diff` (and, for `deploy`, then `cdk deploy`) of the stage's site app. */
export async function stageCommand(
  command: 'diff' | 'deploy',
  stage: Stage,
  tools: StageCommandTools,
  options: { readonly repoRoot: string; readonly settingsDir?: string },
): Promise<void> {
  const dir = options.settingsDir ?? STAGES_DIR;
  // The deploy checks (prod's alarm recipient, no example values) stop a diff too: a diff is the
  // first half of a deploy.
  const settings = parseStageSettings(
    stage,
    loadSettingsFile(stage, dir),
    settingsFile(stage, dir),
  );
  const account = await tools.callerAccount(settings.region);
  checkCredentialsAccount(settings, account);
  tools.log(`${stage}: account ${settings.account}, region ${settings.region}; credentials match.`);

  const context = ['-c', `stage=${stage}`];
  tools.run(cdk(options.repoRoot, ['diff', ...context]));
  if (command === 'deploy') {
    // The account stack first; its termination protection keeps it when a stage is destroyed.
    tools.run(
      cdk(options.repoRoot, ['deploy', '--all', '--require-approval', 'broadening', ...context]),
    );
  }
}
