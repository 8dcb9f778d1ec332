// The site app of one stage (-c stage=<staging|prod>): API, hosting and (with -c enableWaf=true)
// the CloudFront WAF in us-east-1. Front-end releases are not part of it: see bin/deploy-section.ts.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

import { stackNames } from '../lib/config/names';
import { readSiteConfig } from '../lib/config/site-config';
import { readStage } from '../lib/config/stage';
import { ApiStack } from '../lib/stacks/api-stack';
import { SiteStack } from '../lib/stacks/site-stack';
import { WafStack } from '../lib/stacks/waf-stack';

const app = new App();
const stage = readStage(app.node);
const names = stackNames(stage);
const config = readSiteConfig(app.node);
const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };

const api = new ApiStack(app, names.api, { env, stage, mail: config });
const waf = config.enableWaf
  ? new WafStack(app, names.waf, {
      env: { account: env.account, region: 'us-east-1' },
      crossRegionReferences: true,
      siteRateLimit: config.wafRateLimit,
    })
  : undefined;
new SiteStack(app, names.site, {
  env,
  stage,
  crossRegionReferences: config.enableWaf,
  site: config,
  api: api.api,
  webAclArn: waf?.webAclArn,
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
