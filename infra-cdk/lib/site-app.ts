// The stacks of one stage's site app, from its settings: bin/app.ts runs this for the stage of
// `-c stage=`, and the tests for settings they choose.
import type { App } from 'aws-cdk-lib';
import { stackName, stackNames } from 'release';

import { tagForCosts } from './config/cost-tags';
import type { StageSettings } from './config/stage-settings';
import { ACCOUNT_STACK_NAME, AccountStack, sharedSenderIdentities } from './stacks/account-stack';
import { ApiStack } from './stacks/api-stack';
import { CertificateStack } from './stacks/certificate-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { SiteStack } from './stacks/site-stack';
import { WafStack } from './stacks/waf-stack';

/** The stacks of a stage's site app. */
export interface SiteAppStacks {
  readonly account: AccountStack;
  readonly api: ApiStack;
  readonly site: SiteStack;
  readonly waf?: WafStack;
  readonly certificate?: CertificateStack;
  /** The site's alarms, dashboard and synthetic check, in the stage's region. */
  readonly monitoring: MonitoringStack;
  /** The CloudFront and WAF alarms of a stage outside us-east-1, in us-east-1. */
  readonly edgeMonitoring?: MonitoringStack;
}

/**
 * Adds the stage's stacks to `app`, pinned to the settings' account and region: the account's
 * shared stack (made alike by every stage of that account and region, from `allStages`), the API,
 * the site, and in us-east-1 the WAF (unless `enableWaf` is false) and, with a hosted zone and no
 * `certificateArn`, the site's certificate.
 */
export function addSiteStacks(
  app: App,
  settings: StageSettings,
  allStages: readonly StageSettings[] = [settings],
): SiteAppStacks {
  const { stage } = settings;
  const names = stackNames(stage);
  const env = { account: settings.account, region: settings.region };
  const usEast1 = { account: settings.account, region: 'us-east-1' };

  const account = new AccountStack(app, ACCOUNT_STACK_NAME, {
    env,
    senderIdentities: sharedSenderIdentities(
      [settings, ...allStages.filter((other) => other.stage !== stage)],
      settings.account,
      settings.region,
    ),
  });
  const api = new ApiStack(app, names.api, { env, stage, mail: settings });
  api.addStackDependency(account);

  const waf = settings.enableWaf
    ? new WafStack(app, names.waf, {
        env: usEast1,
        crossRegionReferences: true,
        siteRateLimit: settings.wafRateLimit,
      })
    : undefined;
  const certificate =
    settings.hostedZone !== undefined &&
    settings.domainName !== undefined &&
    settings.certificateArn === undefined
      ? new CertificateStack(app, stackName(stage, 'Certificate'), {
          env: usEast1,
          crossRegionReferences: true,
          domainName: settings.domainName,
          hostedZone: settings.hostedZone,
        })
      : undefined;
  const site = new SiteStack(app, names.site, {
    env,
    stage,
    crossRegionReferences:
      waf !== undefined || certificate !== undefined || settings.region !== 'us-east-1',
    site: settings,
    api: api.api,
    alarmTopic: api.monitoring.topic,
    webAclArn: waf?.webAclArn,
    certificateArn: certificate?.certificate.certificateArn,
    // Staging's releases are promoted to prod: prod's release job reads them with a read-only role.
    releaseReaderAccount:
      stage === 'staging' ? allStages.find((other) => other.stage === 'prod')?.account : undefined,
  });

  // CloudFront and its WAF publish metrics in us-east-1 only, and an alarm watches metrics of its
  // own region: a stage elsewhere has their alarms in a us-east-1 stack with a topic of its own.
  const edgeInRegion = settings.region === 'us-east-1';
  const edge = {
    distribution: site.site.distribution,
    webAclName: waf?.webAclName,
  };
  const monitoring = new MonitoringStack(app, stackName(stage, 'Monitoring'), {
    env,
    stage,
    thresholds: settings.siteAlarms,
    topic: api.monitoring.topic,
    sectionTelemetry: true,
    siteUrl: site.siteUrl,
    ...(edgeInRegion ? edge : {}),
  });
  const edgeMonitoring = edgeInRegion
    ? undefined
    : new MonitoringStack(app, stackName(stage, 'EdgeMonitoring'), {
        env: usEast1,
        crossRegionReferences: true,
        stage,
        thresholds: settings.siteAlarms,
        alarmEmail: settings.alarmEmail,
        ...edge,
      });

  // The shared stack is the stages' together: tagged as such, never with one stage's name.
  tagForCosts(account, 'shared');
  for (const stack of [api, site, waf, certificate, monitoring, edgeMonitoring]) {
    if (stack !== undefined) tagForCosts(stack, stage);
  }
  return { account, api, site, waf, certificate, monitoring, edgeMonitoring };
}
