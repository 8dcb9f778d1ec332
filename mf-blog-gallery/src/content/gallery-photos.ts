import type { GalleryImage } from 'shared-types';

import { photoFile, type SceneParams } from '../lib/photo-scenes';

type PhotoEntry = [params: SceneParams, alt: string];

// Each entry is a distinct scene, coat, pose and light, with the alt text written for it.
const tourPhotoEntries: readonly PhotoEntry[] = [
  [
    { scene: 'borough-hall', coat: 'grey', pose: 'sit', time: 'day', walkers: 4, catAt: 0.8 },
    'Guide and three guests on the Borough Hall plaza in Brooklyn, a grey cat sitting on the steps beside them',
  ],
  [
    { scene: 'stoop', coat: 'orange-tabby', pose: 'sit', time: 'day', walkers: 3, catAt: 0.3 },
    'Walkers listening to the guide outside a Brooklyn Heights brownstone while an orange tabby watches from the stoop',
  ],
  [
    { scene: 'pier', coat: 'black', pose: 'stroll', time: 'day', walkers: 4, catAt: 0.2 },
    'Tour group on a South Street pier beside a tall ship, a black cat strolling along the planks',
  ],
  [
    { scene: 'bridge', coat: 'tuxedo', pose: 'sit', time: 'golden', walkers: 5, catAt: 0.85 },
    'Guests on the Brooklyn Heights Promenade at golden hour with a tuxedo cat on the railing and the bridge behind',
  ],
  [
    { scene: 'bodega', coat: 'calico', pose: 'loaf', time: 'day', walkers: 2, catAt: 0.75 },
    'Guide and a guest greeting a calico bodega cat loafing on a deli counter',
  ],
  [
    { scene: 'fire-escape', coat: 'grey', pose: 'stroll', time: 'day', walkers: 0, catAt: 0.6 },
    'Grey cat walking along the iron fire escape of a red-brick Lower East Side tenement, seen from the tour route',
  ],
  [
    { scene: 'stoop', coat: 'black', pose: 'loaf', time: 'golden', walkers: 4, catAt: 0.75 },
    'Black cat loafing on a brownstone stoop in late-afternoon light as four walkers pause on the sidewalk',
  ],
  [
    {
      scene: 'borough-hall',
      coat: 'orange-tabby',
      pose: 'stroll',
      time: 'golden',
      walkers: 3,
      catAt: 0.2,
    },
    'Orange tabby crossing the Borough Hall plaza at golden hour while the guide tells the Jerry Fox story',
  ],
  [
    { scene: 'pier', coat: 'brown-tabby', pose: 'sit', time: 'dusk', walkers: 3, catAt: 0.8 },
    'Brown tabby sitting on a harbor pier at dusk next to a group hearing about ships’ cats',
  ],
  [
    { scene: 'bridge', coat: 'white', pose: 'loaf', time: 'day', walkers: 4, catAt: 0.2 },
    'White cat curled on the waterfront railing beneath a suspension bridge, tour group standing nearby',
  ],
  [
    { scene: 'bodega', coat: 'orange-tabby', pose: 'sit', time: 'day', walkers: 3, catAt: 0.6 },
    'Orange tabby sitting by the fruit bowl on a corner-store counter as three guests look on',
  ],
  [
    { scene: 'fire-escape', coat: 'tuxedo', pose: 'sit', time: 'day', walkers: 0, catAt: 0.25 },
    'Tuxedo cat sitting on a tenement fire escape above Orchard Street',
  ],
  [
    { scene: 'stoop', coat: 'grey', pose: 'stroll', time: 'dusk', walkers: 3, catAt: 0.2 },
    'Grey cat trotting down brownstone steps at dusk past a small tour group',
  ],
  [
    { scene: 'borough-hall', coat: 'black', pose: 'loaf', time: 'dusk', walkers: 4, catAt: 0.3 },
    'Black cat resting below the columns of Borough Hall at dusk, the guide holding up a sign',
  ],
  [
    { scene: 'pier', coat: 'calico', pose: 'loaf', time: 'golden', walkers: 2, catAt: 0.75 },
    'Calico cat loafing on sun-warmed pier boards while two walkers look at the sailing ship',
  ],
  [
    { scene: 'bridge', coat: 'grey', pose: 'stroll', time: 'dusk', walkers: 3, catAt: 0.8 },
    'Grey cat walking the waterfront path at dusk with the bridge towers and a tour group behind',
  ],
  [
    { scene: 'bodega', coat: 'black', pose: 'stroll', time: 'day', walkers: 2, catAt: 0.85 },
    'Black bodega cat strolling along the counter of a deli and grocery as guests arrive',
  ],
  [
    {
      scene: 'fire-escape',
      coat: 'orange-tabby',
      pose: 'loaf',
      time: 'golden',
      walkers: 0,
      catAt: 0.7,
    },
    'Orange tabby stretched out on a fire-escape landing beside a window box in evening sun',
  ],
  [
    { scene: 'stoop', coat: 'calico', pose: 'sit', time: 'day', walkers: 5, catAt: 0.8 },
    'Calico cat sitting on a stoop railing as five guests gather for a photo',
  ],
  [
    { scene: 'borough-hall', coat: 'tuxedo', pose: 'sit', time: 'day', walkers: 2, catAt: 0.25 },
    'Tuxedo cat sitting at the foot of Borough Hall as the guide points to the cupola',
  ],
  [
    { scene: 'pier', coat: 'grey', pose: 'sit', time: 'night', walkers: 3, catAt: 0.3 },
    'Grey cat on a lamplit pier at night during an evening harbor walk',
  ],
  [
    { scene: 'bridge', coat: 'orange-tabby', pose: 'sit', time: 'night', walkers: 4, catAt: 0.2 },
    'Orange tabby on the Promenade railing at night with the bridge and four walkers in silhouette',
  ],
  [
    { scene: 'bodega', coat: 'white', pose: 'sit', time: 'day', walkers: 3, catAt: 0.7 },
    'White bodega cat sitting beside the register while guests buy water',
  ],
  [
    { scene: 'fire-escape', coat: 'calico', pose: 'sit', time: 'dusk', walkers: 0, catAt: 0.5 },
    'Calico cat perched on a tenement fire escape at dusk',
  ],
  [
    { scene: 'stoop', coat: 'white', pose: 'loaf', time: 'day', walkers: 2, catAt: 0.25 },
    'White cat asleep on the top step of a brownstone stoop, two guests admiring it from the sidewalk',
  ],
  [
    {
      scene: 'borough-hall',
      coat: 'brown-tabby',
      pose: 'sit',
      time: 'golden',
      walkers: 5,
      catAt: 0.8,
    },
    'Brown tabby sitting on the Borough Hall steps in golden light beside a group of five',
  ],
  [
    { scene: 'pier', coat: 'tuxedo', pose: 'stroll', time: 'day', walkers: 5, catAt: 0.8 },
    'Tuxedo cat walking past a tour group on a sunny harbor pier',
  ],
  [
    { scene: 'bridge', coat: 'brown-tabby', pose: 'loaf', time: 'golden', walkers: 2, catAt: 0.75 },
    'Brown tabby curled up on the waterfront wall at golden hour as two walkers pass',
  ],
  [
    { scene: 'bodega', coat: 'tuxedo', pose: 'loaf', time: 'day', walkers: 2, catAt: 0.6 },
    'Tuxedo bodega cat loafing on the counter next to the oranges, greeted by the guide',
  ],
  [
    { scene: 'fire-escape', coat: 'black', pose: 'sit', time: 'night', walkers: 0, catAt: 0.8 },
    'Black cat on a fire escape at night, lit by the window behind it',
  ],
  [
    { scene: 'stoop', coat: 'brown-tabby', pose: 'sit', time: 'night', walkers: 3, catAt: 0.3 },
    'Brown tabby sitting on a stoop under a lit window during an evening walk',
  ],
  [
    { scene: 'borough-hall', coat: 'white', pose: 'stroll', time: 'day', walkers: 3, catAt: 0.75 },
    'White cat walking across the Borough Hall plaza in front of a listening tour group',
  ],
  [
    { scene: 'pier', coat: 'orange-tabby', pose: 'loaf', time: 'day', walkers: 2, catAt: 0.25 },
    'Orange tabby loafing on a pier beside the mooring posts with the harbor behind',
  ],
  [
    { scene: 'bridge', coat: 'calico', pose: 'sit', time: 'day', walkers: 3, catAt: 0.3 },
    'Calico cat sitting on the Promenade railing in daylight with the bridge and three guests',
  ],
  [
    { scene: 'bodega', coat: 'grey', pose: 'sit', time: 'day', walkers: 4, catAt: 0.7 },
    'Grey bodega cat sitting on the counter while four guests hear why corner stores keep cats',
  ],
  [
    {
      scene: 'fire-escape',
      coat: 'brown-tabby',
      pose: 'stroll',
      time: 'golden',
      walkers: 0,
      catAt: 0.3,
    },
    'Brown tabby walking the fire-escape rail of a tenement in warm evening light',
  ],
  [
    { scene: 'stoop', coat: 'tuxedo', pose: 'stroll', time: 'day', walkers: 4, catAt: 0.8 },
    'Tuxedo cat stepping down a brownstone stoop past four walkers on a sunny morning',
  ],
  [
    { scene: 'borough-hall', coat: 'calico', pose: 'loaf', time: 'night', walkers: 3, catAt: 0.3 },
    'Calico cat resting by Borough Hall at night on an evening tour',
  ],
  [
    { scene: 'pier', coat: 'white', pose: 'sit', time: 'golden', walkers: 4, catAt: 0.25 },
    'White cat sitting at the edge of a pier in golden light, four guests behind it',
  ],
  [
    { scene: 'bridge', coat: 'black', pose: 'stroll', time: 'day', walkers: 2, catAt: 0.8 },
    'Black cat strolling the waterfront path under the bridge cables as two guests follow',
  ],
];

