// The site app of one stage (-c stage=<staging|prod>), from that stage's settings file
// (stages/<stage>.json): API, hosting and (unless enableWaf is false) the CloudFront WAF in
// us-east-1, all pinned to the file's account and region. Front-end releases are not part of it:
// see bin/deploy-section.ts.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

import { stackNames } from '../lib/config/names';
import {
  checkCredentialsAccount,
  readAllStageSettings,
  readStageSettings,
} from '../lib/config/stage-settings';
import {
  ACCOUNT_STACK_NAME,
  AccountStack,
  sharedSenderIdentities,
} from '../lib/stacks/account-stack';
import { ApiStack } from '../lib/stacks/api-stack';
import { SiteStack } from '../lib/stacks/site-stack';
import { WafStack } from '../lib/stacks/waf-stack';

const app = new App();
const settings = readStageSettings(app.node);
// The CLI passes the account of the credentials it found; with no credentials (an offline synth)
// there is nothing to deploy with, so only a mismatch stops here.
checkCredentialsAccount(settings, process.env.CDK_DEFAULT_ACCOUNT);
const { stage } = settings;
const names = stackNames(stage);
const env = { account: settings.account, region: settings.region };

// What an account and region hold once, for every stage there (each stage's app makes it alike).
const account = new AccountStack(app, ACCOUNT_STACK_NAME, {
  env,
  senderIdentities: sharedSenderIdentities(
    [settings, ...readAllStageSettings().filter((other) => other.stage !== stage)],
    settings.account,
    settings.region,
  ),
});
const api = new ApiStack(app, names.api, { env, stage, mail: settings });
api.addStackDependency(account);
const waf = settings.enableWaf
  ? new WafStack(app, names.waf, {
      env: { account: env.account, region: 'us-east-1' },
      crossRegionReferences: true,
      siteRateLimit: settings.wafRateLimit,
    })
  : undefined;
new SiteStack(app, names.site, {
  env,
  stage,
  crossRegionReferences: settings.enableWaf,
  site: settings,
  api: api.api,
  webAclArn: waf?.webAclArn,
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
