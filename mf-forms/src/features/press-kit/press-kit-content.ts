import type { FaqItem, MediaQuote, OutletFeature, Testimonial } from 'shared-types';

/** The four press releases of the press kit. */
export const pressReleases = [
  { title: 'New Walking Tour Traces Four Centuries of New York’s Cats', date: 'August 2023' },
  { title: 'Brooklyn Heights Cat Tour Opens for Weekend Groups', date: 'April 2024' },
  {
    title: 'Petition Launched to Honor Jerry Fox, the Blind Cat of Borough Hall',
    date: 'May 2024',
  },
  { title: 'Lower East Side Tour Adds a Cat Cafe Finale', date: 'March 2025' },
] as const;

/** What journalists say about the tours. */
export const mediaQuotes: readonly MediaQuote[] = [
  {
    quote: 'A history lesson disguised as a stroll, with cats as the unlikely narrators.',
    source: 'Feature writer',
    publication: 'Brownstoner',
    context: 'On the Brooklyn Heights tour',
  },
  {
    quote:
      'Guests came for the cats and left knowing more about Lower Manhattan than most New Yorkers.',
    source: 'Evening news segment',
    publication: 'NY1 News',
    context: 'On the Financial District tour',
  },
  {
    quote: 'The rare tour that is as well researched as it is charming.',
    source: 'City editor',
    publication: 'Untapped New York',
    context: 'On the tour archive and its sources',
  },
];

/** Outlets that have covered the tours. */
export const outletFeatures: readonly OutletFeature[] = [
  { outlet: 'NY1 News', coverage: 'TV segment on the Financial District tour', year: '2024' },
  { outlet: 'Atlas Obscura', coverage: 'The story of Jerry Fox and Borough Hall', year: '2024' },
  { outlet: 'Brownstoner', coverage: 'The cats of Brooklyn Heights’ brownstones', year: '2025' },
  { outlet: 'Secret NYC', coverage: 'Pick of winter outings for cat lovers', year: '2025' },
  { outlet: 'Untapped New York', coverage: 'Hidden feline history of Manhattan', year: '2024' },
  { outlet: 'Time Out New York', coverage: 'Unusual walking tours of the city', year: '2024' },
];

/** The press kit's five questions. */
export const pressFaqs: readonly FaqItem[] = [
  {
    question: 'Can journalists join a tour?',
    answer:
      'Yes. We host journalists, photographers and camera crews on any scheduled tour free of charge; write to us with your outlet and preferred date.',
  },
  {
    question: 'Are the photos in the press kit free to use?',
    answer:
      'They are free for editorial coverage of the tours with the credit "Courtesy of the tour company". Please ask before using them in advertising.',
  },
  {
    question: 'Who is available for interviews?',
    answer:
      'Our co-founder and cat historian, who researches every stop, and our licensed guides. Interviews can be in person on a route or by phone.',
  },
  {
    question: 'Where do the historical stories come from?',
    answer:
      'From city records, newspaper archives, court papers and first-hand accounts. We are glad to share sources for any story you plan to publish.',
  },
  {
    question: 'How quickly do you answer media requests?',
    answer: 'Within 24 hours, and usually the same day.',
  },
];

/** Three five-star reviews for the press kit. */
export const pressTestimonials: readonly Testimonial[] = [
  {
    quote: 'Our guide knew a story for every doorway. The best two hours we spent in New York.',
    author: 'Hannah L.',
    role: 'Financial District tour',
    rating: 5,
  },
  {
    quote: 'I have lived in Brooklyn for twenty years and learned something new on every block.',
    author: 'Devon R.',
    role: 'Brooklyn Heights tour',
    rating: 5,
  },
  {
    quote: 'Funny, moving and meticulously researched. Jerry Fox stole the show.',
    author: 'Priya S.',
    role: 'Lower East Side tour',
    rating: 5,
  },
];
