// Where a legacy URL now lives. The shell's router replaces it before rendering and the local
// server answers it 301, both with `resolveRedirect`; the CloudFront function
// (release/src/edge/site-router.js) answers it 301 from the same table with the same rules.
import { BLOG_POST_PARAM, BLOG_POST_REDIRECT_PREFIX, paths, redirectTable } from 'shared-types';

import { normalizePath } from './find-page';

/**
 * Where a legacy URL now lives, keeping its query string; `null` when the path is not a redirect.
 * `search` may start with '?'. Matching ignores trailing slashes and letter case, as React
 * Router's matching does; a blog post id keeps its case.
 */
export function resolveRedirect(pathname: string, search = ''): string | null {
  const path = normalizePath(pathname);
  const lowered = path.toLowerCase();
  const query = search.charAt(0) === '?' ? search.slice(1) : search;

  if (lowered.indexOf(BLOG_POST_REDIRECT_PREFIX) === 0) {
    const rawId = path.slice(BLOG_POST_REDIRECT_PREFIX.length);
    // Only one segment, like the `/blog/:id` route; '/blog/' itself is the blog list.
    if (rawId === '' || rawId.indexOf('/') !== -1) return null;
    let id = rawId;
    try {
      id = decodeURIComponent(rawId);
    } catch {
      // A malformed escape: encode the raw text as it is.
    }
    // The id from the path wins over a `post` value already in the query.
    const kept = query
      .split('&')
      .filter((part) => part !== '' && part.split('=')[0] !== BLOG_POST_PARAM)
      .join('&');
    return `${paths.blogPost(id)}${kept === '' ? '' : `&${kept}`}`;
  }

  for (let index = 0; index < redirectTable.length; index += 1) {
    const rule = redirectTable[index];
    if (rule !== undefined && rule.from === lowered) {
      return query === '' ? rule.to : `${rule.to}?${query}`;
    }
  }
  return null;
}
