/** Props of `PageMeta`. */
export interface PageMetaProps {
  title: string;
  description: string;
  /** Keeps the page out of search indexes (the survey, for example). */
  noIndex?: boolean;
  /** Site path of the page, for the canonical link and og:url. */
  path?: string;
}

/** Page metadata as React 19 elements, which React hoists into the document head. */
export function PageMeta({ title, description, noIndex = false, path }: PageMetaProps) {
  const url =
    path && typeof window !== 'undefined' ? `${window.location.origin}${path}` : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {url ? <meta property="og:url" content={url} /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
    </>
  );
}
