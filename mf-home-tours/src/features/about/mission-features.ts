import type { Feature } from 'shared-types';

import archiveIconUrl from '../../assets/about/icon-archive.svg';
import catHeartIconUrl from '../../assets/about/icon-cat-heart.svg';
import routeIconUrl from '../../assets/about/icon-walking-route.svg';

/** A mission card whose icon is an illustration: its URL and its alt text. */
export type MissionFeature = Feature<{ src: string; alt: string }>;

/** The three cards of the about page's mission section. */
export const missionFeatures: readonly MissionFeature[] = [
  {
    icon: { src: archiveIconUrl, alt: 'Open record book with a black cat beside it' },
    title: 'History from the Record',
    description:
      'Every story we tell is traced to a newspaper clipping, a city record or a first-hand account, so you hear what really happened on the streets you walk.',
  },
  {
    icon: { src: routeIconUrl, alt: 'Dotted walking route leading to a map pin' },
    title: 'Small Groups, Licensed Guides',
    description:
      'Our licensed guides lead small groups at an easy pace, with time for questions at every stop and no shouting over a crowd.',
  },
  {
    icon: { src: catHeartIconUrl, alt: 'Black cat in front of a red heart' },
    title: 'Honoring New York’s Cats',
    description:
      'From the working cats of the docks to Jerry Fox of Borough Hall, we keep alive the memory of the cats who helped build the city.',
  },
];
