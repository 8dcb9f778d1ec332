import type { ExternalHosts } from 'shared-types';

import {
  contentSecurityPolicy,
  HTTPS_ONLY,
  securityHeaderFields,
  securityHeadersFor,
  type Transport,
} from './security-headers';

const hosts: ExternalHosts = {
  bookingHost: 'booking.example',
  analyticsHost: 'analytics.example',
  videoHost: 'video.example',
  newsletterHost: 'news.example',
};

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );
}

describe.each<Transport>(['https', 'http'])('the Content-Security-Policy over %s', (transport) => {
  const policy = contentSecurityPolicy(hosts, transport);
  const directives = directivesOf(policy);

  it('allows scripts only from self, the booking provider and analytics, never inline', () => {
    expect(directives.get('script-src')).toEqual([
      "'self'",
      'https://booking.example',
      'https://analytics.example',
    ]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('allows frames of the booking provider and the video host only', () => {
    expect(directives.get('frame-src')).toEqual([
      'https://booking.example',
      'https://video.example',
    ]);
  });

  it('allows form posts to self and the newsletter provider', () => {
    expect(directives.get('form-action')).toEqual(["'self'", 'https://news.example']);
  });

  it('lets the page talk to itself, analytics, the booking provider and the newsletter', () => {
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://analytics.example',
      'https://booking.example',
      'https://news.example',
    ]);
  });

  it('forbids plugins, base changes and being framed', () => {
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it('fits CloudFront’s 1783-character limit for the header', () => {
    expect(policy.length).toBeLessThanOrEqual(1783);
  });
});

describe('the security headers', () => {
  it('differ between https and plain http only in what plain http cannot carry', () => {
    const secure = securityHeaderFields(securityHeadersFor(hosts, 'https'));
    const plain = securityHeaderFields(securityHeadersFor(hosts, 'http'));

    expect(secure[HTTPS_ONLY.header]).toBe('max-age=63072000; includeSubDomains; preload');
    expect(plain).not.toHaveProperty(HTTPS_ONLY.header);
    expect(secure['Content-Security-Policy']).toBe(
      `${plain['Content-Security-Policy']}; ${HTTPS_ONLY.directive}`,
    );
    const { [HTTPS_ONLY.header]: _hsts, 'Content-Security-Policy': _secureCsp, ...rest } = secure;
    const { 'Content-Security-Policy': _plainCsp, ...plainRest } = plain;
    expect(plainRest).toEqual(rest);
  });

  it('forbid sniffing, framing and unused features, and send only the origin elsewhere', () => {
    expect(securityHeaderFields(securityHeadersFor(hosts, 'http'))).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringMatching(
        /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(self "https:\/\/booking\.example"\)/,
      ),
    });
  });
});
