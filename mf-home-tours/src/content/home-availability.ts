// The Tour Availability block: when each group tour runs. The Brooklyn Heights tour has a
// seasonal departure besides its weekend one; both are listed.
import { business, paths } from 'shared-types';

/** When one group tour runs. */
export interface TourSchedule {
  slug: string;
  /** Short neighborhood name used as the card heading. */
  name: string;
  path: string;
  /** The schedule as stated, e.g. "Weekends at 10:00 AM". */
  schedule: string;
  /** A seasonal departure besides the regular one, e.g. "Saturdays and Sundays at 1:15 PM, April to December". */
  seasonalSchedule?: string;
}

const { brooklynHeights, financialDistrict, lowerEastSide } = business.schedules;

/** The three group tours' schedules, in display order. */
export const tourSchedules: readonly TourSchedule[] = [
  {
    slug: 'brooklyn-heights',
    name: 'Brooklyn Heights',
    path: paths.tour('brooklyn-heights'),
    schedule: `${brooklynHeights.days} at ${brooklynHeights.time}`,
    seasonalSchedule: `${brooklynHeights.seasonal.days} at ${brooklynHeights.seasonal.time}, ${brooklynHeights.seasonal.season}`,
  },
  {
    slug: 'financial-district',
    name: 'Financial District',
    path: paths.tour('financial-district'),
    schedule: `${financialDistrict.days} at ${financialDistrict.time}`,
  },
  {
    slug: 'lower-east-side',
    name: 'Lower East Side',
    path: paths.tour('lower-east-side'),
    schedule: `${lowerEastSide.days} at ${lowerEastSide.time}`,
  },
];
