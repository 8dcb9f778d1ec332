import fs from 'node:fs';
import path from 'node:path';

import { App } from 'aws-cdk-lib';
import { findSection } from 'release';
import { defaultExternalHosts } from 'shared-types';

import { readSectionSelection } from '../lib/config/section-selection';
import { readSiteConfig, SiteConfigError } from '../lib/config/site-config';
import { baseContext, makeFakeBuild } from './support/apps';

function configFrom(context: Record<string, unknown>) {
  return readSiteConfig(new App({ context }).node);
}

describe('reading the site context', () => {
  it('applies the defaults: provider hosts, no domain, the WAF on, sender as identity', () => {
    expect(configFrom(baseContext)).toEqual({
      domainName: undefined,
      certificateArn: undefined,
      sesSenderIdentity: 'hello@catsabouttown.example',
      mailSender: 'hello@catsabouttown.example',
      mailRecipient: 'team@catsabouttown.example',
      hosts: defaultExternalHosts,
      enableWaf: true,
      wafRateLimit: 1000,
      alarmEmail: undefined,
      apiDomainName: undefined,
      apiCertificateArn: undefined,
      originVerifyGeneration: 1,
      hostedZone: undefined,
      monthlyBudgetUsd: 50,
      reservedConcurrency: { intake: 10, delivery: 2 },
    });
    expect(defaultExternalHosts.bookingHost).toBe('fareharbor.com');
  });

  it('reads -c strings: the WAF flag, its limit, the origin secret generation and the hosts', () => {
    const config = configFrom({
      ...baseContext,
      enableWaf: 'true',
      wafRateLimit: '300',
      originVerifyGeneration: '3',
      bookingHost: 'booking.example',
      newsletterHost: '*.list-manage.com',
    });
    expect(config.enableWaf).toBe(true);
    expect(config.wafRateLimit).toBe(300);
    expect(config.originVerifyGeneration).toBe(3);
    expect(config.hosts.bookingHost).toBe('booking.example');
    expect(config.hosts.newsletterHost).toBe('*.list-manage.com');
  });

  it.each([
    [{ mailRecipient: undefined }, /"mailRecipient" is required/],
    [{ mailSender: 'not-an-address' }, /"mailSender" must be an e-mail address/],
    [{ domainName: 'www.catsabouttown.example' }, /"certificateArn" is required/],
    [
      {
        domainName: 'www.catsabouttown.example',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
      },
      /us-east-1/,
    ],
    [
      { sesSenderIdentity: 'other.example' },
      /must be the SES identity or an address of its domain/,
    ],
    [{ bookingHost: 'https://fareharbor.com/embeds' }, /"bookingHost" must be a host name/],
    [{ enableWaf: 'yes' }, /"enableWaf" must be true or false/],
    [{ alarmEmail: 'ops at example' }, /"alarmEmail" must be an e-mail address/],
    [{ apiDomainName: 'api.catsabouttown.example' }, /"apiDomainName" and "apiCertificateArn"/],
    [
      { apiDomainName: 'api.catsabouttown.example', apiCertificateArn: 'arn:nope' },
      /"apiCertificateArn" must be an ACM certificate ARN/,
    ],
    [{ wafRateLimit: '5' }, /"wafRateLimit" must be an integer of at least 10/],
    [{ originVerifyGeneration: '0' }, /"originVerifyGeneration" must be an integer of at least 1/],
    [{ originVerifyGeneration: '2.5' }, /"originVerifyGeneration" must be an integer/],
    [{ deliveryConcurrency: 1 }, /"deliveryConcurrency" must be an integer of at least 2/],
    [{ hostedZoneId: 'Z0123456789ABC' }, /"hostedZoneId" and "hostedZoneName" are set together/],
    [
      { hostedZoneId: 'Z0123456789ABC', hostedZoneName: 'catsabouttown.example' },
      /"domainName" is required when a hosted zone is set/,
    ],
    [
      {
        domainName: 'www.elsewhere.example',
        hostedZoneId: 'Z0123456789ABC',
        hostedZoneName: 'catsabouttown.example',
      },
      /"domainName" \(www.elsewhere.example\) must be in the zone "catsabouttown.example"/,
    ],
    [
      {
        domainName: 'www.catsabouttown.example',
        hostedZoneId: 'zone',
        hostedZoneName: 'x.example',
      },
      /"hostedZoneId" must be a Route 53 zone id/,
    ],
  ])('refuses %p', (override, message) => {
    expect(() => configFrom({ ...baseContext, ...override })).toThrow(SiteConfigError);
    expect(() => configFrom({ ...baseContext, ...override })).toThrow(message);
  });

  it('names every bad key at once', () => {
    expect(() => configFrom({ mailSender: 'nobody', wafRateLimit: 'many' })).toThrow(
      /"mailSender" must be an e-mail address[\s\S]*"mailRecipient" is required[\s\S]*"wafRateLimit"/,
    );
  });

  it('names a malformed ARN or zone id even when another key is missing', () => {
    expect(() =>
      configFrom({
        mailSender: 'hello@catsabouttown.example',
        domainName: 'www.catsabouttown.example',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
        hostedZoneId: 'zone',
        hostedZoneName: 'catsabouttown.example',
      }),
    ).toThrow(
      /"certificateArn" must be an ACM certificate ARN in us-east-1[\s\S]*"hostedZoneId" must be a Route 53 zone id[\s\S]*"mailRecipient" is required/,
    );
  });

  it.each(['first..last@catsabouttown.example', 'hello!@catsabouttown.example'])(
    'refuses %s, an address the delivery function would refuse at cold start',
    (mailRecipient) => {
      expect(() => configFrom({ ...baseContext, mailRecipient })).toThrow(
        `"mailRecipient" must be an e-mail address, got "${mailRecipient}".`,
      );
    },
  );

  it('refuses a host name with a label longer than DNS allows (63 characters)', () => {
    const domainName = `${'w'.repeat(64)}.catsabouttown.example`;
    expect(() =>
      configFrom({
        ...baseContext,
        domainName,
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      }),
    ).toThrow(`"domainName" must be a host name, got "${domainName}".`);
    expect(() => configFrom({ ...baseContext, videoHost: `*.${'v'.repeat(64)}.com` })).toThrow(
      /"videoHost" must be a host name without scheme or path/,
    );
  });

  it('takes the certificate from a hosted zone: no certificateArn needed', () => {
    const config = configFrom({
      ...baseContext,
      domainName: 'WWW.catsabouttown.example',
      hostedZoneId: 'Z0123456789ABC',
      hostedZoneName: 'catsabouttown.example',
    });
    expect(config.domainName).toBe('www.catsabouttown.example');
    expect(config.certificateArn).toBeUndefined();
    expect(config.hostedZone).toEqual({
      hostedZoneId: 'Z0123456789ABC',
      zoneName: 'catsabouttown.example',
    });
  });

  it('accepts a domain identity with a sender of that domain', () => {
    const config = configFrom({ ...baseContext, sesSenderIdentity: 'CatsAboutTown.example' });
    expect(config.sesSenderIdentity).toBe('catsabouttown.example');
  });
});

