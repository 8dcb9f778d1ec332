import bodegaUrl from '../assets/blog/post-cat-culture.svg';
import harborUrl from '../assets/blog/post-harbor.svg';
import historyUrl from '../assets/blog/post-history.svg';
import jerryFoxUrl from '../assets/blog/post-jerry-fox.svg';
import neighborhoodsUrl from '../assets/blog/post-neighborhoods.svg';
import newspaperUrl from '../assets/blog/post-newspaper.svg';
import postOfficeUrl from '../assets/blog/post-office.svg';
import tenementUrl from '../assets/blog/post-tenement.svg';
import toursUrl from '../assets/blog/post-tours.svg';
import winterUrl from '../assets/blog/post-winter.svg';

/** A post's cover illustration with its description; all covers are drawn at 800 × 450. */
export interface PostImage {
  src: string;
  alt: string;
}

// `BlogPost` in shared-types has no alt text for its image, so each cover carries its own here.
/** The blog's cover illustrations, by subject. */
export const postImages = {
  history: {
    src: historyUrl,
    alt: 'Illustration of a black cat sitting before a columned New York public building, framed with the words New York 1904',
  },
  neighborhoods: {
    src: neighborhoodsUrl,
    alt: 'Illustration of a black cat on the waterfront in front of a suspension bridge between Brooklyn and Manhattan',
  },
  jerryFox: {
    src: jerryFoxUrl,
    alt: 'Illustration of a grey cat outside Brooklyn Borough Hall at night as flames rise behind its cupola, dated May 22, 1904',
  },
  bodega: {
    src: bodegaUrl,
    alt: 'Illustration of an orange tabby sitting at the front of a corner deli and grocery beneath its red sign',
  },
  tours: {
    src: toursUrl,
    alt: 'Illustration of a guide in brick red leading three walkers along a path toward a framed cat portrait',
  },
  harbor: {
    src: harborUrl,
    alt: 'Illustration of an orange ship’s cat on the deck of a two-masted sailing ship moored at a New York pier',
  },
  postOffice: {
    src: postOfficeUrl,
    alt: 'Illustration of a grey cat on a post-office counter in front of wooden pigeonholes and a blue U.S. Mail sign',
  },
  newspaper: {
    src: newspaperUrl,
    alt: 'Illustration of an old New York newspaper page headlined Ferry Cat Crosses River Again, with a drawing of a black cat',
  },
  tenement: {
    src: tenementUrl,
    alt: 'Illustration of a red-brick Lower East Side tenement with a grey cat and an orange cat on its iron fire escapes',
  },
  winter: {
    src: winterUrl,
    alt: 'Illustration of a grey cat in the snow beside three walkers in scarves outside brick row houses',
  },
} as const satisfies Record<string, PostImage>;
