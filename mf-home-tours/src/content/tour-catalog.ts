// Listing content of the four tours: the catalog in
// shared-types says which tours exist and how they are booked; this file adds what a card shows.
import { tours, type Tour, type TourCatalogEntry } from 'shared-types';
import { buildBookingUrl } from 'shell/booking';

import brooklynHeightsImage from '../assets/tours/brooklyn-heights.svg';
import financialDistrictImage from '../assets/tours/financial-district.svg';
import lowerEastSideImage from '../assets/tours/lower-east-side.svg';
import privateToursImage from '../assets/tours/private-tours.svg';

/** A tour as a card shows it: the shared `Tour` plus its route and the image's description. */
export interface TourListing extends Tour, Pick<TourCatalogEntry, 'slug' | 'path' | 'isPrivate'> {
  /** Specific description of the card image. */
  imageAlt: string;
  /** Intrinsic size of the card image, so the grid does not shift while it loads. */
  imageWidth: number;
  imageHeight: number;
}

/** What the listing adds to a catalog entry, keyed by slug. */
type ListingContent = Pick<TourListing, 'description' | 'image' | 'imageAlt' | 'teaser'>;

const content: Readonly<Record<string, ListingContent>> = {
  'brooklyn-heights': {
    description:
      'Stroll the brownstone lanes and the Promenade of America’s first suburb and hear how cats guarded ferry landings, rope walks and Borough Hall, where the blind cat Jerry Fox raised the alarm during the fire of May 22, 1904.',
    image: brooklynHeightsImage,
    imageAlt:
      'Illustration of red-brick Brooklyn Heights brownstones with a black cat on a stoop and the Manhattan skyline across the river',
    teaser: 'The blind cat who saved Borough Hall started his rounds on these very streets.',
  },
  'financial-district': {
    description:
      'Walk the oldest streets of New Amsterdam, from the colonial waterfront to the counting houses of Wall Street, and meet the ships’ cats, Custom House mousers and post office cats the city once kept on its payroll.',
    image: financialDistrictImage,
    imageAlt:
      'Illustration of a columned Wall Street building between office towers, with a black cat and a ginger cat on the sidewalk',
    teaser: 'Before the brokers came the mousers: Wall Street’s first workers had whiskers.',
  },
  'lower-east-side': {
    description:
      'Follow the cats of the tenements, pushcart markets and backyard gardens through a century of immigrant life, and finish with an optional visit to a neighbourhood cat cafe (reserved separately).',
    image: lowerEastSideImage,
    imageAlt:
      'Illustration of Lower East Side tenements with fire escapes and washing lines, a grey cat on a fire escape and a pushcart of fruit below',
    teaser: 'Every fire escape here has a story, and most of them have a cat in them.',
  },
  'private-tours': {
    description:
      'Your own guide and your own pace for birthdays, team outings and cat-lover clubs: choose Brooklyn Heights, the Financial District or the Lower East Side, or ask us for a custom route. $320 covers up to 8 guests.',
    image: privateToursImage,
    imageAlt:
      'Illustration of a small group silhouetted against the Brooklyn Bridge at dusk, with a ginger cat sitting beside them',
    teaser: 'Your group, your date, your favourite neighbourhood, and every cat story we know.',
  },
};

function toListing(entry: TourCatalogEntry): TourListing {
  const listing = content[entry.slug];
  // A catalog entry without listing content is a programming error caught by the tests.
  if (!listing) throw new Error(`No listing content for the tour "${entry.slug}"`);
  return {
    id: entry.id,
    slug: entry.slug,
    path: entry.path,
    title: entry.title,
    featured: entry.featured,
    isPrivate: entry.isPrivate,
    itemId: entry.itemId,
    bookingUrl: buildBookingUrl({ itemId: entry.itemId }),
    imageWidth: 800,
    imageHeight: 500,
    ...listing,
  };
}

/** The four tours with their card content, in display order. */
export const tourListings: readonly TourListing[] = tours.map(toListing);
