import fs from 'node:fs';
import path from 'node:path';

import { App } from 'aws-cdk-lib';

import { readSectionSelection } from '../lib/config/section-selection';
import { findSection } from '../lib/config/sections';
import { defaultHosts, readSiteConfig, SiteConfigError } from '../lib/config/site-config';
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
      hosts: defaultHosts,
      enableWaf: true,
      wafRateLimit: 1000,
      alarmEmail: undefined,
      apiDomainName: undefined,
      apiCertificateArn: undefined,
      originVerifyGeneration: 1,
    });
    expect(defaultHosts.bookingHost).toBe('fareharbor.com');
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
  ])('refuses %p', (override, message) => {
    expect(() => configFrom({ ...baseContext, ...override })).toThrow(SiteConfigError);
    expect(() => configFrom({ ...baseContext, ...override })).toThrow(message);
  });

  it('accepts a domain identity with a sender of that domain', () => {
    const config = configFrom({ ...baseContext, sesSenderIdentity: 'CatsAboutTown.example' });
    expect(config.sesSenderIdentity).toBe('catsabouttown.example');
  });
});

describe('reading the deploy app context', () => {
  const forms = findSection('forms')!;

  it('selects one section and its build directory', () => {
    const sourceDir = makeFakeBuild(forms);
    const selection = readSectionSelection(
      new App({ context: { section: 'forms', sourceDir } }).node,
    );
    expect(selection.sections.map((section) => section.name)).toEqual(['forms']);
    expect(selection.sourceDir).toBe(sourceDir);
  });

  it('selects all four with section=all', () => {
    const sourceDir = makeFakeBuild({
      ...forms,
      entryPoints: ['index.html', 'sw.js', 'pages/*', 'mf-manifest.json', 'remoteEntry.js'],
    });
    const selection = readSectionSelection(
      new App({ context: { section: 'all', sourceDir } }).node,
    );
    expect(selection.sections).toHaveLength(4);
  });

  it('refuses a missing or unknown section, and a build without its entry points', () => {
    expect(() => readSectionSelection(new App().node)).toThrow(/"section" is required/);
    expect(() => readSectionSelection(new App({ context: { section: 'admin' } }).node)).toThrow(
      /unknown section "admin"/,
    );
    const shellBuild = makeFakeBuild(findSection('shell')!);
    expect(() =>
      readSectionSelection(new App({ context: { section: 'forms', sourceDir: shellBuild } }).node),
    ).toThrow(/mf-manifest.json is missing: build mf-forms first/);
    const withoutPages = makeFakeBuild(findSection('shell')!);
    fs.rmSync(path.join(withoutPages, 'pages'), { recursive: true });
    expect(() =>
      readSectionSelection(
        new App({ context: { section: 'shell', sourceDir: withoutPages } }).node,
      ),
    ).toThrow(/pages has no pages: prerender them first/);
  });
});
