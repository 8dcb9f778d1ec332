// The site's Content-Security-Policy, built from the configured third-party hosts.
//
// - Scripts: our own files plus the booking widget and the analytics tag; no inline script, no eval.
// - Styles: 'unsafe-inline' is allowed because Radix UI's scroll lock and the booking lightframe
//   inject <style> elements; styles cannot run code, so scripts stay locked down.
// - Images: any https source, because blog posts may point at absolute image URLs.
// - Frames: the booking calendar and the news video only; nobody may frame us.
// - Forms: our own endpoints and the newsletter provider's subscription endpoint.
import type { ExternalHosts } from '../config/site-config';

/** One `https://host` source expression. */
function https(host: string): string {
  return `https://${host}`;
}

/** The directives, in the order they are written. */
function contentSecurityPolicyDirectives(hosts: ExternalHosts): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", https(hosts.bookingHost), https(hosts.analyticsHost)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      https(hosts.analyticsHost),
      https(hosts.bookingHost),
      https(hosts.newsletterHost),
    ],
    'frame-src': [https(hosts.bookingHost), https(hosts.videoHost)],
    'form-action': ["'self'", https(hosts.newsletterHost)],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
}

/** The header value. */
export function buildContentSecurityPolicy(hosts: ExternalHosts): string {
  return Object.entries(contentSecurityPolicyDirectives(hosts))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
