// The group tour pages' content, looked up by slug.
import { brooklynHeightsTour } from './tour-details-brooklyn-heights';
import { financialDistrictTour } from './tour-details-financial-district';
import { lowerEastSideTour } from './tour-details-lower-east-side';
import type { TourDetails } from './tour-details-shared';

export type { TourDetails } from './tour-details-shared';

/** The three group tours, in the order the site lists them. */
const groupTours: readonly TourDetails[] = [
  brooklynHeightsTour,
  financialDistrictTour,
  lowerEastSideTour,
];

/** The group tour with this slug, or undefined for any other slug. */
export function findTourDetails(slug: string): TourDetails | undefined {
  return groupTours.find((tour) => tour.slug === slug);
}
