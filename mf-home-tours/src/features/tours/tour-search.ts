// The tours listing's search: a substring match of the lowercased
// query against each tour's title, description or teaser; an empty query shows every tour.

/** What the search looks at in a tour. */
export interface SearchableTour {
  title: string;
  description: string;
  teaser?: string;
}

/** The query as it is matched: trimmed and lowercased. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** The tours whose title, description or teaser contains the query. */
export function filterTours<T extends SearchableTour>(list: readonly T[], query: string): T[] {
  const needle = normalizeQuery(query);
  if (needle === '') return [...list];
  return list.filter((tour) =>
    [tour.title, tour.description, tour.teaser ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

/** The count line: `Found N tour(s) matching "{query}"` or `No tours found matching "{query}"`. */
export function searchSummary(count: number, query: string): string {
  const shown = query.trim();
  if (count === 0) return `No tours found matching "${shown}"`;
  // Word for word: "tour(s)" is literal.
  return `Found ${count} tour(s) matching "${shown}"`;
}

/** The shown-of-total line, e.g. "Showing 2 of 4 tours". */
export function shownOfTotal(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'tour' : 'tours'}`;
}
