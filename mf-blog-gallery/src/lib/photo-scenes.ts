// The gallery's ~60 photos are composed here from a few hand-drawn New York scenes, a cat in one
// of several coats and poses, the time of day and, on tour photos, a group of walkers. The build
// draws each one into an SVG file of the remote (gallery-photo-files.ts), so the repository keeps
// one small generator instead of sixty files, and a visitor's browser draws nothing: it loads
// the photos it shows as images. Every combination yields a distinct drawing (and so a distinct
// source for the gallery's de-duplication).

/** Where a photo was taken. */
type SceneName =
  | 'stoop'
  | 'pier'
  | 'bodega'
  | 'bridge'
  | 'fire-escape'
  | 'borough-hall'
  | 'window'
  | 'sofa'
  | 'bookshelf'
  | 'radiator';

/** A cat's coat. */
type CoatName =
  'black' | 'orange-tabby' | 'grey' | 'white' | 'calico' | 'tuxedo' | 'brown-tabby' | 'cream';

/** How the cat is posed. */
type PoseName = 'sit' | 'loaf' | 'stroll';

/** Light of the scene. */
type TimeOfDay = 'day' | 'golden' | 'dusk' | 'night';

/** Everything that makes one photo. */
export interface SceneParams {
  scene: SceneName;
  coat: CoatName;
  pose: PoseName;
  time: TimeOfDay;
  /** Walkers in the picture (tour photos); none when left out. */
  walkers?: number;
  /** Horizontal position of the cat, 0 (left) to 1 (right). */
  catAt?: number;
}

interface Coat {
  body: string;
  mark?: string;
  pattern: 'solid' | 'stripes' | 'bib' | 'patches';
  eyes: string;
}

const coats: Record<CoatName, Coat> = {
  black: { body: '#1f1a17', pattern: 'solid', eyes: '#e0b43a' },
  'orange-tabby': { body: '#d9822b', mark: '#9c5518', pattern: 'stripes', eyes: '#6a8f2a' },
  grey: { body: '#8a8f96', pattern: 'solid', eyes: '#e0b43a' },
  white: { body: '#f4efe6', pattern: 'solid', eyes: '#4f86c6' },
  calico: { body: '#f4efe6', mark: '#d9822b', pattern: 'patches', eyes: '#6a8f2a' },
  tuxedo: { body: '#1f1a17', mark: '#f4efe6', pattern: 'bib', eyes: '#6a8f2a' },
  'brown-tabby': { body: '#7a5a3a', mark: '#3f2c1c', pattern: 'stripes', eyes: '#c9a02a' },
  cream: { body: '#e8c99a', mark: '#c9a26a', pattern: 'stripes', eyes: '#c97a2a' },
};

const skies: Record<TimeOfDay, { sky: string; light: string; shade: number }> = {
  day: { sky: '#cfe0e8', light: '#fbf6ec', shade: 0 },
  golden: { sky: '#f3c98b', light: '#fbe3b0', shade: 0.05 },
  dusk: { sky: '#d98c6a', light: '#f0b86e', shade: 0.15 },
  night: { sky: '#2f3f63', light: '#fbe3b0', shade: 0.3 },
};

