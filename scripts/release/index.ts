// A team's release, from its source to a stage of the site, in one command:
//
//   npm run release -- <shell|home-tours|blog-gallery|forms> --stage <staging|prod>
//                      [--version <v>] [--site <url>] [--skip-build] [--synth]
//                      [--from-profile <profile>]
//   npm run rollback -- <section> <version> --stage <staging|prod> [--site <url>] [--synth]
//   npm run release -- <remote> --canary <percent> --stage <stage> [--version <v>]
//   npm run promote -- <remote> --stage <stage>
//
// The stage's site URL comes from the parameter its site stack publishes
// (`/cats-about-town/<stage>/site/url`: https://<domainName>, or the distribution's address), so a
// prod release builds the shell's pages with the production domain; `--site` names another (a
// site without AWS credentials, a test). `release` builds the section with it, prerenders its
// pages and deploys its stack (release.ts); `rollback` points the stage back at a published
// release. `--synth` stops at `cdk synth` (no AWS account needed).
//
// A release to prod builds nothing: it promotes release `--version` as staging published and
// smoked it (promote.ts), read from staging's bucket with the read-only credentials of the AWS
// profile `--from-profile` (or STAGING_READ_PROFILE), whose bucket name and site address it reads
// from staging's site parameters with the same profile (staging's site stack gives prod's account
// that read-only role). After a passing smoke, every AWS release puts the smoke's record into its
// release's folder with its section's smoke-record role; a promotion requires staging's.
//
// The local stages `local-staging` and `local-prod` live in the local release store
// (scripts/release-store): a release there builds the section for the stage, checks the contract
// both ways, publishes the artifact, switches the pointer and runs the smoke, which switches it
// back when it fails. A release to `local-prod` is the promotion of the release that passed on
// `local-staging` (`--version`, else the one it serves): the same bytes, verified.
// `--canary <percent>` publishes a remote's release as a canary for that share of the visitors
// (./canary.ts on AWS, scripts/canary on the local stages), which `promote` makes the release
// for everyone; on prod, a canary is staging's release promoted (--version, --from-profile).
import path from 'node:path';
import { parseArgs } from 'node:util';

import { S3Client } from '@aws-sdk/client-s3';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';

import { siteParameterNames } from 'release';

import { canaryPercentOf, promoteCanaryLocal, releaseCanaryLocal } from '../canary/local-canary';
import { sectionOf, type Section } from '../prerender/prerender-section';
import { servedVersion, sectionDefinition } from '../release-store/artifact';
import { promoteLocal, releaseLocal, rollbackLocal } from '../release-store/local-release';
import { isLocalStage, localStages, type LocalStage } from '../release-store/local-stages';
import { openLocalWorld } from '../release-store/world';
import { awsCanaryControls, promoteCanary, releaseCanary, type CanaryTools } from './canary';
import { promote, type PromotionTools } from './promote';
import { cdkSectionOf, defaultTools, release, rollback, stageOf } from './release';
import { releaseVersion } from './release-version';

const repoRoot = path.resolve(__dirname, '../..');

async function readParameter(name: string, profile?: string): Promise<string> {
  try {
    const client = new SSMClient(profile ? { profile } : {});
    const { Parameter } = await client.send(new GetParameterCommand({ Name: name }));
    if (Parameter?.Value) return Parameter.Value;
  } catch (error) {
    throw new Error(
      `Could not read the SSM parameter ${name} (${String(error)}): deploy the stage's site ` +
        'stack first, run with AWS credentials of its account, or pass --site <url>.',
    );
  }
  throw new Error(`The SSM parameter ${name} is empty.`);
}

