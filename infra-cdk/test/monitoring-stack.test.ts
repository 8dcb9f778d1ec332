import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnCanary } from 'aws-cdk-lib/aws-synthetics';
import { AwsSolutionsChecks } from 'cdk-nag';

import { siteAlarmDefaults } from '../lib/config/site-alarm-settings';
import { parseStageSettings } from '../lib/config/stage-settings';
import { addSiteStacks } from '../lib/site-app';
import { MonitoringStack } from '../lib/stacks/monitoring-stack';
import { SYNTHETIC_PATHS, FALLBACK_SELECTOR } from '../lib/synthetic/site-check';
import { cdkJsonContext } from './support/apps';
import { refusesPlainHttp } from './support/bucket-policy';
import { prodStageSettings } from './support/stage-settings';

function siteApp(region: string, extra: Record<string, unknown> = {}) {
  const settings = parseStageSettings('prod', { ...prodStageSettings, region, ...extra });
  const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] } });
  return { app, settings, ...addSiteStacks(app, settings) };
}

/** The alarms of a template, by name. */
function alarms(template: Template): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((resource) => {
      const properties = resource.Properties as Record<string, unknown>;
      return [properties.AlarmName as string, properties];
    }),
  );
}

/** The metrics of an alarm on metric math. */
function alarmMetrics(alarm: Record<string, unknown>) {
  return alarm.Metrics as {
    Id: string;
    Expression?: string;
    MetricStat?: {
      Metric: { MetricName: string; Namespace: string; Dimensions: unknown[] };
      Stat: string;
      Period: number;
    };
  }[];
}

