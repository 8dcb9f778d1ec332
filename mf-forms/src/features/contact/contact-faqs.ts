import type { FaqItem } from 'shared-types';

/** The six questions of the contact page. */
export const contactFaqs: readonly FaqItem[] = [
  {
    question: 'How quickly will you reply to my message?',
    answer:
      'We read every message ourselves and usually reply within one business day. Private-tour requests get a full proposal within 48 hours.',
  },
  {
    question: 'How do I book a tour?',
    answer:
      'Choose a date on our booking page: the calendar shows every open group tour with its remaining spots. Tickets are $40 per person and you receive a confirmation e-mail straight away.',
  },
  {
    question: 'Can I change or cancel my booking?',
    answer:
      'Yes. Use the link in your confirmation e-mail to move to another date, or write to us with your booking name and we will sort it out for you.',
  },
  {
    question: 'Do you offer private tours for groups or events?',
    answer:
      'We do: team outings, birthdays and cat-lover clubs in Brooklyn Heights, the Financial District or the Lower East Side. Private tours start at $320 for up to 8 guests; weekday dates need at least two weeks of notice.',
  },
  {
    question: 'What happens if it rains?',
    answer:
      'Tours run in light rain, so bring an umbrella. In a storm or extreme heat we move you to another date or refund you in full, and we let you know by e-mail the day before.',
  },
  {
    question: 'Will we meet real cats on the tour?',
    answer:
      'We cannot promise it: our tours are about the cats of New York’s history. Neighborhood shop cats do sometimes come out to greet a group, and guests on the Lower East Side tour can finish at a cat cafe with a separate reservation.',
  },
];