/** `release` and `rollback` on a local stage, against the local release store. */
async function runLocal(
  command: string | undefined,
  section: Section,
  stage: LocalStage,
  values: { version?: string; 'skip-build'?: boolean; canary?: string },
  target: string | undefined,
): Promise<void> {
  const world = await openLocalWorld(repoRoot);
  try {
    if (command === 'promote') {
      await promoteCanaryLocal({ section, stage }, world);
    } else if (command === 'release' && values.canary !== undefined) {
      await releaseCanaryLocal(
        {
          section,
          stage,
          version: values.version ?? releaseVersion(),
          repoRoot,
          skipBuild: values['skip-build'] === true,
          percent: canaryPercentOf(values.canary),
        },
        world,
      );
    } else if (command === 'rollback') {
      if (!target)
        throw new Error('Usage: npm run rollback -- <section> <version> --stage <stage>');
      await rollbackLocal({ section, version: target, stage }, world);
    } else if (command === 'release' && stage === 'local-prod') {
      const from = localStages[0];
      const version =
        values.version ??
        (await servedVersion(
          world.s3,
          world.settings.stages[from].bucket,
          sectionDefinition(cdkSectionOf(section)),
        ));
      if (!version) throw new Error(`${from} serves no release of ${section} to promote.`);
      await promoteLocal({ section, version, from, to: stage }, world);
    } else if (command === 'release') {
      const version = values.version ?? releaseVersion();
      await releaseLocal(
        { section, stage, version, repoRoot, skipBuild: values['skip-build'] === true },
        world,
      );
    } else {
      throw new Error('Usage: release|rollback …');
    }
  } finally {
    await world.close();
  }
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
      'from-profile': { type: 'string' },
      canary: { type: 'string' },
    },
  });
  if (isLocalStage(values.stage)) {
    await runLocal(command, sectionOf(positionals[0]), values.stage, values, positionals[1]);
    return;
  }
  const common = {
    section: sectionOf(positionals[0]),
    stage: stageOf(values.stage),
    site: values.site,
    synth: values.synth === true,
    repoRoot,
  };
  const tools = defaultTools((name) => readParameter(name), repoRoot);
  const stagingProfile = values['from-profile'] ?? process.env.STAGING_READ_PROFILE;
  // Prod builds nothing: it promotes what staging published, read with staging's read-only
  // profile (prod's own credentials may be of another account).
  const promotionTools = (): PromotionTools => {
    if (!stagingProfile) {
      throw new Error(
        "--from-profile <profile> (or STAGING_READ_PROFILE): the read-only credentials of staging's bucket.",
      );
    }
    return {
      ...tools,
      stageSiteUrl: (stage) =>
        stage === 'prod'
          ? tools.stageSiteUrl(stage)
          : readParameter(siteParameterNames(stage).siteUrl, stagingProfile),
      async sourceBucket(stage) {
        const bucket = await readParameter(siteParameterNames(stage).bucketName, stagingProfile);
        return { s3: new S3Client({ profile: stagingProfile }), bucket };
      },
    };
  };
  const canaryTools = (): CanaryTools => ({
    ...(common.stage === 'prod'
      ? promotionTools()
      : {
          ...tools,
          sourceBucket: () =>
            Promise.reject(new Error('A release to staging is built, not promoted.')),
        }),
    canaryControls: (stage, section) =>
      awsCanaryControls(stage, section, (name) => readParameter(name)),
  });
  if (command === 'promote') {
    await promoteCanary(common, canaryTools());
  } else if (command === 'release' && values.canary !== undefined) {
    const version = values.version;
    if (common.stage === 'prod' && !version) {
      throw new Error("A canary on prod promotes staging's release: --version <v>.");
    }
    await releaseCanary(
      {
        ...common,
        version: version ?? releaseVersion(),
        skipBuild: values['skip-build'] === true,
        percent: canaryPercentOf(values.canary),
      },
      canaryTools(),
    );
  } else if (command === 'release' && common.stage === 'prod') {
    const version = values.version;
    if (!version) {
      throw new Error(
        "A release to prod promotes staging's: --version <the release staging serves>.",
      );
    }
    await promote({ ...common, from: 'staging', version }, promotionTools());
  } else if (command === 'release') {
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
