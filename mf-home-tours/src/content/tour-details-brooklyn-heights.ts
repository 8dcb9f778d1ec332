// Content of /tours/brooklyn-heights.
import { business, paths } from 'shared-types';

import heroUrl from '../assets/tour/brooklyn-heights-hero.svg';
import { sharedTourFaqs, standardFacts, weatherFaq, type TourDetails } from './tour-details-shared';

const maxGroupSize = business.groupSize.brooklynHeights;
const { days, time, seasonal } = business.schedules.brooklynHeights;

// The weekend departure and the seasonal one, both shown.
const schedules = [
  `${days} at ${time}`,
  `${seasonal.days} at ${seasonal.time}, ${seasonal.season}`,
] as const;

/** The Brooklyn Heights Historical Cat Tour, the most popular of the three. */
export const brooklynHeightsTour: TourDetails = {
  slug: 'brooklyn-heights',
  title: 'Brooklyn Heights Historical Cat Tour',
  area: 'Brooklyn Heights',
  itemId: business.booking.itemIds.brooklynHeights,
  maxGroupSize,
  hero: {
    src: heroUrl,
    alt: 'Illustration of Brooklyn Borough Hall’s cupola above a row of brownstones, with a black cat sitting on the steps',
    width: 1200,
    height: 600,
  },
  tagline:
    'Jerry Fox of Borough Hall, ferry cats and the brownstone stoops of Brooklyn’s first suburb.',
  intro:
    'Cross into Brooklyn’s most storied neighbourhood with a licensed guide and hear how a blind cat became the hero of Borough Hall, how the ferries kept their cats, and why the Heights still feels like a village of stoop-sitting felines.',
  description: [
    'Brooklyn Heights grew up around the ferry that linked it to Manhattan, and its story is full of working cats: on the boats, in the ferry houses, in the firehouses and in the shops of Montague Street. Its most famous cat is Jerry Fox, the blind cat credited with raising the alarm when fire broke out at Borough Hall on May 22, 1904.',
    'The tour winds from the civic grandeur of Borough Hall through quiet tree-lined blocks of brownstones to the Promenade, with the harbour and the Manhattan skyline at your feet, and ends where the ferries once landed.',
  ],
  schedule: schedules,
  startArea: 'the steps of Brooklyn Borough Hall',
  facts: standardFacts(maxGroupSize),
  stopsKind: 'stops',
  stops: [
    {
      title: 'Brooklyn Borough Hall',
      description:
        'The story of Jerry Fox, the blind cat of Borough Hall, credited with sounding the alarm when fire broke out in the building on May 22, 1904, and the campaign to honour him today.',
    },
    {
      title: 'The Court Street Firehouses',
      description:
        'Fire companies kept animals long before the age of engines. We share the stories of firehouse cats who rode along with Brooklyn’s brigades and kept the hay lofts free of mice.',
    },
    {
      title: 'Cadman Plaza',
      description:
        'Once a tangle of busy streets by the bridge approach, now a green lawn. Hear how the neighbourhood’s cats adapted as the old blocks were cleared.',
    },
    {
      title: 'Montague Street Shops',
      description:
        'Booksellers, grocers and tailors all kept a shop cat in the window. We look at the Heights’ high street through the eyes of its four-legged shopkeepers.',
    },
    {
      title: 'Pierrepont Street Brownstones',
      description:
        'Stoops, parlour windows and iron railings: the classic Brooklyn cat habitat. Learn to read a brownstone the way a cat would, from the areaway to the cornice.',
    },
    {
      title: 'The Brooklyn History Archives',
      description:
        'Behind these walls the borough keeps its letters, photographs and newspapers, the sources where stories like Jerry Fox’s are preserved. We show how cat history is pieced together.',
    },
    {
      title: 'Willow Street',
      description:
        'Writers and artists have long called these blocks home. We trace the household cats who slip through the neighbourhood’s letters and memoirs.',
    },
    {
      title: 'The Brooklyn Heights Promenade',
      description:
        'The harbour view that ship’s cats saw from the deck. From here we talk about the ferry cats who crossed the East River thousands of times without ever buying a ticket.',
    },
    {
      title: 'Fulton Ferry Landing',
      description:
        'Where the ferries docked before the bridge was built. Our last stop brings the tour full circle, beneath the Brooklyn Bridge, with the story of the ferry house cats.',
    },
  ],
  testimonials: [
    {
      quote:
        'The Jerry Fox story at Borough Hall gave me goosebumps. Our guide knew every brownstone and every cat that ever sat on its stoop.',
      author: 'Maria G.',
      role: 'Brooklyn resident',
      rating: 5,
    },
    {
      quote:
        'We booked it for my mother’s birthday and she has not stopped talking about it. Charming, well researched and the Promenade view at the end is unbeatable.',
      author: 'Priya N.',
      role: 'Visiting from New Jersey',
      rating: 5,
    },
    {
      quote:
        'A perfect weekend walk. Twelve of us at most, so it felt like exploring the Heights with a friend who happens to be a cat historian.',
      author: 'James W.',
      role: 'Visiting from London',
      rating: 5,
    },
  ],
  faqs: [
    ...sharedTourFaqs(maxGroupSize),
    {
      question: 'When does the Brooklyn Heights tour run?',
      answer: `Our listings give two schedules: ${days.toLowerCase()} at ${time}, and ${schedules[1]}. The booking calendar always shows the current start times, so check it for the date you have in mind.`,
    },
    weatherFaq,
  ],
  related: [
    {
      name: 'Financial District Historical Cat Tour',
      path: paths.tour('financial-district'),
      summary: 'Ship’s cats, warehouse mousers and the Wall Street stories of the old port.',
    },
    {
      name: 'Lower East Side Historical Cat Tour',
      path: paths.tour('lower-east-side'),
      summary: 'Tenement courtyards, pushcart markets and bodega cats, with a cat cafe finale.',
    },
    {
      name: 'Private Tours',
      path: paths.tour('private-tours'),
      summary: 'Brooklyn Heights or any of our neighbourhoods for your own group.',
    },
  ],
  sidebarCard: true,
  stickyCta: false,
  nextDeparture: { weekday: 6, hour: 10, minute: 0 },
};