describe('reading the deploy app context', () => {
  const forms = findSection('forms')!;
  const version = '20261123-101500-abc1234';
  const selection = (context: Record<string, unknown>) =>
    readSectionSelection(new App({ context: { stage: 'prod', ...context } }).node);

  it('selects one section, the release it publishes and its build directory', () => {
    const sourceDir = makeFakeBuild(forms);
    const selected = selection({ section: 'forms', version, sourceDir });
    expect(selected.sections.map((section) => section.name)).toEqual(['forms']);
    expect(selected.release).toEqual({ kind: 'deploy', version, sourceDir, serve: version });
    expect(selected.keepReleases).toBe(10);
  });

  it("publishes a canary's build while the site keeps serving the release named by serve", () => {
    const sourceDir = makeFakeBuild(forms);
    const stable = '20261120-090000-0000000';
    expect(selection({ section: 'forms', version, sourceDir, serve: stable }).release).toEqual({
      kind: 'deploy',
      version,
      sourceDir,
      serve: stable,
    });
    expect(() => selection({ section: 'forms', version, sourceDir, serve: '../x' })).toThrow(
      /"serve" must be a release version/,
    );
  });

  it('selects a rollback to a published release, which needs no build', () => {
    expect(selection({ section: 'shell', rollback: version, keepReleases: '5' })).toMatchObject({
      release: { kind: 'rollback', version },
      keepReleases: 5,
    });
  });

  it('refuses a missing or unknown section, a missing or doubtful version', () => {
    expect(() => selection({})).toThrow(/"section" is required/);
    expect(() => selection({ section: 'admin' })).toThrow(/unknown section "admin"/);
    expect(() => selection({ section: 'forms' })).toThrow(/give either "version"/);
    expect(() => selection({ section: 'forms', version, rollback: version })).toThrow(
      /give either "version"/,
    );
    expect(() => selection({ section: 'forms', rollback: '../index' })).toThrow(
      /"rollback" must be a release version/,
    );
    expect(() => selection({ section: 'forms', rollback: version, keepReleases: 1 })).toThrow(
      /"keepReleases" must be a whole number of at least 2/,
    );
  });

  it('refuses a build that is not built or not prerendered, naming the command', () => {
    const shellBuild = makeFakeBuild(findSection('shell')!);
    expect(() => selection({ section: 'forms', version, sourceDir: shellBuild })).toThrow(
      /mf-manifest.json is missing: run npm run build -w mf-forms first/,
    );
    fs.rmSync(path.join(shellBuild, 'pages'), { recursive: true });
    expect(() => selection({ section: 'shell', version, sourceDir: shellBuild })).toThrow(
      /pages is missing: run npm run prerender -w shell first/,
    );
  });
});
