// The site's public address, from which every absolute URL of the pages is made: canonical links,
// `og:url`, `og:image`, structured data, the sitemap and robots.txt. The build reads it from
// SITE_URL (the deploy passes the production domain, see infra-cdk's README); without it, the
// local server's own origin.

/** The local server's port when PORT is not set. */
const DEFAULT_LOCAL_PORT = 8080;

/** Thrown when SITE_URL is not an http(s) origin. */
class SiteUrlError extends Error {
  constructor(value: string) {
    super(
      `SITE_URL must be an http(s) origin without a path, such as https://www.example.com; got "${value}".`,
    );
    this.name = 'SiteUrlError';
  }
}

/** An http(s) origin as `https://host[:port]`, without a trailing slash; throws otherwise. */
export function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new SiteUrlError(value);
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '';
  if (!/^https?:$/.test(url.protocol) || !bare || url.username !== '' || url.password !== '') {
    throw new SiteUrlError(value);
  }
  return url.origin;
}

/** SITE_URL, or the local server's origin (`http://localhost:$PORT`, 8080 by default). */
export function siteUrlFromEnvironment(env: Record<string, string | undefined>): string {
  const configured = env.SITE_URL?.trim();
  if (configured) return parseSiteUrl(configured);
  return parseSiteUrl(`http://localhost:${env.PORT?.trim() || DEFAULT_LOCAL_PORT}`);
}

/** A site path (or an absolute URL, returned as it is) as an absolute URL on `siteUrl`. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

let prerenderSiteUrl: string | undefined;

/**
 * The address a prerender renders pages for (the stage's site), set by the shell's prerender
 * bundle before it renders: the shell's code names no site of its own, so one build serves every
 * stage and is promoted byte for byte.
 */
export function setPrerenderSiteUrl(siteUrl: string | undefined): void {
  prerenderSiteUrl = siteUrl;
}

/** The address the prerender was given, if any. */
export function prerenderSiteUrlOf(): string | undefined {
  return prerenderSiteUrl;
}
