// The tour catalog: ids, slugs and the booking provider's item of each tour. Content
// (descriptions, images) stays with the pages; this is what routing and booking need.
import { business } from './constants';
import { paths } from './routes';

const { itemIds } = business.booking;

/** Item used when a tour's title names no known tour (the Brooklyn Heights tour). */
export const DEFAULT_ITEM_ID = itemIds.brooklynHeights;

/** One tour of the catalog. */
export interface TourCatalogEntry {
  id: number;
  slug: string;
  path: string;
  title: string;
  itemId: number;
  featured: boolean;
  isPrivate: boolean;
}

// Checked in this order, so a title naming two neighbourhoods gets the first one listed.
const itemIdByKeyword: readonly (readonly [keyword: string, itemId: number])[] = [
  ['brooklyn', itemIds.brooklynHeights],
  ['financial', itemIds.financialDistrict],
  ['lower east', itemIds.lowerEastSide],
  ['private', itemIds.privateTours],
];

/** The booking item a tour title refers to, by keyword; `DEFAULT_ITEM_ID` when none matches. */
export function deriveItemId(title: string): number {
  const lowered = title.toLowerCase();
  const match = itemIdByKeyword.find(([keyword]) => lowered.includes(keyword));
  return match ? match[1] : DEFAULT_ITEM_ID;
}

/** A tour's booking item: its own when it has a valid one, else derived from its title. */
export function resolveItemId(tour: { title: string; itemId?: number }): number {
  const { itemId } = tour;
  return itemId !== undefined && Number.isInteger(itemId) && itemId > 0
    ? itemId
    : deriveItemId(tour.title);
}

/** Builds a catalog entry, filling in its path and, when missing, its item id. */
export function defineTour(
  tour: Omit<TourCatalogEntry, 'path' | 'itemId'> & { itemId?: number },
): TourCatalogEntry {
  return { ...tour, path: paths.tour(tour.slug), itemId: resolveItemId(tour) };
}

/** The four tours, in display order. */
export const tours: readonly TourCatalogEntry[] = [
  defineTour({
    id: 1,
    slug: 'brooklyn-heights',
    title: 'Brooklyn Heights Historical Cat Tour',
    itemId: itemIds.brooklynHeights,
    featured: true,
    isPrivate: false,
  }),
  defineTour({
    id: 2,
    slug: 'financial-district',
    title: 'Financial District Historical Cat Tour',
    itemId: itemIds.financialDistrict,
    featured: false,
    isPrivate: false,
  }),
  defineTour({
    id: 3,
    slug: 'lower-east-side',
    title: 'Lower East Side Historical Cat Tour',
    itemId: itemIds.lowerEastSide,
    featured: false,
    isPrivate: false,
  }),
  defineTour({
    id: 4,
    slug: 'private-tours',
    title: 'Private Tours',
    itemId: itemIds.privateTours,
    featured: false,
    isPrivate: true,
  }),
];

/** The catalog entry with this slug, if any. */
export function findTourBySlug(slug: string): TourCatalogEntry | undefined {
  return tours.find((tour) => tour.slug === slug);
}
