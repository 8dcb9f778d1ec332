// One team's release app: `-c section=<shell|home-tours|blog-gallery|forms>` synthesises only
// that section's deploy stack (`-c section=all` synthesises the four, for CI checks).
// `-c sourceDir=<dir>` replaces the package's dist/ directory.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

import { packageDistDir } from '../lib/config/paths';
import { readSectionSelection } from '../lib/config/section-selection';
import { SectionDeployStack } from '../lib/stacks/section-deploy-stack';

const app = new App();
const { sections, sourceDir } = readSectionSelection(app.node);
const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };

for (const section of sections) {
  new SectionDeployStack(app, section.stackName, {
    env,
    section,
    sourceDir: sourceDir ?? packageDistDir(section.packageName),
  });
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