// The floor line of each scene (where the cat stands) and its drawing, without the cat.
function sceneArt(scene: SceneName, time: TimeOfDay): { floor: number; art: string } {
  const { sky, light } = skies[time];
  switch (scene) {
    case 'stoop':
      return {
        floor: 228,
        art: `<rect width="400" height="300" fill="${sky}"/><rect x="30" y="20" width="340" height="280" fill="#7a2e1f"/><rect x="24" y="14" width="352" height="14" fill="#5a1f14"/><g fill="${light}"><rect x="70" y="50" width="44" height="64"/><rect x="286" y="50" width="44" height="64"/><rect x="286" y="140" width="44" height="64"/></g><rect x="170" y="90" width="70" height="110" fill="#3a2a22"/><g fill="#a8927a"><rect x="150" y="200" width="110" height="14"/><rect x="140" y="214" width="130" height="14"/><rect x="130" y="228" width="150" height="72"/></g><path d="M140 200v-40M270 200v-40" stroke="#1f1a17" stroke-width="4"/>`,
      };
    case 'pier':
      return {
        floor: 236,
        art: `<rect width="400" height="300" fill="${sky}"/><rect y="170" width="400" height="130" fill="#2f5d7a"/><path d="M0 190q25-8 50 0t50 0 50 0 50 0 50 0 50 0 50 0 50 0" stroke="#9dc0d3" stroke-width="3" fill="none"/><path d="M60 170h200l-20 30H90z" fill="#5a1f14"/><path d="M150 170V40" stroke="#3a2a22" stroke-width="5"/><path d="M154 50l60 36-60 36z" fill="${light}"/><rect y="236" width="400" height="64" fill="#7a5a3a"/><path d="M0 250h400M0 270h400" stroke="#5a3f28" stroke-width="2"/><g fill="#3a2a22"><rect x="330" y="206" width="10" height="30"/><rect x="60" y="206" width="10" height="30"/></g>`,
      };
    case 'bodega':
      return {
        floor: 222,
        art: `<rect width="400" height="300" fill="#f3e9d6"/><rect x="20" y="16" width="360" height="40" fill="#1f5f3f"/><text x="200" y="45" font-family="Georgia,serif" font-size="22" fill="#fbf6ec" text-anchor="middle">DELI &amp; GROCERY</text><g fill="#c8922b"><rect x="30" y="100" width="130" height="6"/><rect x="30" y="150" width="130" height="6"/></g><g fill="#7a2e1f"><rect x="36" y="76" width="16" height="24"/><rect x="58" y="80" width="16" height="20"/><rect x="100" y="126" width="20" height="24"/></g><g fill="#1b5fa8"><rect x="80" y="76" width="16" height="24"/><rect x="40" y="130" width="20" height="20"/><rect x="130" y="128" width="20" height="22"/></g><rect x="180" y="222" width="220" height="78" fill="#7a5a3a"/><rect x="180" y="216" width="220" height="8" fill="#5a3f28"/><rect x="330" y="180" width="56" height="36" rx="4" fill="#5c4f47"/><circle cx="206" cy="206" r="11" fill="#e07a2e"/><circle cx="226" cy="210" r="8" fill="#f0c24b"/><rect y="222" width="180" height="78" fill="#d9c7a6"/>`,
      };
    case 'bridge':
      return {
        floor: 232,
        art: `<rect width="400" height="300" fill="${sky}"/><rect y="180" width="400" height="120" fill="#22314d"/><path d="M40 180V50M300 180V50" stroke="#5c4f47" stroke-width="12"/><path d="M0 120Q170 230 340 120M40 50Q170 170 300 50" stroke="#8a8f96" stroke-width="3" fill="none"/><path d="M0 130h400" stroke="#5c4f47" stroke-width="8"/><rect y="232" width="400" height="68" fill="#5c4f47"/><path d="M0 214h400M0 232h400" stroke="#2b211c" stroke-width="4"/><g stroke="#2b211c" stroke-width="3"><path d="M20 214v18M80 214v18M140 214v18M200 214v18M260 214v18M320 214v18M380 214v18"/></g>`,
      };
    case 'fire-escape':
      return {
        floor: 170,
        art: `<rect width="400" height="300" fill="#9a4a32"/><g fill="#3a2a22"><rect x="60" y="40" width="60" height="90"/><rect x="280" y="40" width="60" height="90"/><rect x="60" y="190" width="60" height="90"/><rect x="280" y="190" width="60" height="90"/></g><g fill="${light}" opacity=".7"><rect x="66" y="46" width="48" height="36"/><rect x="286" y="196" width="48" height="36"/></g><g stroke="#1d1d1d" stroke-width="4" fill="none"><path d="M30 170h340M30 150h340M30 150v20M370 150v20M120 170l80 120M40 150v20M100 150v20M160 150v20M220 150v20M280 150v20M340 150v20"/></g><rect x="300" y="160" width="40" height="8" fill="#6aa84f"/>`,
      };
    case 'borough-hall':
      return {
        floor: 250,
        art: `<rect width="400" height="300" fill="${sky}"/><rect x="70" y="60" width="40" height="40" fill="#e8e0cf"/><path d="M64 60h52l-26-24z" fill="#8a8f96"/><path d="M20 250V120h360v130z" fill="#e8e0cf"/><path d="M10 120l190-50 190 50z" fill="#d9cfba"/><g fill="#c9bda3"><rect x="60" y="130" width="16" height="110"/><rect x="120" y="130" width="16" height="110"/><rect x="264" y="130" width="16" height="110"/><rect x="324" y="130" width="16" height="110"/></g><rect x="180" y="170" width="40" height="80" fill="#3a2a22"/><rect y="250" width="400" height="50" fill="#b8a68c"/>`,
      };
    case 'window':
      return {
        floor: 200,
        art: `<rect width="400" height="300" fill="#e9dcc3"/><rect x="80" y="20" width="240" height="180" fill="${sky}"/><g fill="#7a2e1f" opacity=".85"><rect x="90" y="110" width="60" height="90"/><rect x="250" y="90" width="60" height="110"/></g><path d="M200 20v180M80 110h240" stroke="#fbf6ec" stroke-width="8"/><rect x="72" y="12" width="256" height="196" fill="none" stroke="#fbf6ec" stroke-width="10"/><rect x="50" y="200" width="300" height="14" fill="#fbf6ec"/><rect x="280" y="176" width="30" height="24" fill="#c0603a"/><path d="M284 176c-6-20 4-26 10-8 4-20 16-16 10 8" fill="#6aa84f"/>`,
      };
    case 'sofa':
      return {
        floor: 196,
        art: `<rect width="400" height="300" fill="#e9dcc3"/><rect x="140" y="30" width="120" height="80" fill="#fbf6ec" stroke="#c8922b" stroke-width="6"/><path d="M150 100l30-40 24 26 16-14 30 28z" fill="${skies[time].sky}"/><rect x="40" y="150" width="320" height="60" rx="14" fill="#1b5fa8"/><rect x="40" y="196" width="320" height="50" rx="10" fill="#174f8a"/><rect x="26" y="170" width="40" height="80" rx="12" fill="#1b5fa8"/><rect x="334" y="170" width="40" height="80" rx="12" fill="#1b5fa8"/><rect y="260" width="400" height="40" fill="#a8927a"/><rect x="80" y="160" width="50" height="36" rx="8" fill="#c8922b"/>`,
      };
    case 'bookshelf':
      return {
        floor: 92,
        art: `<rect width="400" height="300" fill="#e9dcc3"/><rect x="60" y="92" width="280" height="208" fill="#5a3f28"/><g fill="#3a2a22"><rect x="70" y="100" width="260" height="56"/><rect x="70" y="166" width="260" height="56"/><rect x="70" y="232" width="260" height="56"/></g><g fill="#7a2e1f"><rect x="76" y="110" width="14" height="46"/><rect x="140" y="176" width="12" height="46"/><rect x="250" y="240" width="16" height="48"/></g><g fill="#c8922b"><rect x="94" y="116" width="12" height="40"/><rect x="200" y="170" width="14" height="52"/></g><g fill="#1b5fa8"><rect x="110" y="106" width="16" height="50"/><rect x="160" y="180" width="12" height="42"/><rect x="280" y="236" width="14" height="52"/></g><g fill="#6aa84f"><rect x="300" y="112" width="14" height="44"/><rect x="90" y="238" width="14" height="50"/></g><rect x="${time === 'night' ? 300 : 20}" y="20" width="40" height="50" fill="${light}"/>`,
      };
    case 'radiator':
      return {
        floor: 168,
        art: `<rect width="400" height="300" fill="#e0d2bb"/><rect x="110" y="20" width="180" height="140" fill="${sky}"/><path d="M200 20v140M110 90h180" stroke="#fbf6ec" stroke-width="6"/><rect x="100" y="160" width="200" height="8" fill="#fbf6ec"/><g fill="#c9bda3"><rect x="110" y="176" width="16" height="84" rx="6"/><rect x="132" y="176" width="16" height="84" rx="6"/><rect x="154" y="176" width="16" height="84" rx="6"/><rect x="176" y="176" width="16" height="84" rx="6"/><rect x="198" y="176" width="16" height="84" rx="6"/><rect x="220" y="176" width="16" height="84" rx="6"/><rect x="242" y="176" width="16" height="84" rx="6"/><rect x="264" y="176" width="16" height="84" rx="6"/></g><rect y="260" width="400" height="40" fill="#8a6a4a"/>`,
      };
  }
}

