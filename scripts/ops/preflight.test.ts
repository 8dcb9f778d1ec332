import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { prodStageSettings } from 'infra-cdk/test-support/stage-settings';

import { formatPreflight, preflight } from './preflight';

/** A settings folder holding these files. */
function settingsDir(files: Record<string, object>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), JSON.stringify(content));
  }
  return dir;
}

const prod = {
  ...prodStageSettings,
  region: 'us-east-2',
};
const staging = {
  account: '123456789012',
  region: 'us-east-2',
  mailSender: 'staging@catsabouttowntours.com',
  mailRecipient: 'team@catsabouttowntours.com',
  intakeConcurrency: 5,
};

const failed = (report: ReturnType<typeof preflight>) =>
  report.checks.filter((check) => !check.ok).map((check) => check.label);
const steps = (report: ReturnType<typeof preflight>) =>
  report.steps.map((step) => `${step.what} | ${step.how}`).join('\n');

describe('the preflight of a stage', () => {
  it('passes real settings and names the quota every stage of the account needs', () => {
    const report = preflight('prod', settingsDir({ 'prod.json': prod, 'staging.json': staging }));
    expect(failed(report)).toEqual([]);
    const concurrency = report.checks.find((check) => check.label === 'Lambda concurrency');
    // prod 4 × 10 + 2, staging 4 × 5 + 2, and the 100 Lambda keeps unreserved.
    expect(concurrency?.detail).toMatch(/prod reserves 42 .*reserve 64; .*at least 164/);
    expect(steps(report)).toMatch(/quota of at least 164 in us-east-2 \| aws service-quotas/);
  });

  it('leaves DNS to the hosted zone and the certificate to us-east-1', () => {
    const report = preflight('prod', settingsDir({ 'prod.json': prod }));
    expect(report.checks.find((check) => check.label === 'Site certificate')?.detail).toMatch(
      /created in us-east-1 for www.catsabouttowntours.com, validated through zone catsabouttowntours.com/,
    );
    expect(steps(report)).not.toMatch(/DKIM|Point www/);
    // The WAF and the certificate live in us-east-1, so it is bootstrapped too.
    expect(steps(report)).toMatch(
      /cdk -- aws:\/\/123456789012\/us-east-2 aws:\/\/123456789012\/us-east-1/,
    );
  });

  it("asks to confirm the us-east-1 site alarm topic's subscription of a stage elsewhere", () => {
    expect(steps(preflight('prod', settingsDir({ 'prod.json': prod })))).toContain(
      'Confirm the subscription of the us-east-1 site alarm topic (CatsAboutTown-prod-EdgeMonitoring) too | ' +
        'the second "Confirm subscription" mail to ops@catsabouttowntours.com',
    );
    const inUsEast1 = preflight(
      'prod',
      settingsDir({ 'prod.json': { ...prod, region: 'us-east-1' } }),
    );
    expect(steps(inUsEast1)).not.toContain('EdgeMonitoring');
  });

  it('asks for the DNS records by hand without a hosted zone', () => {
    const { hostedZoneId: _id, hostedZoneName: _name, ...noZone } = prod;
    const report = preflight(
      'prod',
      settingsDir({
        'prod.json': {
          ...noZone,
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
        },
      }),
    );
    expect(steps(report)).toMatch(/three DKIM CNAMEs of catsabouttowntours.com/);
    expect(steps(report)).toMatch(/Point www.catsabouttowntours.com at the distribution/);
  });

  it("refuses an API certificate of another region than the API's", () => {
    const report = preflight(
      'prod',
      settingsDir({
        'prod.json': {
          ...prod,
          apiDomainName: 'api.catsabouttowntours.com',
          apiCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
        },
      }),
    );
    expect(failed(report)).toEqual(['API certificate']);
  });

  it('fails on the committed example values and still lists the steps', () => {
    const report = preflight('prod');
    expect(failed(report)).toEqual(['Real values']);
    expect(report.checks.find((check) => check.label === 'Real values')?.detail).toMatch(
      /account, mailSender, mailRecipient/,
    );
    expect(report.steps.length).toBeGreaterThan(5);
    expect(formatPreflight(report)).toMatch(
      /1 check\(s\) failed: correct them before deploying prod/,
    );
  });

  it('fails prod without an alarm recipient, and lets staging go without one', () => {
    const { alarmEmail: _omitted, ...withoutAlarm } = prod;
    const report = preflight('prod', settingsDir({ 'prod.json': withoutAlarm }));
    expect(failed(report)).toEqual(['Alarm recipient']);
    expect(failed(preflight('staging', settingsDir({ 'staging.json': staging })))).toEqual([]);
  });

  it('names the key of a file it cannot read', () => {
    const report = preflight('staging', settingsDir({ 'staging.json': { account: '12' } }));
    expect(report.checks[0]?.detail).toMatch(/"account" must be a 12-digit AWS account id/);
    expect(report.steps).toHaveLength(1);
  });
});
