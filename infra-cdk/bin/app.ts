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
// The CLI passes the account of the credentials it found. With none (an offline synth) there is
// nothing to deploy with: the committed example values synthesise. With credentials, prod's
// example values are refused, and so is another account than the file's.
const credentialsAccount = process.env.CDK_DEFAULT_ACCOUNT;
const settings = readStageSettings(app.node, undefined, credentialsAccount ? 'deploy' : 'synth');
checkCredentialsAccount(settings, credentialsAccount);
addSiteStacks(app, settings, readAllStageSettings());

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
