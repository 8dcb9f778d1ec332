// Guest reviews of the home page: one highlighted review and
// the carousel of 12 Google reviews.
import type { Testimonial } from 'shared-types';

/** The review shown on its own under the press strip. */
export const highlightedTestimonial: Testimonial = {
  quote:
    'I have lived in Brooklyn for thirty years and never knew a blind cat once saved Borough Hall. Our guide made every corner feel like a page of a storybook, and the history was serious enough to satisfy my husband, who only came along for me.',
  author: 'Denise R.',
  role: 'Brooklyn Heights tour',
  source: 'Google Review',
  rating: 5,
};

const google = 'Google Review';

/** The 12 Google reviews of the home carousel. */
export const googleReviews: readonly Testimonial[] = [
  {
    quote:
      'The best two hours we spent in New York. Funny, well researched and full of stories we had never heard, from ships’ cats to the post office mousers.',
    author: 'Hannah K.',
    role: 'Visiting from London',
  },
  {
    quote:
      'Booked it for my cat-obsessed daughter’s birthday and the adults enjoyed it even more. Our guide answered every question with a date and a source.',
    author: 'Marcus T.',
    role: 'Financial District tour',
  },
  {
    quote:
      'A brilliant way to see Brooklyn Heights. The Jerry Fox story at Borough Hall had the whole group cheering for a cat who has been gone for over a century.',
    author: 'Priya S.',
    role: 'Brooklyn Heights tour',
  },
  {
    quote:
      'Small group, relaxed pace and a guide who clearly loves both cats and the city. Worth every one of the forty dollars.',
    author: 'Tom W.',
    role: 'Lower East Side tour',
  },
  {
    quote:
      'I expected something cute. I got a genuinely fascinating history of the Lower East Side told through the animals families kept in the tenements.',
    author: 'Elena G.',
    role: 'Lower East Side tour',
  },
  {
    quote:
      'We did the private tour for our team outing. They tailored the route to our office neighborhood and everyone is still talking about the Custom House cats.',
    author: 'Jordan P.',
    role: 'Private tour',
  },
  {
    quote:
      'Great for history lovers who are not necessarily cat people. My husband came reluctantly and now he wants to do the other two neighborhoods.',
    author: 'Linda M.',
    role: 'Financial District tour',
  },
  {
    quote:
      'Our guide brought old photographs and newspaper clippings, which made the stories come alive. Easy walking and plenty of stops to rest.',
    author: 'Robert A.',
    role: 'Brooklyn Heights tour',
  },
  {
    quote:
      'Such a clever idea for a tour. I have taken a dozen walking tours in Manhattan and this was the one with the most surprises.',
    author: 'Sofia L.',
    role: 'Visiting from Chicago',
  },
  {
    quote:
      'Booking was simple, the meeting point was easy to find and the tour started right on time. The cat cafe finale was the cherry on top.',
    author: 'Kevin O.',
    role: 'Lower East Side tour',
  },
  {
    quote:
      'Warm, knowledgeable and very funny. We learned why the city once put cats on the public payroll. Highly recommended for families.',
    author: 'Aisha B.',
    role: 'Financial District tour',
  },
  {
    quote:
      'A love letter to New York and its cats. I bought a signed copy of the book afterwards and read it on the train home.',
    author: 'Grace N.',
    role: 'Brooklyn Heights tour',
  },
].map((review) => ({ ...review, source: google, rating: 5 }));
