import type { PressArticle } from 'shared-types';

import sixSqftLogoUrl from '../../assets/press/6sqft.svg';
import amNyLogoUrl from '../../assets/press/amny.svg';
import atlasObscuraLogoUrl from '../../assets/press/atlas-obscura.svg';
import brooklynEagleLogoUrl from '../../assets/press/brooklyn-eagle.svg';
import brooklynPaperLogoUrl from '../../assets/press/brooklyn-paper.svg';
import brownstonerLogoUrl from '../../assets/press/brownstoner.svg';
import gothamistLogoUrl from '../../assets/press/gothamist.svg';
import ny1LogoUrl from '../../assets/press/ny1.svg';
import secretNycLogoUrl from '../../assets/press/secret-nyc.svg';
import timeOutLogoUrl from '../../assets/press/time-out-new-york.svg';
import untappedLogoUrl from '../../assets/press/untapped-new-york.svg';

// Links point at each outlet's own site; newest coverage first, as journalists expect.
/** The 11 press articles of the /in-the-news page. */
export const pressArticles: readonly PressArticle[] = [
  {
    title: 'The Cats Who Lived Behind Brooklyn Heights’ Brownstone Doors',
    publication: 'Brownstoner',
    date: 'March 2025',
    description:
      'A house-by-house look at how the Brooklyn Heights tour reads the neighborhood’s parlor floors, carriage houses and stoops through the cats who once lived there.',
    quote: 'A history lesson disguised as a stroll, with cats as the unlikely narrators.',
    link: 'https://www.brownstoner.com/',
    image: brownstonerLogoUrl,
  },
  {
    title: 'A Cat-History Walking Tour Every Feline Fan in NYC Should Take',
    publication: 'Secret NYC',
    date: 'February 2025',
    description:
      'Secret NYC picks the walking tour as a winter outing for cat lovers, from the ships’ cats of the harbor to the mousers who guarded the city’s post offices.',
    link: 'https://secretnyc.co/',
    image: secretNycLogoUrl,
  },
  {
    title: 'Walking Tour Brings the City’s Feline History to Life',
    publication: 'NY1 News',
    date: 'December 2024',
    description:
      'A NY1 crew follows a Saturday Financial District tour from Bowling Green to the old Custom House, where guests learn why the city once put cats on the public payroll.',
    quote:
      'Guests came for the cats and left knowing more about Lower Manhattan than most New Yorkers.',
    link: 'https://ny1.com/',
    image: ny1LogoUrl,
  },
  {
    title: 'The Blind Cat Who Sounded the Alarm at Brooklyn Borough Hall',
    publication: 'Atlas Obscura',
    date: 'November 2024',
    description:
      'The story of Jerry Fox, the blind cat credited with raising the alarm when fire broke out at Brooklyn Borough Hall on May 22, 1904, as retold by the tour’s cat historian.',
    link: 'https://www.atlasobscura.com/',
    image: atlasObscuraLogoUrl,
  },
  {
    title: 'Where New York’s Working Cats Earned Their Keep',
    publication: '6sqft',
    date: 'October 2024',
    description:
      'A map of the ferry houses, warehouses, firehouses and post offices where cats kept the rats at bay, drawn from the research behind the tours.',
    link: 'https://www.6sqft.com/',
    image: sixSqftLogoUrl,
  },
  {
    title: 'Petition Asks Brooklyn to Honor Jerry Fox, Borough Hall’s Feline Hero',
    publication: 'Brooklyn Eagle',
    date: 'September 2024',
    description:
      'Tour guides and local history fans are gathering signatures for a plaque at Borough Hall remembering the cat who helped save the building in 1904.',
    quote:
      'Brooklyn has statues for its statesmen. Its most famous cat deserves at least a plaque.',
    link: 'https://brooklyneagle.com/',
    image: brooklynEagleLogoUrl,
  },
  {
    title: 'Secrets of the Financial District’s Feline Past',
    publication: 'Untapped New York',
    date: 'August 2024',
    description:
      'Untapped New York joins the Financial District tour to uncover the cats of the colonial waterfront, the counting houses and the early Stock Exchange.',
    link: 'https://untappedcities.com/',
    image: untappedLogoUrl,
  },
  {
    title: 'New Walking Tour Traces the Cats of the Lower East Side',
    publication: 'amNY',
    date: 'July 2024',
    description:
      'From tenement backyards to pushcart markets, the Lower East Side tour tells the immigrant story through the cats families kept, and finishes at a cat cafe.',
    quote: 'Equal parts neighborhood history and love letter to the city’s cats.',
    link: 'https://www.amny.com/',
    image: amNyLogoUrl,
  },
  {
    title: 'Heights Tour Puts Borough Hall’s Heroic Cat Back in the Spotlight',
    publication: 'Brooklyn Paper',
    date: 'June 2024',
    description:
      'Brooklyn Paper walks the Brooklyn Heights route and meets the guides who made a 1904 fire and a blind cat named Jerry Fox the highlight of their tour.',
    link: 'https://www.brooklynpaper.com/',
    image: brooklynPaperLogoUrl,
  },
  {
    title: 'Meet the Historian Mapping New York’s Cats, Block by Block',
    publication: 'Gothamist',
    date: 'May 2024',
    description:
      'A profile of the cat historian who co-founded the tours, her years in the city’s newspaper archives and the stories that did not make it onto a route.',
    quote: 'Every city has its cats. Few have anyone keeping track of them.',
    link: 'https://gothamist.com/',
    image: gothamistLogoUrl,
  },
  {
    title: 'The Best New Walking Tours in NYC This Spring',
    publication: 'Time Out New York',
    date: 'April 2024',
    description:
      'Time Out New York includes the cat-history walking tours in its spring round-up of new ways to see the city on foot.',
    quote:
      'A charming, meticulously researched walk for anyone who has ever stopped to greet a bodega cat.',
    link: 'https://www.timeout.com/newyork',
    image: timeOutLogoUrl,
  },
];