// The cat is drawn around (0, 0), the point between its paws, facing left.
function catArt(coat: Coat, pose: PoseName): string {
  const { body, mark, pattern, eyes } = coat;
  const shapes: Record<PoseName, { body: string; head: [number, number]; tail: string }> = {
    sit: {
      body: '<ellipse cx="0" cy="-24" rx="19" ry="25"/>',
      head: [-2, -56],
      tail: 'M16-4q24 0 20-28',
    },
    loaf: {
      body: '<ellipse cx="4" cy="-13" rx="32" ry="14"/>',
      head: [-24, -26],
      tail: 'M34-4q8 8-14 8',
    },
    stroll: {
      body: '<ellipse cx="4" cy="-30" rx="30" ry="12"/><rect x="-22" y="-24" width="7" height="24"/><rect x="-10" y="-24" width="7" height="24"/><rect x="12" y="-24" width="7" height="24"/><rect x="24" y="-24" width="7" height="24"/>',
      head: [-28, -42],
      tail: 'M32-34q16-6 10-32',
    },
  };
  const shape = shapes[pose];
  const [hx, hy] = shape.head;
  const head = `<circle cx="${hx}" cy="${hy}" r="13"/><path d="M${hx - 12} ${hy - 4}l2-16 9 9zM${hx + 12} ${hy - 4}l-2-16-9 9z"/>`;
  const markings =
    pattern === 'stripes' && mark
      ? `<path d="M-8 ${hy + 18}q6 4 0 10M4 ${hy + 20}q6 4 0 10M${hx - 5} ${hy - 11}v6M${hx} ${hy - 12}v6M${hx + 5} ${hy - 11}v6" stroke="${mark}" stroke-width="3" fill="none"/>`
      : pattern === 'bib' && mark
        ? `<ellipse cx="${hx + 1}" cy="${hy + 20}" rx="8" ry="10" fill="${mark}"/>`
        : pattern === 'patches' && mark
          ? `<circle cx="${hx + 6}" cy="${hy - 5}" r="7" fill="${mark}"/><circle cx="8" cy="${hy + 26}" r="8" fill="#2b211c"/><circle cx="-6" cy="${hy + 36}" r="6" fill="${mark}"/>`
          : '';
  const outline =
    body === '#f4efe6' || body === '#e8c99a' ? ' stroke="#a8927a" stroke-width="1.5"' : '';
  return `<g fill="${body}"${outline}>${shape.body}${head}</g><path d="${shape.tail}" stroke="${body}" stroke-width="7" fill="none" stroke-linecap="round"/>${markings}<g fill="${eyes}"><circle cx="${hx - 5}" cy="${hy - 1}" r="2.4"/><circle cx="${hx + 5}" cy="${hy - 1}" r="2.4"/></g>`;
}

