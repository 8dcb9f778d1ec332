import { Validations, type App } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { sections } from 'release';

import { buildSectionApp, buildSiteApp } from './support/apps';

/** Every unacknowledged AwsSolutions finding in `app`, as 'RuleId at path'. */
function findings(app: App): string[] {
  const result = new AwsSolutionsChecks(app).validateScope(app);
  return result.violations.flatMap((violation) =>
    violation.violatingResources.map(
      (resource) => `${violation.ruleName} at ${resource.constructPath}`,
    ),
  );
}

describe('cdk-nag AwsSolutions', () => {
  it('finds nothing unacknowledged in the site app (no domain, no WAF)', () => {
    expect(findings(buildSiteApp({ context: { enableWaf: false } }).app)).toEqual([]);
  });

  it("finds nothing unacknowledged in staging's site app with prod's read-only role", () => {
    const { app } = buildSiteApp({
      stage: 'staging',
      env: { account: '123456789012', region: 'us-east-1' },
      context: { alarmEmail: 'ops@catsabouttown.example' },
      releaseReaderAccount: '444455556666',
    });
    expect(findings(app)).toEqual([]);
  });

  it('finds nothing unacknowledged in the default site app (the WAF on, alarms e-mailed)', () => {
    const { app } = buildSiteApp({
      env: { account: '123456789012', region: 'us-east-1' },
      context: { alarmEmail: 'ops@catsabouttown.example' },
    });
    expect(findings(app)).toEqual([]);
  });

  it('finds nothing unacknowledged with a domain and the WAF, across regions', () => {
    const { app } = buildSiteApp({
      env: { account: '123456789012', region: 'eu-west-1' },
      context: {
        enableWaf: true,
        domainName: 'www.catsabouttown.example',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
        sesSenderIdentity: 'catsabouttown.example',
        apiDomainName: 'api-origin.catsabouttown.example',
        apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc-123',
      },
    });
    expect(findings(app)).toEqual([]);
  });

  it.each(sections.map((section) => [section.name, section] as const))(
    'finds nothing unacknowledged in the %s deploy app',
    (_name, section) => {
      expect(findings(buildSectionApp(section).app)).toEqual([]);
    },
  );

  it('finds nothing unacknowledged in a deploy app with a concrete environment', () => {
    const { app } = buildSectionApp(sections[3]!, {
      env: { account: '123456789012', region: 'eu-west-1' },
    });
    expect(findings(app)).toEqual([]);
  });

  it('finds nothing unacknowledged in a rollback', () => {
    const { app } = buildSectionApp(sections[0]!, {
      rollback: { version: '20261120-090000-0ff1ce0' },
    });
    expect(findings(app)).toEqual([]);
  });

  it('gives a reason for every acknowledgement', () => {
    const { app } = buildSiteApp();
    const acknowledged = app.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.values(entry.data as Record<string, unknown>));
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const reason of acknowledged) {
      expect(typeof reason).toBe('string');
      expect((reason as string).length).toBeGreaterThan(40);
    }
  });

  it('still reports findings that nobody acknowledged', () => {
    const { app, site } = buildSiteApp();
    new s3.Bucket(site, 'Unreviewed');
    expect(findings(app)).toEqual(
      expect.arrayContaining([
        'AwsSolutions-S1 at TestSite/Unreviewed/Resource',
        'AwsSolutions-S10 at TestSite/Unreviewed/Resource',
      ]),
    );
  });
});