const fanPhotoEntries: readonly PhotoEntry[] = [
  [
    { scene: 'window', coat: 'orange-tabby', pose: 'sit', time: 'day', catAt: 0.5 },
    'A guest’s orange tabby sitting on a sunny window sill above a brownstone street',
  ],
  [
    { scene: 'sofa', coat: 'black', pose: 'loaf', time: 'day', catAt: 0.6 },
    'A guest’s black cat loafing on a blue sofa under a framed picture',
  ],
  [
    { scene: 'bookshelf', coat: 'grey', pose: 'loaf', time: 'day', catAt: 0.5 },
    'A grey cat stretched out on top of a full bookshelf',
  ],
  [
    { scene: 'radiator', coat: 'calico', pose: 'sit', time: 'day', catAt: 0.5 },
    'A calico cat sitting on a window sill above an old apartment radiator',
  ],
  [
    { scene: 'window', coat: 'tuxedo', pose: 'loaf', time: 'night', catAt: 0.4 },
    'A tuxedo cat curled on a window sill at night with the city lights outside',
  ],
  [
    { scene: 'sofa', coat: 'white', pose: 'sit', time: 'golden', catAt: 0.3 },
    'A white cat sitting upright on a sofa cushion in late-afternoon light',
  ],
  [
    { scene: 'bookshelf', coat: 'orange-tabby', pose: 'stroll', time: 'night', catAt: 0.4 },
    'An orange tabby walking along the top of a bookshelf in the evening',
  ],
  [
    { scene: 'radiator', coat: 'black', pose: 'loaf', time: 'dusk', catAt: 0.6 },
    'A black cat loafing above a warm radiator as dusk falls outside',
  ],
  [
    { scene: 'window', coat: 'brown-tabby', pose: 'stroll', time: 'golden', catAt: 0.35 },
    'A brown tabby pacing the window sill beside a potted plant at golden hour',
  ],
  [
    { scene: 'sofa', coat: 'calico', pose: 'stroll', time: 'day', catAt: 0.7 },
    'A calico cat walking along the back of a blue sofa',
  ],
  [
    { scene: 'bookshelf', coat: 'tuxedo', pose: 'sit', time: 'day', catAt: 0.7 },
    'A tuxedo cat sitting on a bookshelf like a bookend',
  ],
  [
    { scene: 'radiator', coat: 'cream', pose: 'sit', time: 'golden', catAt: 0.45 },
    'A cream-coloured cat sitting above a radiator in warm window light',
  ],
  [
    { scene: 'window', coat: 'white', pose: 'sit', time: 'dusk', catAt: 0.6 },
    'A white cat watching the street from a window at dusk',
  ],
  [
    { scene: 'sofa', coat: 'grey', pose: 'loaf', time: 'night', catAt: 0.4 },
    'A grey cat asleep on a sofa in a lamplit living room',
  ],
  [
    { scene: 'bookshelf', coat: 'calico', pose: 'loaf', time: 'golden', catAt: 0.3 },
    'A calico cat napping on top of a bookshelf in afternoon sun',
  ],
  [
    { scene: 'radiator', coat: 'orange-tabby', pose: 'stroll', time: 'day', catAt: 0.55 },
    'An orange tabby walking along the sill above a radiator',
  ],
  [
    { scene: 'window', coat: 'cream', pose: 'loaf', time: 'day', catAt: 0.45 },
    'A cream-coloured cat loafing on a bright window sill next to a plant',
  ],
  [
    { scene: 'sofa', coat: 'brown-tabby', pose: 'sit', time: 'day', catAt: 0.5 },
    'A brown tabby sitting in the middle of a blue sofa next to a mustard cushion',
  ],
  [
    { scene: 'bookshelf', coat: 'black', pose: 'sit', time: 'golden', catAt: 0.6 },
    'A black cat sitting on a bookshelf, golden light from the window',
  ],
  [
    { scene: 'radiator', coat: 'grey', pose: 'sit', time: 'night', catAt: 0.5 },
    'A grey cat on the sill above a radiator on a winter night',
  ],
  [
    { scene: 'window', coat: 'calico', pose: 'stroll', time: 'day', catAt: 0.3 },
    'A calico cat stepping along a window sill on a clear day',
  ],
];

