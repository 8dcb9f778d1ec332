// Shapes and shared wording of the group tour pages. The facts
// come from `business` in shared-types, so a number changes in one place.
import { business, type FaqItem, type Testimonial, type TourStop } from 'shared-types';

/** Slugs of the three group tours that `TourPage` serves. */
type GroupTourSlug = 'financial-district' | 'brooklyn-heights' | 'lower-east-side';

/** An illustration with the size it is drawn at, so the page reserves its space. */
interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** One entry of a tour's facts bar. */
export interface TourFact {
  label: string;
  value: string;
}

/** A link to another tour at the foot of a tour page. */
export interface RelatedTourLink {
  name: string;
  path: string;
  summary: string;
}

/** Everything a group tour page shows. */
export interface TourDetails {
  slug: GroupTourSlug;
  /** The tour's name, the page's h1. */
  title: string;
  /** The neighbourhood alone, for short labels. */
  area: string;
  itemId: number;
  maxGroupSize: number;
  hero: Illustration;
  tagline: string;
  /** The intro paragraph under the price line. */
  intro: string;
  /** The longer description. */
  description: readonly string[];
  /** When the tour runs: one line per departure (a seasonal one besides the regular one). */
  schedule: readonly string[];
  /** Where the walk starts, in general terms (the exact spot is in the confirmation). */
  startArea: string;
  facts: readonly TourFact[];
  /** "stops" on a route, or "highlights" where the tour is told as a handful of scenes. */
  stopsKind: 'stops' | 'highlights';
  stops: readonly TourStop[];
  testimonials: readonly Testimonial[];
  faqs: readonly FaqItem[];
  related: readonly RelatedTourLink[];
  /** The Brooklyn Heights layout: a sidebar card with the price and a dates anchor. */
  sidebarCard: boolean;
  /** The Financial District layout: a call-to-action bar stuck to the bottom of the screen. */
  stickyCta: boolean;
  /** The next regular departure, for the event structured data: weekday (0 Sunday) and time. */
  nextDeparture: { weekday: number; hour: number; minute: number };
}

const { pricePerPerson } = business.pricing;
const { fiveStarShare } = business.rating;
const { tour: tourDuration, walking: walkingDuration } = business.duration;

/** The price as the intro states it. */
export const pricePerPersonText = `$${pricePerPerson} per person`;

/** The rating note beside the price. */
export const fiveStarNote = `(${fiveStarShare} 5-star reviews)`;

/** The facts bar's duration, distance and rating entries; the group size is the tour's own. */
export function standardFacts(maxGroupSize: number): readonly TourFact[] {
  return [
    { label: 'Duration', value: '2 hours' },
    { label: 'Walking', value: '1.5 miles' },
    { label: 'Group size', value: `Small groups, maximum ${maxGroupSize}` },
    { label: 'Reviews', value: `${fiveStarShare} 5-star reviews` },
  ];
}

/** The route paragraph: how long the tour takes, and how long the walking itself. */
export const routeLengthText = `Plan on ${tourDuration} from the first story to the last. The walking itself is a gentle 1.5-mile route of ${walkingDuration}; the rest is standing time at the stops, questions and the occasional detour to greet a shop cat.`;

/** Questions every group tour page answers in the same words. */
export function sharedTourFaqs(maxGroupSize: number): readonly FaqItem[] {
  return [
    {
      question: 'How long is the tour and how far do we walk?',
      answer: `The tour lasts ${tourDuration}. The walk covers about 1.5 miles; one of our route descriptions times the walking at ${walkingDuration}, and with stops and questions most groups finish close to the two-hour mark.`,
    },
    {
      question: 'How big are the groups?',
      answer: `Small: a maximum of ${maxGroupSize} guests, so everyone can hear the guide and ask questions at every stop.`,
    },
    {
      question: 'How much does the tour cost?',
      answer: `${pricePerPersonText}, paid when you reserve in the booking calendar. Private tours for your own group are priced separately.`,
    },
    {
      question: 'Will we see real cats on the tour?',
      answer:
        'We can’t promise it. The tours are about the cats of New York’s history; living neighbourhood cats sometimes make an appearance in a shop window or on a stoop, and when they do we stop to say hello.',
    },
    {
      question: 'Is the tour suitable for children and for guests with limited mobility?',
      answer:
        'Curious children of school age enjoy the stories, and strollers are welcome. The route is on city sidewalks with some curbs and gentle slopes; tell us about any mobility needs when you book and we will advise on the best way to join.',
    },
  ];
}

/** The "what to bring and the weather" question shared by the tours that end outdoors. */
export const weatherFaq: FaqItem = {
  question: 'What happens if it rains?',
  answer:
    'Tours run in light rain, so bring an umbrella and comfortable shoes. In severe weather we will contact you by email to move you to another date or refund your booking.',
};
