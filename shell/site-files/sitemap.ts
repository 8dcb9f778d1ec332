// The sitemaps and `/robots.txt`. The shell's build writes `/sitemap.xml`, an index naming each
// section's sitemap (shared-types' sitemaps), and the shell's own; a remote's release writes its
// own from the pages it claims (scripts/prerender), which its pointer publishes. Each lists its
// pages (shared-types' site-pages: a route's page and each of its posts) by absolute URL.
import { execFileSync } from 'node:child_process';
import { Readable } from 'node:stream';

import { sectionSitemapFile, sitemapSections, type SitePage } from 'shared-types';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';

/**
 * The date the site's content was last changed, for the pages with no date of their own: the
 * last commit's (the same for every build of that commit), SOURCE_DATE_EPOCH when set, or today
 * outside a git checkout.
 */
export function releaseDate(env: Record<string, string | undefined>, repoRoot: string): string {
  if (env.SOURCE_DATE_EPOCH) {
    return new Date(Number(env.SOURCE_DATE_EPOCH) * 1000).toISOString().slice(0, 10);
  }
  try {
    return execFileSync('git', ['log', '-1', '--format=%cs'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/**
 * The sitemap: every page search engines may index, as an absolute URL on `siteUrl`, with the
 * date its content last changed (a post's own date, `releaseDate` for the others).
 */
export async function buildSitemap(
  siteUrl: string,
  pages: readonly SitePage[],
  releaseDay: string,
): Promise<string> {
  const links = pages
    .filter((page) => !page.route.noIndex)
    .map((page) => ({ url: page.url, lastmod: page.query?.lastModified ?? releaseDay }));
  const stream = new SitemapStream({
    hostname: siteUrl,
    lastmodDateOnly: true,
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  const xml = await streamToPromise(Readable.from(links).pipe(stream));
  return xml.toString();
}

/**
 * The sitemap index: every section's sitemap, at the site's root. It names them all whether or
 * not a section has published one yet, so a remote's first release is listed without the shell's.
 */
export async function buildSitemapIndex(siteUrl: string, releaseDay: string): Promise<string> {
  const stream = new SitemapIndexStream({ lastmodDateOnly: true });
  const items = sitemapSections.map((section) => ({
    url: `${siteUrl}/${sectionSitemapFile(section)}`,
    lastmod: releaseDay,
  }));
  const xml = await streamToPromise(Readable.from(items).pipe(stream));
  return xml.toString();
}

/** robots.txt: everything may be crawled but the API, and the sitemap is named. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
