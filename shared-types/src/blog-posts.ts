// The blog's posts by id and date, oldest first. The blog remote bundles each post's text and
// pictures; the id and the date are here because the site's other parts need them too: each post
// is a prerendered page of its own (`/blog?post=<id>`), listed in the sitemap with its date, and
// the edge and the local server answer its address with that page.

/** One post of the blog: its id (the `post` query value) and its publication date. */
export interface BlogPostIndexEntry {
  /** A slug: lower-case letters, digits and hyphens. */
  readonly id: string;
  /** YYYY-MM-DD. */
  readonly date: string;
}

/** Every post of the blog, oldest first. */
export const blogPostIndex = [
  { id: 'working-cats-of-old-new-york', date: '2025-01-05' },
  { id: 'brooklyn-heights-cats-along-the-promenade', date: '2025-01-06' },
  { id: 'jerry-fox-saves-brooklyn-borough-hall', date: '2025-01-07' },
  { id: 'bodega-cats-new-yorks-shopkeepers', date: '2025-01-08' },
  { id: 'what-to-expect-on-your-first-cat-history-tour', date: '2025-01-09' },
  { id: 'financial-district-felines', date: '2025-01-11' },
  { id: 'post-office-cats-of-manhattan', date: '2025-01-12' },
  { id: 'cats-in-print-gotham-newspapers', date: '2025-01-13' },
  { id: 'lower-east-side-tenement-cats', date: '2025-01-14' },
  { id: 'planning-a-private-cat-history-tour', date: '2025-01-15' },
  { id: 'ships-cats-of-new-york-harbor', date: '2025-01-17' },
  { id: 'winter-walking-tours-cat-history', date: '2025-01-19' },
] as const satisfies readonly BlogPostIndexEntry[];
