// A team's release, from its source to a stage of the site, in one command, against an AWS stage
// or a local one: the same pipeline (the release package), given the stage as a target.
//
//   npm run release -- <shell|home-tours|blog-gallery|forms> --stage <stage>
//                      [--version <v>] [--skip-build] [--canary <percent>] [--site <url>]
//                      [--from-profile <profile>] [--override-gate <reason>]
//   npm run release -- train <section> <section>… --stage <first stage> [--version <v>]
//                      [--skip-build] [--canary <percent>] [--override-gate <reason>]
//   npm run release -- train --stage <second stage> --version <v> [--from-profile <profile>]
//   npm run rollback -- <section> <version> --stage <stage> [--override-gate <reason>]
//   npm run rollback -- train <version> --stage <stage>
//   npm run promote -- <remote> --stage <stage>
//   npm run promote -- train <version> --stage <stage>
//   npm run e2e:stage -- <section> --stage <stage>
//
// Stages: staging and prod on AWS, local-staging and local-prod on this machine (the S3 emulator
// and the local stage server, which a command starts when they are not running, and stops).
//
// `release` to a first stage (staging, local-staging) builds the section, prerenders its pages
// in the stage's composed site and releases it; to a second stage (prod, local-prod) it promotes
// release `--version` (else the one the first stage serves) as the first stage published and
// smoked it, byte for byte. On AWS the first stage's bucket is read with the read-only profile
// `--from-profile` (or STAGING_READ_PROFILE), since prod's credentials may be of another account.
// `--canary <percent>` publishes a remote's release for that share of the visitors, which
// `promote` makes the release for everyone. `rollback` points the stage back at a published
// release. `release -- train` releases several sections as one (release/src/pipeline/train.ts):
// gated across the train, switched together, smoked as a whole site, and switched back whole when
// the smoke fails; `rollback -- train <version>` switches every member back to what it replaced
// (docs/breaking-the-contract.md). A train of remotes may run as a canary (`--canary`): the same
// visitors get every member, `promote -- train <version>` switches them all, and any member's alarm
// ends the canary of every member. Every gate refuses what it cannot read; `--override-gate "<reason>"` goes on, logged
// and recorded in the release's record. `e2e:stage` runs the section's own end-to-end specs
// against the composed site the stage serves (a team's gate between staging and prod).
import path from 'node:path';
import { parseArgs } from 'node:util';

import { CloudWatchClient } from '@aws-sdk/client-cloudwatch';
import { S3Client } from '@aws-sdk/client-s3';
import { SSMClient } from '@aws-sdk/client-ssm';
import { STSClient } from '@aws-sdk/client-sts';

import {
  definitionOf,
  isLocalStage,
  isStage,
  localStages,
  promotedFrom,
  sectionOf,
  stages,
  type StageName,
} from 'release';
import {
  awsTarget,
  canaryPercentOf,
  commandRunner,
  promoteCanary,
  promoteCanaryTrain,
  promoteSection,
  promoteTrain,
  releaseSection,
  releaseTrain,
  rollbackSection,
  rollbackTrain,
  servedRelease,
  type AwsClients,
  type StageTarget,
} from 'release/pipeline';

import { openLocalWorld, type LocalWorld } from '../release-store/world';
import { releaseVersion } from './release-version';
import { runStageSpecs } from './stage-specs';
import { pipelineTools } from './tools';

const repoRoot = path.resolve(__dirname, '../..');
const log = (message: string) => console.log(message);

/** The AWS clients of the release's credentials, or of a named profile. */
function awsClients(profile?: string): AwsClients {
  const base = profile ? { profile } : {};
  return {
    ssm: new SSMClient(base),
    sts: new STSClient(base),
    s3: (credentials) => new S3Client(credentials ? { credentials } : base),
    cloudWatch: (credentials) => new CloudWatchClient({ credentials }),
  };
}

