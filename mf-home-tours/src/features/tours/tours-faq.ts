// The tours listing's FAQ, including the question whether real cats will be seen. Facts come from
// shared-types; where a fact has two values (how long a tour and its walking take) both are given.
import { business, type FaqItem } from 'shared-types';

const { pricing, groupSize, privateTours } = business;

/** The questions of the tours FAQ, in display order. */
export const toursFaq: readonly FaqItem[] = [
  {
    question: 'Will we see real cats on the tour?',
    answer:
      'There is no guarantee. Our tours are about the historical cats of New York: the ships’ cats, mousers and heroes whose stories we tell at each stop. Neighborhood cats do sometimes come to say hello, and the Lower East Side tour can end at a cat cafe (reserved separately).',
  },
  {
    question: 'How long are the tours and how far do we walk?',
    answer:
      'Most tours take about 2 hours; one route is described as about 1.5 hours. You walk about 1 to 1.5 miles at an easy pace, with regular stops.',
  },
  {
    question: 'How much does a tour cost?',
    answer: `Group tours are $${pricing.pricePerPerson} per person, below the $${pricing.competitorAverage} average of New York walking tours. Private tours start at $${pricing.privateMinimum} for up to ${pricing.privateIncludedGuests} guests, plus $${pricing.privatePerExtraGuest} for each additional guest.`,
  },
  {
    question: 'How big are the groups?',
    answer: `Small: at most ${groupSize.financialDistrict} guests on the Financial District tour and ${groupSize.brooklynHeights} on the Brooklyn Heights and Lower East Side tours.`,
  },
  {
    question: 'Are the tours suitable for children and families?',
    answer:
      'Yes. Children who enjoy stories and can walk about a mile and a half love the tours, and strollers are welcome on every route.',
  },
  {
    question: 'What happens if it rains?',
    answer:
      'Tours run in light rain, so bring an umbrella. In severe weather we move your booking to another date or refund you in full.',
  },
  {
    question: 'How do I book a private tour?',
    answer: `Contact us with your preferred date, neighborhood and group size. Weekday private tours need at least ${privateTours.weekdayNoticeWeeks} weeks of notice, and we reply within ${privateTours.replyHours} hours.`,
  },
];
