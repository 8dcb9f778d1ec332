// The security headers of every response of the site, Content-Security-Policy included: the CDN's
// response headers policy (infra-cdk's SecurityHeadersPolicy) and the local server (server/app.ts)
// both build theirs from `securityHeadersFor`, so the end-to-end suites run the pages under the
// policy visitors get.
//
// - Scripts: our own files plus the booking widget and the analytics tag; no inline script, no eval.
// - Styles: 'unsafe-inline' is allowed because Radix UI's scroll lock and the booking lightframe
//   inject <style> elements, and each prerendered page carries its remote's sheets in <style>
//   (no request to a remote holds up its first paint); styles cannot run code, so scripts stay
//   locked down.
// - Images: any https source, because blog posts may point at absolute image URLs.
// - Frames: the booking calendar and the news video only; nobody may frame us.
// - Forms: our own endpoints and the newsletter provider's subscription endpoint.
import type { ExternalHosts } from 'shared-types';

/**
 * How the site reaches the browser: over https from the CDN, or over plain http from a server on
 * this machine (`npm start`, the end-to-end suites, the release stages).
 */
export type Transport = 'https' | 'http';

/**
 * What only a secure origin can carry, named here and nowhere else. Over plain http the browser
 * ignores Strict-Transport-Security, and `upgrade-insecure-requests` would send the page's own
 * requests to an https port nothing listens on; everything else is the same on both.
 */
export const HTTPS_ONLY = {
  header: 'Strict-Transport-Security',
  directive: 'upgrade-insecure-requests',
} as const;

/** What Strict-Transport-Security says. */
interface StrictTransportSecurity {
  maxAgeSeconds: number;
  includeSubdomains: boolean;
  preload: boolean;
}

/** Two years, subdomains included, fit for the browsers' preload list. */
const STRICT_TRANSPORT_SECURITY: StrictTransportSecurity = {
  maxAgeSeconds: 730 * 24 * 60 * 60,
  includeSubdomains: true,
  preload: true,
};

/** The security headers of the site's responses, by what each one says. */
export interface SecurityHeaders {
  contentSecurityPolicy: string;
  /** Only over https (see {@link HTTPS_ONLY}). */
  strictTransportSecurity?: StrictTransportSecurity;
  contentTypeOptions: 'nosniff';
  frameOptions: 'DENY';
  referrerPolicy: 'strict-origin-when-cross-origin';
  permissionsPolicy: string;
}

/** One `https://host` source expression. */
function https(host: string): string {
  return `https://${host}`;
}

/** The policy's directives, in the order they are written. */
function contentSecurityPolicyDirectives(
  hosts: ExternalHosts,
  transport: Transport,
): [string, ...string[]][] {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", https(hosts.bookingHost), https(hosts.analyticsHost)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      https(hosts.analyticsHost),
      https(hosts.bookingHost),
      https(hosts.newsletterHost),
    ],
    ['frame-src', https(hosts.bookingHost), https(hosts.videoHost)],
    ['form-action', "'self'", https(hosts.newsletterHost)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return transport === 'https' ? [...directives, [HTTPS_ONLY.directive]] : directives;
}

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy(hosts: ExternalHosts, transport: Transport): string {
  return contentSecurityPolicyDirectives(hosts, transport)
    .map((directive) => directive.join(' '))
    .join('; ');
}

/** Features the site never uses; the booking frame may still take payments. */
function permissionsPolicy(hosts: ExternalHosts): string {
  return [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    `payment=(self "${https(hosts.bookingHost)}")`,
    'usb=()',
  ].join(', ');
}

/** The security headers the site's responses carry, over `transport`. */
export function securityHeadersFor(hosts: ExternalHosts, transport: Transport): SecurityHeaders {
  return {
    contentSecurityPolicy: contentSecurityPolicy(hosts, transport),
    ...(transport === 'https' ? { strictTransportSecurity: STRICT_TRANSPORT_SECURITY } : {}),
    contentTypeOptions: 'nosniff',
    frameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: permissionsPolicy(hosts),
  };
}

/** The `Strict-Transport-Security` value, as CloudFront writes it from its policy. */
function strictTransportSecurityValue(hsts: StrictTransportSecurity): string {
  return [
    `max-age=${hsts.maxAgeSeconds}`,
    ...(hsts.includeSubdomains ? ['includeSubDomains'] : []),
    ...(hsts.preload ? ['preload'] : []),
  ].join('; ');
}

/** The headers as a response carries them, by header name. */
export function securityHeaderFields(headers: SecurityHeaders): Record<string, string> {
  return {
    'Content-Security-Policy': headers.contentSecurityPolicy,
    ...(headers.strictTransportSecurity
      ? { [HTTPS_ONLY.header]: strictTransportSecurityValue(headers.strictTransportSecurity) }
      : {}),
    'X-Content-Type-Options': headers.contentTypeOptions,
    'X-Frame-Options': headers.frameOptions,
    'Referrer-Policy': headers.referrerPolicy,
    'Permissions-Policy': headers.permissionsPolicy,
  };
}
