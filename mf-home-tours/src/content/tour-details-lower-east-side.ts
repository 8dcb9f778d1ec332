// Content of /tours/lower-east-side.
import { business, paths } from 'shared-types';

import heroUrl from '../assets/tour/lower-east-side-hero.svg';
import { sharedTourFaqs, standardFacts, type TourDetails } from './tour-details-shared';

const maxGroupSize = business.groupSize.lowerEastSide;
const { days, time } = business.schedules.lowerEastSide;

/** The Lower East Side Historical Cat Tour: five highlights, ending at a cat cafe. */
export const lowerEastSideTour: TourDetails = {
  slug: 'lower-east-side',
  title: 'Lower East Side Historical Cat Tour',
  area: 'Lower East Side',
  itemId: business.booking.itemIds.lowerEastSide,
  maxGroupSize,
  hero: {
    src: heroUrl,
    alt: 'Illustration of red-brick tenements with zigzag fire escapes, a tabby cat on a windowsill and a bodega awning below',
    width: 1200,
    height: 600,
  },
  tagline: 'Tenement cats, pushcart markets and the bodega cats who still mind the corner store.',
  intro:
    'Explore the neighbourhood that welcomed generations of newcomers, and the cats who shared their crowded rooms, courtyards and market stalls, with a licensed guide who grew up on these blocks.',
  description: [
    'In the late nineteenth and early twentieth centuries the Lower East Side was one of the most crowded places on earth. Families from across Europe and beyond packed into tenements, and the cats who kept the rats at bay were as much a part of the household as the samovar or the sewing machine.',
    'This tour tells that story in five highlights, from the tenement courtyards to the corner bodega, and finishes with a visit to a cat cafe, where the neighbourhood’s cat history meets its present.',
  ],
  schedule: [`${days} at ${time}`],
  startArea: 'Orchard Street, south of Delancey Street',
  facts: standardFacts(maxGroupSize),
  stopsKind: 'highlights',
  stops: [
    {
      title: 'Tenement Courtyards of Orchard Street',
      description:
        'Step behind the facades into the world of the tenement cat: how families shared a few small rooms with a mouser, and why a good cat was borrowed from neighbour to neighbour.',
    },
    {
      title: 'The Pushcart Markets',
      description:
        'Hester and Orchard Streets were once lined with pushcarts selling fish, bread and pickles. We share the stories of the market cats who worked the stalls and the peddlers who fed them.',
    },
    {
      title: 'From the Bowery to Astor Place',
      description:
        'The Astor Place stories: how a family fortune built on the fur trade shaped this corner of the city, and how the cats of the Bowery’s theatres and lodging houses lived in its shadow.',
    },
    {
      title: 'The Bodega Cat',
      description:
        'New York’s most famous working cat still guards the corner store. We visit the bodega tradition, from the first grocers of the neighbourhood to the cats who nap on today’s bread shelves.',
    },
    {
      title: 'Cat Cafe Finale',
      description:
        'We end at a neighbourhood cat cafe to meet some living cats. The cafe visit needs a separate reservation with the cafe, so book your slot there as well if you want to go in.',
    },
  ],
  testimonials: [
    {
      quote:
        'My great-grandparents lived on Orchard Street, and hearing how tenement families lived with their cats made their story feel real to me.',
      author: 'Rachel B.',
      role: 'Visiting from Philadelphia',
      rating: 5,
    },
    {
      quote:
        'The bodega cat stop was pure joy, and ending at the cat cafe was the perfect finale. Remember to reserve the cafe separately!',
      author: 'Luis M.',
      role: 'Lives in Queens',
      rating: 5,
    },
    {
      quote:
        'Thoughtful, funny and never rushed. Our guide handled the neighbourhood’s hard history with real care.',
      author: 'Grace O.',
      role: 'Visiting from Dublin',
      rating: 5,
    },
  ],
  faqs: [
    ...sharedTourFaqs(maxGroupSize),
    {
      question: 'When does the Lower East Side tour run, and where does it start?',
      answer: `Regular departures are ${days.toLowerCase()} at ${time}. The tour starts on Orchard Street; the exact meeting spot is in your confirmation email.`,
    },
    {
      question: 'Is the cat cafe visit included?',
      answer:
        'The walk ends at the cat cafe, but going inside needs a separate reservation made directly with the cafe, and its entry fee is not part of the tour price. Book your cafe slot for about two hours after the tour start time.',
    },
  ],
  related: [
    {
      name: 'Financial District Historical Cat Tour',
      path: paths.tour('financial-district'),
      summary: 'Ship’s cats, warehouse mousers and the Wall Street stories of the old port.',
    },
    {
      name: 'Brooklyn Heights Historical Cat Tour',
      path: paths.tour('brooklyn-heights'),
      summary: 'Jerry Fox of Borough Hall, ferry cats and brownstone stoops across the river.',
    },
    {
      name: 'Private Tours',
      path: paths.tour('private-tours'),
      summary: 'The Lower East Side or any of our neighbourhoods for your own group.',
    },
  ],
  sidebarCard: true,
  stickyCta: false,
  nextDeparture: { weekday: 0, hour: 14, minute: 0 },
};
