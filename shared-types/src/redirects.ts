// Legacy URLs and where they now live. The shell's router replaces them before rendering, the
// local server answers them 301, and the CloudFront function (infra-cdk/lib/edge/site-router.js)
// answers them 301 from this table, with the same rules as `resolveRedirect`.
import { BLOG_POST_PARAM, normalizePath, paths } from './routes';

/** One legacy path and where it now lives. */
export interface RedirectRule {
  from: string;
  to: string;
}

/** Every fixed redirect, one row per legacy path. */
export const redirectTable: readonly RedirectRule[] = [
  { from: '/sitemap.html', to: '/sitemap' },
  { from: '/financial-district-cat-tour', to: '/tours/financial-district' },
  { from: '/financial-district', to: '/tours/financial-district' },
  { from: '/brooklyn-heights-cat-tour', to: '/tours/brooklyn-heights' },
  { from: '/brooklyn-heights', to: '/tours/brooklyn-heights' },
  { from: '/brooklyn', to: '/tours/brooklyn-heights' },
  { from: '/lower-east-side-cat-tour', to: '/tours/lower-east-side' },
  { from: '/lower-east-side', to: '/tours/lower-east-side' },
  { from: '/private-cat-tours', to: '/tours/private-tours' },
  { from: '/private-tours', to: '/tours/private-tours' },
  { from: '/tour', to: '/tours' },
  { from: '/cat-tours', to: '/tours' },
  { from: '/tourinfo', to: '/tours' },
  { from: '/cat-tour', to: '/tours' },
  { from: '/cats', to: '/' },
  { from: '/index.html', to: '/' },
  { from: '/index.php', to: '/' },
  { from: '/home', to: '/' },
  { from: '/about-us', to: '/about' },
  { from: '/about-peggy', to: '/about' },
  { from: '/about.html', to: '/about' },
  { from: '/contactus', to: '/contact' },
  { from: '/contact-us', to: '/contact' },
  { from: '/contact.html', to: '/contact' },
  { from: '/book', to: '/booking' },
  { from: '/book-a-tour', to: '/booking' },
  { from: '/book-tour', to: '/booking' },
  { from: '/reserve', to: '/booking' },
  { from: '/reservation', to: '/booking' },
  { from: '/press', to: '/press-kit' },
  { from: '/media', to: '/press-kit' },
  { from: '/news', to: '/in-the-news' },
  { from: '/media-coverage', to: '/in-the-news' },
  { from: '/photo', to: '/gallery' },
  { from: '/photos', to: '/gallery' },
  { from: '/image', to: '/gallery' },
  { from: '/images', to: '/gallery' },
  { from: '/gallery.html', to: '/gallery' },
  { from: '/articles', to: '/blog' },
  { from: '/stories', to: '/blog' },
  { from: '/post', to: '/blog' },
  { from: '/posts', to: '/blog' },
  { from: '/blog.html', to: '/blog' },
];

/** Legacy blog post URLs `/blog/{id}` move to `/blog?post={id}`. */
export const BLOG_POST_REDIRECT_PREFIX = '/blog/';

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
