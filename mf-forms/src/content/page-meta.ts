import { paths } from 'shared-types';
import type { PageMetaProps } from 'shell/ui';

/** What search engines and link previews are told about each page of the forms section. */
export const formsPageMeta = {
  contact: {
    title: 'Contact Us | Cat History Walking Tours in New York City',
    description:
      "Questions about our cat-history walking tours, private group tours or press visits? Send us a message and we'll get back to you soon.",
    path: paths.contact,
  },
  inTheNews: {
    title: 'In the News | Press Coverage of Our Cat History Walking Tours',
    description:
      "Read what New York's newspapers, magazines and TV stations have written about our guided walking tours through the history of the city's cats.",
    path: paths.inTheNews,
  },
  petition: {
    title: 'Jerry Fox Petition | Honor Brooklyn’s Blind Hero Cat',
    description:
      'In 1904 a blind cat named Jerry Fox raised the alarm when fire broke out at Brooklyn Borough Hall. Sign our petition for a plaque in his honor.',
    path: paths.petition,
  },
  pressKit: {
    title: 'Press Kit | Cat History Walking Tours in New York City',
    description:
      "Photos, logos, press releases and background for journalists covering our walking tours about the history of New York's cats.",
    path: paths.pressKit,
  },
  // Kept out of search engines: only guests who took a tour are sent there.
  survey: {
    title: 'Tour Feedback Survey | Cat History Walking Tours',
    description:
      'Tell us how your cat-history walking tour went: rate the tour and your guide and share your feedback.',
    path: paths.survey,
    noIndex: true,
  },
} as const satisfies Record<string, PageMetaProps>;
