// Content of /tours/financial-district.
import { business, paths } from 'shared-types';

import heroUrl from '../assets/tour/financial-district-hero.svg';
import { sharedTourFaqs, standardFacts, weatherFaq, type TourDetails } from './tour-details-shared';

const maxGroupSize = business.groupSize.financialDistrict;
const { days, time } = business.schedules.financialDistrict;

/** The Financial District Historical Cat Tour. */
export const financialDistrictTour: TourDetails = {
  slug: 'financial-district',
  title: 'Financial District Historical Cat Tour',
  area: 'Financial District',
  itemId: business.booking.itemIds.financialDistrict,
  maxGroupSize,
  hero: {
    src: heroUrl,
    alt: 'Illustration of a columned Wall Street facade beside the harbour, with a ship’s cat perched on a coil of rope on the pier',
    width: 1200,
    height: 600,
  },
  tagline:
    'Ship’s cats, warehouse mousers and the Wall Street stories of the city’s oldest streets.',
  intro:
    'Walk the crooked lanes of old New Amsterdam with a licensed guide and meet the working cats who guarded the grain, the ledgers and the mail of the young port.',
  description: [
    'Long before it was a financial capital, the tip of Manhattan was a harbour town where every ship, warehouse and counting house depended on a good cat. This tour follows them from the waterfront where they came ashore to the banks and exchanges where, the stories go, they kept the mice away from the paper that made the city rich.',
    'Along the way you will hear how ship’s cats earned their passage, why merchants prized a cat who could guard a sack of flour, and how the old port’s cats found their way into the city’s newspapers and folklore.',
  ],
  schedule: [`${days} at ${time}`],
  startArea: 'Bowling Green, at the southern tip of Manhattan',
  facts: standardFacts(maxGroupSize),
  stopsKind: 'stops',
  stops: [
    {
      title: 'Bowling Green and the Old Harbour',
      description:
        'The city’s oldest park looks over the water where Dutch and English ships anchored. We start with the ship’s cats who sailed in with them, hired by every sensible captain to protect the stores below deck.',
    },
    {
      title: 'The Custom House Steps',
      description:
        'Where duties were collected on everything that came off the ships. Hear the stories of the government mousers said to have been kept on the books of the city’s customs and post offices.',
    },
    {
      title: 'Stone Street and the Merchants’ Warehouses',
      description:
        'The first paved street in the city once smelled of grain and spices. The warehouse cats of these blocks were valued so highly that a good mouser, as one story has it, was worth more than the lock on the door.',
    },
    {
      title: 'Pearl Street Counting Houses',
      description:
        'Ledgers, contracts and bills of lading were all made of paper, and paper draws mice. Meet the office cats of the counting houses and the clerks who smuggled them scraps from lunch.',
    },
    {
      title: 'Wall Street',
      description:
        'The street named for a wall that kept out invaders now has stories of cats who kept out a smaller enemy. We share the Wall Street tales of bank and brokerage cats, and why traders thought a cat on the floor brought luck.',
    },
    {
      title: 'Trinity Churchyard',
      description:
        'Among the oldest gravestones in Manhattan, we talk about churchyard cats, the sextons who fed them, and how old New Yorkers saw the cats who lived among their dead.',
    },
    {
      title: 'The Fulton Fish Market Waterfront',
      description:
        'We finish by the East River, where the fish market cats were a fixture for generations. A fitting last stop for a tour that began with cats stepping off ships.',
    },
  ],
  testimonials: [
    {
      quote:
        'I have walked the Financial District a hundred times and never once thought about the cats who lived there. Our guide made the old port feel alive.',
      author: 'Dana R.',
      role: 'Lives in Battery Park City',
      rating: 5,
    },
    {
      quote:
        'The ship’s cat stories at Bowling Green had my kids hooked from the first minute. Small group, great pace and plenty of time for questions.',
      author: 'Tom and Aisha K.',
      role: 'Visiting from Toronto',
      rating: 5,
    },
    {
      quote:
        'A clever mix of real history and cat folklore, always clear about which was which. The best two hours of our New York trip.',
      author: 'Heike S.',
      role: 'Visiting from Hamburg',
      rating: 5,
    },
  ],
  faqs: [
    ...sharedTourFaqs(maxGroupSize),
    {
      question: 'When does the Financial District tour run, and where does it start?',
      answer: `Regular departures are ${days.toLowerCase()} at ${time}, with extra dates added to the calendar in busy months. The tour starts at Bowling Green; the exact meeting spot is in your confirmation email.`,
    },
    weatherFaq,
  ],
  related: [
    {
      name: 'Brooklyn Heights Historical Cat Tour',
      path: paths.tour('brooklyn-heights'),
      summary: 'Jerry Fox of Borough Hall, ferry cats and brownstone stoops across the river.',
    },
    {
      name: 'Lower East Side Historical Cat Tour',
      path: paths.tour('lower-east-side'),
      summary: 'Tenement courtyards, pushcart markets and bodega cats, with a cat cafe finale.',
    },
    {
      name: 'Private Tours',
      path: paths.tour('private-tours'),
      summary: 'Any of our neighbourhoods for your own group, on a date that suits you.',
    },
  ],
  sidebarCard: false,
  stickyCta: true,
  nextDeparture: { weekday: 6, hour: 14, minute: 0 },
};