describe('the site monitoring of a stage in us-east-1', () => {
  const { app, api, monitoring, edgeMonitoring, waf } = siteApp('us-east-1');
  const template = Template.fromStack(monitoring);
  const byName = alarms(template);
  const limits = siteAlarmDefaults.prod;
  const topicOutput = (alarm: Record<string, unknown>) => JSON.stringify(alarm.AlarmActions);

  it('is one stack in the stage region, holding the CloudFront and WAF alarms too', () => {
    expect(monitoring.stackName).toBe('CatsAboutTown-prod-Monitoring');
    expect(monitoring.region).toBe('us-east-1');
    expect(edgeMonitoring).toBeUndefined();
    expect(waf).toBeDefined();
  });

  it("has fifteen alarms, each sending ALARM and OK to the stage's alarm topic", () => {
    expect(Object.keys(byName).sort()).toEqual(
      [
        'CatsAboutTown-prod-Site-CloudFront-Fault-Rate-ServerErrors',
        'CatsAboutTown-prod-Site-Waf-Blocked-Surge',
        'CatsAboutTown-prod-Site-SyntheticCheck-Failing',
        ...['Shell', 'HomeTours', 'BlogGallery', 'Forms'].flatMap((section) => [
          `CatsAboutTown-prod-Site-Section${section}-ErrorRate-High`,
          `CatsAboutTown-prod-Site-Section${section}-LCP-Poor`,
          `CatsAboutTown-prod-Site-Section${section}-INP-Poor`,
        ]),
      ].sort(),
    );
    const topicRef = api.getLogicalId(api.monitoring.topic.node.defaultChild as never);
    for (const alarm of Object.values(byName)) {
      expect(alarm.ActionsEnabled).toBe(true);
      expect(alarm.AlarmActions).toHaveLength(1);
      expect(topicOutput(alarm)).toContain('CatsAboutTown-prod-Api');
      expect(topicOutput(alarm)).toContain(topicRef.replace(/[^A-Za-z0-9]/g, ''));
      expect(alarm.OKActions).toEqual(alarm.AlarmActions);
    }
  });

  it("alarms on CloudFront's 5xx error rate of the distribution", () => {
    const alarm = byName['CatsAboutTown-prod-Site-CloudFront-Fault-Rate-ServerErrors']!;
    const text = JSON.stringify(alarm);
    expect(text).toContain('"MetricName":"5xxErrorRate"');
    expect(text).toContain('"Namespace":"AWS/CloudFront"');
    expect(text).toContain('"DistributionId"');
    expect(alarm).toMatchObject({
      Threshold: limits.cloudFront5xxRatePercent,
      EvaluationPeriods: limits.cloudFront5xxPeriods,
      DatapointsToAlarm: limits.cloudFront5xxPeriods,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    });
  });

  it('alarms on a surge of requests the WAF blocks, over all its rules', () => {
    const alarm = byName['CatsAboutTown-prod-Site-Waf-Blocked-Surge']!;
    expect(alarm).toMatchObject({
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Statistic: 'Sum',
      Period: 300,
      Threshold: limits.wafBlockedRequests,
      EvaluationPeriods: limits.wafBlockedPeriods,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    const dimensions = alarm.Dimensions as { Name: string; Value: unknown }[];
    expect(dimensions).toContainEqual({ Name: 'Rule', Value: 'ALL' });
    // The web ACL's name is the first field of its Ref (name|id|scope).
    expect(JSON.stringify(dimensions.find((d) => d.Name === 'WebACL'))).toContain('Fn::Select');
  });

  it.each(['shell', 'homeTours', 'blogGallery', 'forms'])(
    "alarms on the %s section's (Error + Fallback) / PageView above a minimum of page views",
    (section) => {
      const name = section.charAt(0).toUpperCase() + section.slice(1);
      const alarm = byName[`CatsAboutTown-prod-Site-Section${name}-ErrorRate-High`]!;
      expect(alarm).toMatchObject({
        Threshold: limits.sectionErrorRate,
        EvaluationPeriods: limits.sectionErrorPeriods,
        DatapointsToAlarm: limits.sectionErrorPeriods,
        ComparisonOperator: 'GreaterThanThreshold',
        TreatMissingData: 'notBreaching',
      });
      const metrics = alarmMetrics(alarm);
      const expression = metrics.find((metric) => metric.Expression !== undefined)!.Expression;
      expect(expression).toBe(
        `IF(views >= ${limits.sectionMinPageViews}, (FILL(errors, 0) + FILL(fallbacks, 0)) / views, 0)`,
      );
      const stats = Object.fromEntries(
        metrics
          .filter((metric) => metric.MetricStat)
          .map((metric) => [metric.Id, metric.MetricStat!]),
      );
      expect(Object.keys(stats).sort()).toEqual(['errors', 'fallbacks', 'views']);
      expect(stats.views!.Metric.MetricName).toBe('PageView');
      expect(stats.errors!.Metric.MetricName).toBe('Error');
      expect(stats.fallbacks!.Metric.MetricName).toBe('Fallback');
      for (const stat of Object.values(stats)) {
        expect(stat).toMatchObject({ Stat: 'Sum', Period: 300 });
        expect(stat.Metric.Namespace).toBe('CatsAboutTown/Site');
        expect(stat.Metric.Dimensions).toEqual([
          { Name: 'section', Value: section },
          { Name: 'service', Value: 'site-telemetry' },
        ]);
      }
    },
  );

  it.each([
    ['LCP', limits.lcpP75Ms],
    ['INP', limits.inpP75Ms],
  ])("alarms on each section's p75 %s in the poor range (above %i ms)", (vital, threshold) => {
    for (const name of ['Shell', 'HomeTours', 'BlogGallery', 'Forms']) {
      const alarm = byName[`CatsAboutTown-prod-Site-Section${name}-${vital}-Poor`]!;
      expect(alarm).toMatchObject({
        Threshold: threshold,
        EvaluationPeriods: limits.vitalsPeriods,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      const id = vital.toLowerCase();
      const metrics = alarmMetrics(alarm);
      expect(metrics.find((metric) => metric.Expression)!.Expression).toBe(
        `IF(${id}Samples >= ${limits.vitalsMinSamples}, ${id}P75, 0)`,
      );
      expect(metrics.find((metric) => metric.Id === `${id}P75`)!.MetricStat).toMatchObject({
        Metric: { MetricName: vital },
        Stat: 'p75',
        Period: 900,
      });
    }
  });

  it('alarms when the synthetic check fails runs in a row, or stops reporting', () => {
    const alarm = byName['CatsAboutTown-prod-Site-SyntheticCheck-Failing']!;
    const { canary } = monitoring.syntheticCheck!;
    expect(alarm).toMatchObject({
      Namespace: 'CloudWatchSynthetics',
      MetricName: 'SuccessPercent',
      Threshold: 100,
      ComparisonOperator: 'LessThanThreshold',
      EvaluationPeriods: limits.syntheticFailedRuns,
      DatapointsToAlarm: limits.syntheticFailedRuns,
      TreatMissingData: 'breaching',
      Dimensions: [
        {
          Name: 'CanaryName',
          Value: { Ref: monitoring.getLogicalId(canary.node.defaultChild as CfnCanary) },
        },
      ],
    });
  });

  it("has a dashboard with the sections' page views and errors beside the alarms", () => {
    const dashboards = template.findResources('AWS::CloudWatch::Dashboard');
    expect(Object.keys(dashboards)).toHaveLength(1);
    const body = JSON.stringify(Object.values(dashboards)[0]!.Properties);
    for (const section of ['shell', 'homeTours', 'blogGallery', 'forms']) {
      expect(body).toContain(`Section ${section}`);
      expect(body).toContain(`\\"section\\",\\"${section}\\"`);
    }
    for (const metric of [
      'PageView',
      'Error',
      'Fallback',
      '5xxErrorRate',
      'BlockedRequests',
      'SuccessPercent',
    ]) {
      expect(body).toContain(`\\"${metric}\\"`);
    }
  });

  it('runs the synthetic check every five minutes in Playwright against the stage, with the check bundled in', () => {
    template.hasResourceProperties('AWS::Synthetics::Canary', {
      Name: 'catsabouttown-prod-site',
      RuntimeVersion: Match.stringLikeRegexp('^syn-nodejs-playwright-'),
      Schedule: { Expression: 'rate(5 minutes)' },
      StartCanaryAfterCreation: true,
      RunConfig: Match.objectLike({
        EnvironmentVariables: { SITE_URL: 'https://www.catsabouttowntours.com' },
      }),
      ArtifactConfig: { S3Encryption: { EncryptionMode: 'SSE_S3' } },
      Code: { Handler: 'index.handler', Script: Match.anyValue() },
    });
    const canary = Object.values(template.findResources('AWS::Synthetics::Canary'))[0]!;
    const script = (canary.Properties as { Code: { Script: string } }).Code.Script;
    for (const path of SYNTHETIC_PATHS) expect(script).toContain(`"${path}"`);
    expect(script).toContain(FALLBACK_SELECTOR);
    expect(script).toContain('page-hydrated');
    expect(script).toContain('require("@aws/synthetics-playwright")');
    expect(SYNTHETIC_PATHS).toEqual(['/', '/tours/brooklyn-heights', '/contact']);
  });

  it('keeps the artifacts in an encrypted, private, TLS-only bucket that expires them', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LifecycleConfiguration: {
        Rules: [{ Id: 'ExpireRunArtifacts', Status: 'Enabled', ExpirationInDays: 30 }],
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', refusesPlainHttp);
  });

  it("gives the canary's role only the artifacts bucket, its metrics and its logs", () => {
    const roles = Object.values(template.findResources('AWS::IAM::Role'));
    expect(roles).toHaveLength(1);
    const properties = roles[0]!.Properties as {
      AssumeRolePolicyDocument: unknown;
      ManagedPolicyArns?: unknown;
      Policies: { PolicyDocument: { Statement: unknown[] } }[];
    };
    expect(properties.ManagedPolicyArns).toBeUndefined();
    expect(JSON.stringify(properties.AssumeRolePolicyDocument)).toContain('lambda.amazonaws.com');
    const bucketArn = { 'Fn::GetAtt': [Match.stringLikeRegexp('^SyntheticCheckArtifacts'), 'Arn'] };
    expect(properties.Policies).toHaveLength(1);
    const statements = properties.Policies[0]!.PolicyDocument.Statement;
    expect(statements).toHaveLength(5);
    Template.fromJSON({
      Resources: { R: { Type: 'X', Properties: { S: statements } } },
    }).hasResourceProperties('X', {
      S: [
        { Action: 's3:ListAllMyBuckets', Effect: 'Allow', Resource: '*' },
        { Action: 's3:GetBucketLocation', Effect: 'Allow', Resource: bucketArn },
        {
          Action: 's3:PutObject',
          Effect: 'Allow',
          Resource: { 'Fn::Join': ['', [bucketArn, '/*']] },
        },
        {
          Action: 'cloudwatch:PutMetricData',
          Effect: 'Allow',
          Resource: '*',
          Condition: { StringEquals: { 'cloudwatch:namespace': 'CloudWatchSynthetics' } },
        },
        {
          Action: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
          Effect: 'Allow',
          Resource: 'arn:aws:logs:us-east-1:123456789012:log-group:/aws/lambda/cwsyn-*',
        },
      ],
    });
  });

  it('leaves no cdk-nag finding unacknowledged', () => {
    const result = new AwsSolutionsChecks(app).validateScope(app);
    expect(result.violations.flatMap((violation) => violation.ruleName)).toEqual([]);
  });
});

describe('the site monitoring of a stage outside us-east-1', () => {
  const { app, monitoring, edgeMonitoring } = siteApp('eu-west-1');

  it("keeps the telemetry alarms and the check in the stage's region", () => {
    expect(monitoring.region).toBe('eu-west-1');
    const names = Object.keys(alarms(Template.fromStack(monitoring)));
    expect(names).toHaveLength(13);
    expect(names.some((name) => name.includes('CloudFront') || name.includes('Waf'))).toBe(false);
  });

  it('puts the CloudFront and WAF alarms in us-east-1, with a topic there e-mailing the recipient', () => {
    expect(edgeMonitoring!.stackName).toBe('CatsAboutTown-prod-EdgeMonitoring');
    expect(edgeMonitoring!.region).toBe('us-east-1');
    const template = Template.fromStack(edgeMonitoring!);
    expect(Object.keys(alarms(template)).sort()).toEqual([
      'CatsAboutTown-prod-Site-CloudFront-Fault-Rate-ServerErrors',
      'CatsAboutTown-prod-Site-Waf-Blocked-Surge',
    ]);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@catsabouttowntours.com',
    });
    const topic = Object.keys(template.findResources('AWS::SNS::Topic'))[0]!;
    for (const alarm of Object.values(alarms(template))) {
      expect(alarm.AlarmActions).toEqual([{ Ref: topic }]);
      expect(alarm.OKActions).toEqual([{ Ref: topic }]);
    }
  });

  it('leaves no cdk-nag finding unacknowledged', () => {
    const result = new AwsSolutionsChecks(app).validateScope(app);
    expect(
      result.violations.flatMap((violation) =>
        violation.violatingResources.map(
          (resource) => `${violation.ruleName} at ${resource.constructPath}`,
        ),
      ),
    ).toEqual([]);
  });
});

describe("the site monitoring's recipient", () => {
  it('refuses a prod topic of its own without an alarm recipient', () => {
    const app = new App();
    expect(
      () =>
        new MonitoringStack(app, 'Edge', {
          env: { account: '123456789012', region: 'us-east-1' },
          stage: 'prod',
          thresholds: siteAlarmDefaults.prod,
        }),
    ).toThrow('"alarmEmail" is required in prod: the site alarms are e-mailed to it.');
  });

  it('refuses CloudFront alarms outside us-east-1', () => {
    const { app, site } = siteApp('eu-west-1');
    expect(
      () =>
        new MonitoringStack(app, 'Elsewhere', {
          env: { account: '123456789012', region: 'eu-west-1' },
          stage: 'staging',
          thresholds: siteAlarmDefaults.staging,
          distribution: site.site.distribution,
        }),
    ).toThrow(
      'CloudFront and WAF alarms must be in us-east-1, where their metrics are; not eu-west-1.',
    );
  });
});
