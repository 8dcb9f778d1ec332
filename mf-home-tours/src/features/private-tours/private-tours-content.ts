// Copy of /tours/private-tours. Numbers come from
// `business` so the cards, the FAQ and the calculator can never disagree.
import { business, paths, type FaqItem } from 'shared-types';

import birthdayUrl from '../../assets/private-tours/event-birthday.svg';
import catLoversUrl from '../../assets/private-tours/event-cat-enthusiasts.svg';
import teamUrl from '../../assets/private-tours/event-team-building.svg';

const { privateMinimum, privateIncludedGuests, privatePerExtraGuest } = business.pricing;
const { weekdayNoticeWeeks, replyHours, weekdayAdviceWeeks, weekendAdviceWeeks } =
  business.privateTours;

/** "$320 minimum covering up to 8 guests". */
export const minimumText = `$${privateMinimum} minimum covering up to ${privateIncludedGuests} guests`;
/** "plus $40 per guest beyond 8". */
export const extraGuestText = `plus $${privatePerExtraGuest} per guest beyond ${privateIncludedGuests}`;
/** "Weekday private tours need at least 2 weeks of notice". */
export const noticeText = `Weekday private tours need at least ${weekdayNoticeWeeks} weeks of notice`;
/** "We reply within 48 hours". */
export const replyText = `We reply to every request within ${replyHours} hours`;

/** One neighbourhood a private tour can explore. */
export interface PrivateNeighborhood {
  name: string;
  path?: string;
  summary: string;
}

/** Neighbourhoods offered for private tours; custom routes on request. */
export const neighborhoods: readonly PrivateNeighborhood[] = [
  {
    name: 'Brooklyn Heights',
    path: paths.tour('brooklyn-heights'),
    summary: 'Jerry Fox of Borough Hall, ferry cats and the brownstone stoops of the Heights.',
  },
  {
    name: 'Financial District',
    path: paths.tour('financial-district'),
    summary: 'Ship’s cats, warehouse mousers and the Wall Street stories of the old port.',
  },
  {
    name: 'Lower East Side',
    path: paths.tour('lower-east-side'),
    summary: 'Tenement courtyards, pushcart markets and the neighbourhood’s bodega cats.',
  },
  {
    name: 'A custom route',
    summary:
      'Another neighbourhood, a theme or a mix of stops for your group: ask us and our cat historian will build it with you.',
  },
];

/** An occasion shown with its illustration. */
export interface SpecialEvent {
  title: string;
  description: string;
  image: { src: string; alt: string };
}

/** The special-event examples with their images. */
export const specialEvents: readonly SpecialEvent[] = [
  {
    title: 'Corporate Team Building',
    description:
      'A walk, a good story and something to talk about back at the office. We fit the route around your offsite or conference schedule.',
    image: {
      src: teamUrl,
      alt: 'Illustration of colleagues in work clothes following a guide with a raised flag past an office tower, a cat leading the way',
    },
  },
  {
    title: 'Birthdays and Celebrations',
    description:
      'Surprise the cat lover in your life with a tour for family and friends, with time at the end for a toast or a slice of cake nearby.',
    image: {
      src: birthdayUrl,
      alt: 'Illustration of a birthday cake with candles on a brownstone stoop, a ginger cat in a party hat beside it and balloons tied to the railing',
    },
  },
  {
    title: 'Cat Enthusiast Groups',
    description:
      'Cat clubs, rescue volunteers and fan groups get the deep cuts: the extra stories and sources our cat historian saves for the most devoted audiences.',
    image: {
      src: catLoversUrl,
      alt: 'Illustration of a group of people in cat-ear hats gathered round a guide who holds up an old photograph of a cat',
    },
  },
];

/** The four private-tour questions. */
export const privateTourFaqs: readonly FaqItem[] = [
  {
    question: 'How far in advance should we book a private tour?',
    answer: `Book ${weekdayAdviceWeeks[0]}-${weekdayAdviceWeeks[1]} weeks ahead for weekdays and ${weekendAdviceWeeks[0]}-${weekendAdviceWeeks[1]} weeks ahead for weekends, when our guides are busiest. ${noticeText}.`,
  },
  {
    question: 'How is the price of a private tour worked out?',
    answer: `A private tour costs a $${privateMinimum} minimum, which covers up to ${privateIncludedGuests} guests, ${extraGuestText}. A group of 12, for example, pays $${privateMinimum + 4 * privatePerExtraGuest}. Use the calculator on this page for your own group.`,
  },
  {
    question: 'Which neighbourhoods can a private tour visit?',
    answer:
      'Brooklyn Heights, the Financial District or the Lower East Side, the same routes as our group tours. Custom routes and themes are available on request.',
  },
  {
    question: 'How do we request a private tour?',
    answer: `Send us your preferred dates, the size of your group and the neighbourhood you would like through our contact page. ${replyText} to confirm availability and the details.`,
  },
];
