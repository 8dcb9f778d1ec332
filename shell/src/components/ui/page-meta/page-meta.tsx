import { business, SOCIAL_IMAGE_SIZE, socialImagePath, type SocialImageKind } from 'shared-types';
import { absoluteUrl, findSitePage } from 'site-rules';

import { siteConfig } from '../../../config/runtime-config';

/** Props of `PageMeta`. */
export interface PageMetaProps {
  title: string;
  description: string;
  /** Keeps the page out of search indexes (the survey, the not-found page). */
  noIndex?: boolean;
  /**
   * The page's address on the site (`/tours`, `/blog?post=<id>`): its canonical link, `og:url`
   * and the picture of its link preview. Left out by the not-found page, which has none.
   */
  path?: string;
  /** `article` for a blog post. @default 'website' */
  type?: 'website' | 'article';
}

/** The kind of picture the page at `path` shows in link previews. */
function socialImageOf(path: string | undefined): SocialImageKind {
  if (path === undefined) return 'site';
  const [pathname = '/', search = ''] = path.split('?');
  return findSitePage(pathname, search)?.socialImage ?? 'site';
}

/**
 * A page's head as React 19 elements, which React hoists into the document head: the title and
 * description, the canonical link, and the Open Graph and Twitter card tags of its link preview,
 * each URL absolute on the site URL (`siteConfig.siteUrl`).
 */
export function PageMeta({
  title,
  description,
  noIndex = false,
  path,
  type = 'website',
}: PageMetaProps) {
  const url = path === undefined ? undefined : absoluteUrl(siteConfig.siteUrl, path);
  const image = absoluteUrl(siteConfig.siteUrl, socialImagePath(socialImageOf(path)));
  const imageAlt = `${business.company.name}: guided walking tours about the history of cats in New York City`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:site_name" content={business.company.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
