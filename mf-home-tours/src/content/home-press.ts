// The "As featured on" strip: 12 outlets, each linking to its coverage.
import type { PressLogo } from 'shared-types';

import sixSqftLogo from '../assets/home/press/6sqft.svg';
import amNyLogo from '../assets/home/press/amny.svg';
import atlasObscuraLogo from '../assets/home/press/atlas-obscura.svg';
import brooklynEagleLogo from '../assets/home/press/brooklyn-eagle.svg';
import brooklynMagazineLogo from '../assets/home/press/brooklyn-magazine.svg';
import brooklynPaperLogo from '../assets/home/press/brooklyn-paper.svg';
import brownstonerLogo from '../assets/home/press/brownstoner.svg';
import gothamistLogo from '../assets/home/press/gothamist.svg';
import ny1Logo from '../assets/home/press/ny1.svg';
import secretNycLogo from '../assets/home/press/secret-nyc.svg';
import timeOutLogo from '../assets/home/press/time-out-new-york.svg';
import untappedLogo from '../assets/home/press/untapped-new-york.svg';

/** A press logo with the outlet's name, which names its link. */
export interface HomePressLogo extends PressLogo {
  outlet: string;
}

const size = { width: 240, height: 80 } as const;

/** The 12 outlets of the strip, in display order. */
export const homePressLogos: readonly HomePressLogo[] = [
  { outlet: 'Time Out New York', image: timeOutLogo, link: 'https://www.timeout.com/newyork' },
  { outlet: 'Gothamist', image: gothamistLogo, link: 'https://gothamist.com/' },
  { outlet: 'NY1 News', image: ny1Logo, link: 'https://ny1.com/' },
  { outlet: 'Atlas Obscura', image: atlasObscuraLogo, link: 'https://www.atlasobscura.com/' },
  { outlet: 'amNY', image: amNyLogo, link: 'https://www.amny.com/' },
  { outlet: 'Brooklyn Eagle', image: brooklynEagleLogo, link: 'https://brooklyneagle.com/' },
  { outlet: 'Brooklyn Paper', image: brooklynPaperLogo, link: 'https://www.brooklynpaper.com/' },
  { outlet: 'Brownstoner', image: brownstonerLogo, link: 'https://www.brownstoner.com/' },
  { outlet: 'Untapped New York', image: untappedLogo, link: 'https://untappedcities.com/' },
  { outlet: '6sqft', image: sixSqftLogo, link: 'https://www.6sqft.com/' },
  { outlet: 'Secret NYC', image: secretNycLogo, link: 'https://secretnyc.co/' },
  { outlet: 'Brooklyn Magazine', image: brooklynMagazineLogo, link: 'https://www.bkmag.com/' },
].map((logo) => ({ ...logo, ...size, alt: `${logo.outlet} logo` }));
