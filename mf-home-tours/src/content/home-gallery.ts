// The home page's 20-image gallery: original illustrations bundled
// with the remote, each described specifically for visitors who cannot see it.
import type { GalleryGridImage } from 'shell/ui';

import gallery01 from '../assets/home/gallery/gallery-01.svg';
import gallery02 from '../assets/home/gallery/gallery-02.svg';
import gallery03 from '../assets/home/gallery/gallery-03.svg';
import gallery04 from '../assets/home/gallery/gallery-04.svg';
import gallery05 from '../assets/home/gallery/gallery-05.svg';
import gallery06 from '../assets/home/gallery/gallery-06.svg';
import gallery07 from '../assets/home/gallery/gallery-07.svg';
import gallery08 from '../assets/home/gallery/gallery-08.svg';
import gallery09 from '../assets/home/gallery/gallery-09.svg';
import gallery10 from '../assets/home/gallery/gallery-10.svg';
import gallery11 from '../assets/home/gallery/gallery-11.svg';
import gallery12 from '../assets/home/gallery/gallery-12.svg';
import gallery13 from '../assets/home/gallery/gallery-13.svg';
import gallery14 from '../assets/home/gallery/gallery-14.svg';
import gallery15 from '../assets/home/gallery/gallery-15.svg';
import gallery16 from '../assets/home/gallery/gallery-16.svg';
import gallery17 from '../assets/home/gallery/gallery-17.svg';
import gallery18 from '../assets/home/gallery/gallery-18.svg';
import gallery19 from '../assets/home/gallery/gallery-19.svg';
import gallery20 from '../assets/home/gallery/gallery-20.svg';

const alts: readonly string[] = [
  'Illustration of a black cat sitting on the stoop of a red-brick brownstone on a sunny afternoon',
  'Illustration of a black cat on a windowsill looking out at the Manhattan skyline at night',
  'Illustration of a ginger ship’s cat on the deck of a red sailboat in New York Harbor at sunset',
  'Illustration of a black cat walking beneath the towers of the Brooklyn Bridge at dusk',
  'Illustration of a grey cat stretched out on a Lower East Side fire escape above a washing line',
  'Illustration of a ginger cat on the steps of a Brooklyn Heights brownstone on a clear morning',
  'Illustration of a white cat in a window frame watching the sun set over the city',
  'Illustration of a black cat aboard a sailboat in the harbor under a violet evening sky',
  'Illustration of a ginger cat strolling past the Brooklyn Bridge towers in the morning',
  'Illustration of a black cat resting on a tenement fire escape in warm afternoon light',
  'Illustration of a white cat sitting on a dark brownstone stoop at dusk',
  'Illustration of a ginger cat on a windowsill with grey office towers behind it',
  'Illustration of a grey cat perched on the bow of a red boat in the harbor on a bright day',
  'Illustration of a white cat on the waterfront below the Brooklyn Bridge at twilight',
  'Illustration of a ginger cat on the fire escape of a red tenement at night',
  'Illustration of a grey cat on a brownstone stoop in golden evening light',
  'Illustration of a black cat silhouetted in a window against a purple skyline at dusk',
  'Illustration of a white cat riding a sailboat across the harbor in golden light',
  'Illustration of a grey cat walking along the East River below the Brooklyn Bridge',
  'Illustration of a white cat lounging on a tenement fire escape beside colorful laundry',
];

const sources: readonly string[] = [
  gallery01,
  gallery02,
  gallery03,
  gallery04,
  gallery05,
  gallery06,
  gallery07,
  gallery08,
  gallery09,
  gallery10,
  gallery11,
  gallery12,
  gallery13,
  gallery14,
  gallery15,
  gallery16,
  gallery17,
  gallery18,
  gallery19,
  gallery20,
];

/** The 20 images of the home gallery, 400 × 300 each. */
export const homeGalleryImages: readonly GalleryGridImage[] = sources.map((src, index) => ({
  id: index + 1,
  src,
  alt: alts[index] ?? 'Illustration of a New York street cat',
  width: 400,
  height: 300,
}));