const walkerColours = ['#c8922b', '#1b5fa8', '#6aa84f', '#7a2e1f', '#5c4f47', '#b04a6a'];

// Walkers stand on the same floor as the cat, on the side away from it; the first one is the
// guide, in brick red with a sign.
function walkersArt(count: number, floor: number, catX: number): string {
  const start = catX > 200 ? 30 : 230;
  let art = '';
  for (let index = 0; index < count; index += 1) {
    const x = start + index * (150 / Math.max(count, 1));
    const height = 70 + ((index * 17) % 20);
    const colour = index === 0 ? '#7a2e1f' : walkerColours[index % walkerColours.length];
    art += `<g fill="#2b211c"><circle cx="${x}" cy="${floor - height - 12}" r="10"/><path d="M${x - 12} ${floor - height}h24l6 ${height}h-36z"/></g><rect x="${x - 12}" y="${floor - height}" width="24" height="8" fill="${colour}"/>`;
    if (index === 0)
      art += `<rect x="${x + 14}" y="${floor - height - 30}" width="20" height="16" fill="#c8922b"/>`;
  }
  return art;
}

/** The SVG markup of one photo: drawn on 400 × 300, sized 1200 × 900 so the lightbox can show it large. */
export function renderScene(params: SceneParams): string {
  const { scene, coat, pose, time, walkers = 0, catAt = 0.5 } = params;
  const { floor, art } = sceneArt(scene, time);
  const catX = Math.round(40 + catAt * 320);
  const shade = skies[time].shade;
  const dim = shade > 0 ? `<rect width="400" height="300" fill="#1a1530" opacity="${shade}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="1200" height="900">${art}${walkersArt(walkers, floor, catX)}<g transform="translate(${catX} ${floor})">${catArt(coats[coat], pose)}</g>${dim}</svg>`;
}

/**
 * The file one photo is published as, below the remote's public path: named by what it shows
 * (every combination is a distinct drawing) and by `version`, the build's hash of all the
 * drawings, so a file never changes under its name.
 */
export function photoFile(params: SceneParams, version: string): string {
  const { scene, coat, pose, time, walkers = 0, catAt = 0.5 } = params;
  return `photos/${scene}-${coat}-${pose}-${time}-${walkers}-${Math.round(catAt * 100)}.${version}.svg`;
}
