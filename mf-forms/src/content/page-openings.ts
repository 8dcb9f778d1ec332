import { paths } from 'shared-types';

import type { PageOpening } from '../components/page/forms-page';

/**
 * What each page of the forms section says before its sections: what search engines and link
 * previews are told about it, and the words of its hero.
 */
export const pageOpenings = {
  contact: {
    meta: {
      title: 'Contact Us | Cat History Walking Tours in New York City',
      description:
        "Questions about our cat-history walking tours, private group tours or press visits? Send us a message and we'll get back to you soon.",
      path: paths.contact,
    },
    hero: {
      title: 'How can we help?',
      subtitle: "We're available to chat!",
      illustrationAlt:
        'Illustration of a black cat waiting beside a mailbox with a letter on a brownstone street at sunset',
    },
  },
  inTheNews: {
    meta: {
      title: 'In the News | Press Coverage of Our Cat History Walking Tours',
      description:
        "Read what New York's newspapers, magazines and TV stations have written about our guided walking tours through the history of the city's cats.",
      path: paths.inTheNews,
    },
    hero: {
      title: 'In the News',
      subtitle:
        'Journalists have walked with us through Brooklyn Heights, the Financial District and the Lower East Side. Here is what they wrote about New York’s feline history.',
      illustrationAlt:
        'Illustration of a vintage newspaper, The Feline Gazette, with a headline about the cats of old New York and a black cat photo',
    },
  },
  petition: {
    meta: {
      title: 'Jerry Fox Petition | Honor Brooklyn’s Blind Hero Cat',
      description:
        'In 1904 a blind cat named Jerry Fox raised the alarm when fire broke out at Brooklyn Borough Hall. Sign our petition for a plaque in his honor.',
      path: paths.petition,
    },
    hero: {
      title: 'Help Honor Jerry Fox',
      subtitle:
        'The blind cat who raised the alarm at Brooklyn Borough Hall in 1904 deserves a place in the borough’s memory.',
      illustrationAlt:
        'Illustration of Brooklyn Borough Hall at night with flames at one corner of the roof and a grey cat calling out on the steps',
    },
  },
  pressKit: {
    meta: {
      title: 'Press Kit | Cat History Walking Tours in New York City',
      description:
        "Photos, logos, press releases and background for journalists covering our walking tours about the history of New York's cats.",
      path: paths.pressKit,
    },
    hero: {
      title: 'Press Kit',
      subtitle:
        'Photos, logos, press releases and the stories behind New York’s cat-history walking tours.',
      illustrationAlt:
        'Illustration of a brick-red camera between two newspapers, with a golden cat sitting in front',
    },
  },
  survey: {
    meta: {
      title: 'Tour Feedback Survey | Cat History Walking Tours',
      description:
        'Tell us how your cat-history walking tour went: rate the tour and your guide and share your feedback.',
      path: paths.survey,
      // Kept out of search engines: only guests who took a tour are sent there.
      noIndex: true,
    },
    hero: {
      title: 'Tour Feedback Survey',
      subtitle: 'Thank you for walking with us! Your answers help us make every tour better.',
      illustrationAlt:
        'Illustration of a black cat beside a clipboard with a five-star rating and a ticked checklist',
    },
  },
} as const satisfies Record<string, PageOpening>;
