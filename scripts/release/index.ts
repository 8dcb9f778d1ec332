// A team's release, from its source to a stage of the site, in one command:
//
//   npm run release -- <shell|home-tours|blog-gallery|forms> --stage <staging|prod>
//                      [--version <v>] [--site <url>] [--skip-build] [--synth]
//   npm run rollback -- <section> <version> --stage <staging|prod> [--site <url>] [--synth]
//
// The stage's site URL comes from the parameter its site stack publishes
// (`/cats-about-town/<stage>/site/url`: https://<domainName>, or the distribution's address), so a
// prod release builds the shell's pages with the production domain; `--site` names another (a
// site without AWS credentials, a test). `release` builds the section with it, prerenders its
// pages and deploys its stack (release.ts); `rollback` points the stage back at a published
// release. `--synth` stops at `cdk synth` (no AWS account needed).
import path from 'node:path';
import { parseArgs } from 'node:util';

import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';

import { sectionOf } from '../prerender/prerender-section';
import { defaultTools, release, rollback, stageOf } from './release';
import { releaseVersion } from './release-version';

const repoRoot = path.resolve(__dirname, '../..');

async function readParameter(name: string): Promise<string> {
  try {
    const { Parameter } = await new SSMClient({}).send(new GetParameterCommand({ Name: name }));
    if (Parameter?.Value) return Parameter.Value;
  } catch (error) {
    throw new Error(
      `Could not read the SSM parameter ${name} (${String(error)}): deploy the stage's site ` +
        'stack first, run with AWS credentials of its account, or pass --site <url>.',
    );
  }
  throw new Error(`The SSM parameter ${name} is empty.`);
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { positionals, values } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      stage: { type: 'string' },
      site: { type: 'string' },
      version: { type: 'string' },
      'skip-build': { type: 'boolean' },
      synth: { type: 'boolean' },
    },
  });
  const common = {
    section: sectionOf(positionals[0]),
    stage: stageOf(values.stage),
    site: values.site,
    synth: values.synth === true,
    repoRoot,
  };
  const tools = defaultTools(readParameter);
  if (command === 'release') {
    const version = values.version ?? releaseVersion();
    await release({ ...common, version, skipBuild: values['skip-build'] === true }, tools);
  } else if (command === 'rollback') {
    const version = positionals[1];
    if (!version) throw new Error('Usage: npm run rollback -- <section> <version> --stage <stage>');
    await rollback({ ...common, version }, tools);
  } else {
    throw new Error('Usage: release|rollback …');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
