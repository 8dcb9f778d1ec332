import { business, type BlogCategory, type BlogPostMeta } from 'shared-types';

/** True when `query` appears, ignoring case, in the post's title, excerpt or category. */
function matchesQuery(post: BlogPostMeta, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [post.title, post.excerpt, post.category].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** The posts that match both the search text and the category; either may be empty. */
export function filterPosts<T extends BlogPostMeta>(
  posts: readonly T[],
  query: string,
  category: BlogCategory | null,
): T[] {
  return posts.filter(
    (post) => (category === null || post.category === category) && matchesQuery(post, query),
  );
}

/**
 * Newest first; posts of the same day keep their order. Dates are ISO days, so they sort as plain
 * strings: `localeCompare` would build an ICU collator on the page's first call, a long task on a
 * phone.
 */
export function newestFirst<T extends BlogPostMeta>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}

/** Up to three other posts of the same category, newest first. */
export function relatedPosts<T extends BlogPostMeta>(
  posts: readonly T[],
  current: BlogPostMeta,
  limit: number = business.blog.relatedMax,
): T[] {
  return newestFirst(
    posts.filter((post) => post.category === current.category && post.id !== current.id),
  ).slice(0, limit);
}

/** "Browse by Topic" shows only unfiltered, with more than 1 category and more than 3 posts. */
export function showsBrowseByTopic(posts: readonly BlogPostMeta[], filtered: boolean): boolean {
  return !filtered && new Set(posts.map((post) => post.category)).size > 1 && posts.length > 3;
}

/** 'Found N post(s) matching "{query}"', word for word: "post(s)" is literal. */
export function foundMessage(count: number, query: string): string {
  return `Found ${count} post(s) matching "${query}"`;
}
