// The site app of one stage (-c stage=<staging|prod>), from that stage's settings file
// (stages/<stage>.json), pinned to the file's account and region: the account's shared stack, the
// API, the site and, in us-east-1, the WAF and the certificate (lib/site-app.ts). Front-end
// releases are not part of it: see bin/deploy-section.ts.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

import {
  checkCredentialsAccount,
  readAllStageSettings,
  readStageSettings,
} from '../lib/config/stage-settings';
import { addSiteStacks } from '../lib/site-app';

const app = new App();
const settings = readStageSettings(app.node);
// The CLI passes the account of the credentials it found; with no credentials (an offline synth)
// there is nothing to deploy with, so only a mismatch stops here.
checkCredentialsAccount(settings, process.env.CDK_DEFAULT_ACCOUNT);
addSiteStacks(app, settings, readAllStageSettings());

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
