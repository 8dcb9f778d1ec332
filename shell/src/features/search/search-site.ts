import { business, type SearchResult } from 'shared-types';

import { searchIndex } from './search-index';

/** Whether a query is long enough to search: more than `business.search.minChars` characters. */
export function isSearchable(query: string): boolean {
  return query.length > business.search.minChars;
}

/**
 * Case-insensitive substring match on names, tours before pages. Returns nothing
 * until the query is searchable.
 */
export function searchSite(
  query: string,
  index: readonly SearchResult[] = searchIndex,
): SearchResult[] {
  if (!isSearchable(query)) return [];
  const needle = query.toLowerCase();
  const matches = index.filter((entry) => entry.name.toLowerCase().includes(needle));
  return [
    ...matches.filter((entry) => entry.type === 'tour'),
    ...matches.filter((entry) => entry.type === 'page'),
  ];
}

/** The tag shown beside a result. */
export function resultTag(result: SearchResult): 'Tour' | 'Page' {
  return result.type === 'tour' ? 'Tour' : 'Page';
}
