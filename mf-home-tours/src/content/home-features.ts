// The home page's four feature cards and its benefits list. The facts come from shared-types so
// the copy never disagrees with the constants; where a fact has two values (the group size of
// each tour, how long a tour and its walking take) both are stated.
import { business } from 'shared-types';

/** Which drawing a feature card shows; the page maps it to an inline icon. */
export type FeatureIcon = 'historian' | 'walk' | 'group' | 'story';

/** One feature card. */
export interface HomeFeature {
  icon: FeatureIcon;
  title: string;
  description: string;
}

const { financialDistrict, brooklynHeights } = business.groupSize;

/** The four feature cards, in display order. */
export const homeFeatures: readonly HomeFeature[] = [
  {
    icon: 'historian',
    title: 'Curated by a Cat Historian',
    description:
      'Every stop is researched by our co-founder in city records, newspaper archives and first-hand accounts, then led by licensed guides.',
  },
  {
    icon: 'walk',
    title: 'Three Historic Neighborhoods',
    description:
      'Brooklyn Heights, the Financial District and the Lower East Side, each with its own cats, streets and centuries of stories.',
  },
  {
    icon: 'group',
    title: 'Small, Friendly Groups',
    description: `At most ${financialDistrict} guests in the Financial District and ${brooklynHeights} in Brooklyn Heights and on the Lower East Side, so everyone can ask questions.`,
  },
  {
    icon: 'story',
    title: 'Stories You Won’t Hear Elsewhere',
    description:
      'Ships’ cats, post office mousers, tenement cats and a blind hero: the city’s history told from four paws up.',
  },
];

/** The benefits list; the first line quotes the five-star share exactly. */
export const homeBenefits: readonly string[] = [
  `${business.rating.fiveStarShare} of guests rate our tours 5 stars`,
  `Only $${business.pricing.pricePerPerson} per person, against an average of $${business.pricing.competitorAverage} for NYC walking tours`,
  'About 2 hours on foot (one route is described as about 1.5 hours), over about 1 to 1.5 easy miles',
  `Groups of at most ${financialDistrict} guests (${brooklynHeights} on some tours), never a crowd`,
  'Family friendly, with plenty of stops to rest and ask questions',
  'Rated 4.9 out of 5 from 150 reviews',
];
