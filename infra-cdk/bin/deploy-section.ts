// One team's release app: `-c stage=<staging|prod> -c section=<shell|home-tours|blog-gallery|forms>`
// synthesises only that section's deploy stack of that stage (`-c section=all` synthesises the
// four, for CI checks).
// `-c sourceDir=<dir>` replaces the package's dist/ directory.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

import { packageDistDir } from '../lib/config/paths';
import { readSectionSelection } from '../lib/config/section-selection';
import { sectionStackName } from '../lib/config/sections';
import { readStage } from '../lib/config/stage';
import { SectionDeployStack } from '../lib/stacks/section-deploy-stack';

const app = new App();
const stage = readStage(app.node);
const { sections, sourceDir } = readSectionSelection(app.node);
const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };

for (const section of sections) {
  new SectionDeployStack(app, sectionStackName(section, stage), {
    env,
    section,
    stage,
    sourceDir: sourceDir ?? packageDistDir(section.packageName),
  });
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