// Both are defined by the remote's builds: the URL prefix of its files, and the hash of the photo
// files it publishes (gallery-photo-files.ts). Unit tests run unbuilt: relative, unhashed names.
declare const __webpack_public_path__: string | undefined;
declare const GALLERY_PHOTOS_VERSION: string | undefined;

/** Where the build published a photo. */
function photoUrl(params: SceneParams): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  const version = typeof GALLERY_PHOTOS_VERSION === 'string' ? GALLERY_PHOTOS_VERSION : 'unbuilt';
  return base + photoFile(params, version);
}

function toImages(entries: readonly PhotoEntry[], firstId: number): GalleryImage[] {
  return entries.map(([params, alt], index) => ({
    id: firstId + index,
    alt,
    src: photoUrl(params),
  }));
}

/** Every photo's scene, for the build that draws them into files. */
export const galleryPhotoScenes: readonly SceneParams[] = [
  ...tourPhotoEntries,
  ...fanPhotoEntries,
].map(([params]) => params);

/** Photos from our tours, about forty. */
export const tourPhotos: readonly GalleryImage[] = toImages(tourPhotoEntries, 1);

/** Photos our guests sent of their own cats (21). */
export const fanPhotos: readonly GalleryImage[] = toImages(fanPhotoEntries, 101);