function stageOf(value: string | undefined): StageName {
  if (isStage(value) || isLocalStage(value)) return value;
  throw new Error(`--stage is required: --stage <${[...stages, ...localStages].join('|')}>.`);
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
      'from-profile': { type: 'string' },
      canary: { type: 'string' },
      'override-gate': { type: 'string' },
    },
  });
  const train = positionals[0] === 'train';
  const section = train ? 'shell' : sectionOf(positionals[0]);
  const stage = stageOf(values.stage);
  const overrideGate = values['override-gate'];
  const canary = values.canary === undefined ? undefined : canaryPercentOf(values.canary);
  let world: LocalWorld | undefined;
  const targetOf = async (name: StageName, readOnly: boolean): Promise<StageTarget> => {
    if (isLocalStage(name)) {
      world ??= await openLocalWorld(repoRoot);
      return world.target(name);
    }
    const profile = readOnly
      ? (values['from-profile'] ?? process.env.STAGING_READ_PROFILE)
      : undefined;
    if (readOnly && !profile) {
      throw new Error(
        `--from-profile <profile> (or STAGING_READ_PROFILE): the read-only credentials of ${name}'s bucket.`,
      );
    }
    return awsTarget({
      stage: name,
      repoRoot,
      clients: awsClients(profile),
      run: commandRunner({ log }),
      site: readOnly ? undefined : values.site,
    });
  };
  const tools = pipelineTools(repoRoot, { log });
  try {
    const target = await targetOf(stage, false);
    if (train && command === 'release') {
      const from = promotedFrom(stage);
      if (from !== undefined && values.version === undefined) {
        throw new Error(`A train to ${stage} promotes ${from}'s: --version <the train's version>.`);
      }
      const outcome =
        from === undefined
          ? await releaseTrain(
              {
                version: values.version ?? releaseVersion(),
                members: positionals.slice(1).map((name) => ({ section: sectionOf(name) })),
                skipBuild: values['skip-build'] === true,
                overrideGate,
                canary,
              },
              target,
              tools,
            )
          : await promoteTrain(
              { version: values.version!, overrideGate, canary },
              target,
              await targetOf(from, true),
              tools,
            );
      const members = outcome.members.map(
        (member) =>
          `${member.record.section} ${member.record.version} (was ${member.previous ?? 'none'})`,
      );
      log(
        outcome.canary
          ? `${stage} serves the train's canary to ${canary}% of the visitors, each of them every member: ${members.join(', ')}; promote it with npm run promote -- train ${outcome.members[0]!.record.version} --stage ${stage}.`
          : `${stage} serves the train: ${members.join(', ')}.`,
      );
    } else if (train && command === 'promote') {
      const version = positionals[1];
      if (!version) throw new Error('Usage: npm run promote -- train <version> --stage <stage>');
      const { members } = await promoteCanaryTrain({ version }, target, tools);
      log(
        `${stage} serves the train ${version} to every visitor: ${members.map((member) => definitionOf(member).name).join(', ')}.`,
      );
    } else if (train && command === 'rollback') {
      const version = positionals[1];
      if (!version) throw new Error('Usage: npm run rollback -- train <version> --stage <stage>');
      const { members } = await rollbackTrain({ version }, target, tools);
      log(
        `${stage} is back where the train ${version} found it: ${members.map((member) => `${definitionOf(member.section).name} ${member.to ?? 'none'}`).join(', ')}.`,
      );
    } else if (command === 'promote') {
      await promoteCanary({ section, overrideGate }, target, tools);
    } else if (command === 'rollback') {
      const version = positionals[1];
      if (!version)
        throw new Error('Usage: npm run rollback -- <section> <version> --stage <stage>');
      await rollbackSection({ section, version, overrideGate }, target, tools);
    } else if (command === 'release') {
      const from = promotedFrom(stage);
      if (from === undefined) {
        await releaseSection(
          {
            section,
            version: values.version ?? releaseVersion(),
            skipBuild: values['skip-build'] === true,
            canary,
            overrideGate,
          },
          target,
          tools,
        );
      } else {
        const source = await targetOf(from, true);
        const version =
          values.version ?? (isLocalStage(from) ? await servedOn(source, section) : undefined);
        if (!version) {
          throw new Error(
            `A release to ${stage} promotes ${from}'s: --version <the release ${from} serves>.`,
          );
        }
        await promoteSection({ section, version, canary, overrideGate }, target, source, tools);
      }
    } else if (command === 'e2e') {
      const { siteUrl, readsMail, passed } = await runStageSpecs(
        repoRoot,
        section,
        target,
        tools.run,
      );
      log(
        `${positionals[0]}'s specs: ${passed} passed against ${stage} (${siteUrl})` +
          (readsMail ? '' : ", except those that read the mail (the stage's is not readable)"),
      );
    } else {
      throw new Error('Usage: npm run release|rollback|promote|e2e:stage -- <section> …');
    }
  } finally {
    await world?.close();
  }
}

/** The release of `section` a stage serves (a local promotion's default). */
async function servedOn(
  target: StageTarget,
  section: ReturnType<typeof sectionOf>,
): Promise<string | undefined> {
  const served = await servedRelease(await target.siteUrl(), section);
  return served.state === 'served' ? served.version : undefined;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
