// One team's release app: `-c stage=<staging|prod> -c section=<shell|home-tours|blog-gallery|forms>`
// synthesises only that section's deploy stack of that stage (`-c section=all` the four, for CI
// checks). `-c version=<v>` publishes the build (`-c sourceDir=<dir>`, by default the package's
// dist/) as release <v> and serves it; `-c rollback=<v>` serves published release <v> again
// (`-c pagesDir=<dir>`: its pages prerendered anew). `npm run release` and `npm run rollback` at
// the repository's root run these (scripts/release/). Like the site app, it is pinned to the
// account and region of the stage's settings file, and refuses credentials of another account.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { sectionStackName } from 'release';

import { packageDistDir } from '../lib/config/paths';
import { readSectionSelection } from '../lib/config/section-selection';
import { readStage } from '../lib/config/stage';
import { checkCredentialsAccount, readAllStageSettings } from '../lib/config/stage-settings';
import { SectionDeployStack } from '../lib/stacks/section-deploy-stack';

const app = new App();
const stage = readStage(app.node);
const { sections, release, keepReleases } = readSectionSelection(app.node);
// The file's shape only: a team's release needs its stage's account and region, not the operator's
// mail settings, which the site app checks.
const settings = readAllStageSettings().find((candidate) => candidate.stage === stage);
if (!settings) throw new Error(`No settings file for the stage ${stage} (infra-cdk/stages/).`);
checkCredentialsAccount(settings, process.env.CDK_DEFAULT_ACCOUNT);
const env = { account: settings.account, region: settings.region };

for (const section of sections) {
  new SectionDeployStack(app, sectionStackName(section, stage), {
    env,
    section,
    stage,
    keepReleases,
    release:
      release.kind === 'deploy'
        ? { ...release, sourceDir: release.sourceDir ?? packageDistDir(section.packageName) }
        : release,
  });
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
