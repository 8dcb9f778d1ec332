// The link-preview pictures (`og:image`), one per kind of page, 1200 × 630: the site's logo and
// name, the kind's headline and a line about it on the cream of the site, beside one of the
// shell's own illustrations (the cat on the skyline, on the stoop, on the fire escape).
import fs from 'node:fs';
import path from 'node:path';

import {
  business,
  SOCIAL_IMAGE_SIZE,
  socialImageKinds,
  socialImagePath,
  type SocialImageKind,
} from 'shared-types';

import { escapeXml, PICTURE_FONT, renderPng, svgContent } from './render-png';

/** The shell's illustrations a picture can show, in `src/assets/`. */
const artworks = {
  skyline: 'gallery-fallback-1.svg',
  stoop: 'gallery-fallback-2.svg',
  fireEscape: 'gallery-fallback-3.svg',
} as const;

/** What one kind's picture says and shows. */
interface SocialImageDesign {
  /** The headline, one string per line (two at most). */
  headline: readonly string[];
  /** A line or two under it. */
  subline: readonly string[];
  artwork: keyof typeof artworks;
}

const price = `$${business.pricing.pricePerPerson} per person`;

/** Every kind's picture. */
const socialImageDesigns: Record<SocialImageKind, SocialImageDesign> = {
  home: {
    headline: ['Cat-History', 'Walking Tours'],
    subline: ['Brooklyn Heights, the Financial District', 'and the Lower East Side'],
    artwork: 'skyline',
  },
  tours: {
    headline: ['Our Tours'],
    subline: ['Three neighborhoods, two centuries', 'of New York’s cats'],
    artwork: 'stoop',
  },
  tour: {
    headline: ['A Guided', 'Cat-History Walk'],
    subline: [`About two hours, small groups,`, price],
    artwork: 'fireEscape',
  },
  booking: {
    headline: ['Book Your Tour'],
    subline: ['Choose a date for a walk through', 'New York’s feline past'],
    artwork: 'skyline',
  },
  about: {
    headline: ['Meet Our Guides'],
    subline: ['Licensed New York City guides', 'and a cat historian'],
    artwork: 'stoop',
  },
  gallery: {
    headline: ['Photo Gallery'],
    subline: ['Scenes from our tours', 'and our guests’ own cats'],
    artwork: 'fireEscape',
  },
  blog: {
    headline: ['The Cat-History', 'Blog'],
    subline: ['Stories of New York’s working,', 'famous and forgotten cats'],
    artwork: 'skyline',
  },
  post: {
    headline: ['From Our Blog'],
    subline: ['A story from the history', 'of New York’s cats'],
    artwork: 'stoop',
  },
  press: {
    headline: ['In the News'],
    subline: ['Press coverage, photos', 'and our media kit'],
    artwork: 'fireEscape',
  },
  contact: {
    headline: ['Get in Touch'],
    subline: ['Questions, private tours', 'and feedback'],
    artwork: 'skyline',
  },
  petition: {
    headline: ['Honor Jerry Fox'],
    subline: ['The blind cat who raised the alarm', 'at Brooklyn Borough Hall in 1904'],
    artwork: 'fireEscape',
  },
  site: {
    headline: ['Cats About', 'Town Tours'],
    subline: ['Guided walks through the history', 'of New York City’s cats'],
    artwork: 'stoop',
  },
};

const colors = { cream: '#fbf6ec', brand: '#7a2e1f', ink: '#2b211c', muted: '#5b4636' };

/** The SVG of one picture, from its design, the logo and the illustration (SVG documents). */
function socialImageSvg(design: SocialImageDesign, logo: string, artwork: string): string {
  const { width, height } = SOCIAL_IMAGE_SIZE;
  const panel = 660;
  const art = svgContent(artwork);
  const mark = svgContent(logo);
  const text = (x: number, y: number, size: number, weight: number, fill: string, line: string) =>
    `<text x="${x}" y="${y}" font-family="${PICTURE_FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`;
  const headlineTop = design.headline.length > 1 ? 270 : 300;
  const headline = design.headline.map((line, index) =>
    text(72, headlineTop + index * 78, 66, 700, colors.ink, line),
  );
  const sublineTop = headlineTop + (design.headline.length - 1) * 78 + 70;
  const subline = design.subline.map((line, index) =>
    text(72, sublineTop + index * 42, 30, 400, colors.muted, line),
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colors.cream}"/>`,
    `<svg x="${panel}" y="0" width="${width - panel}" height="${height}" viewBox="${art.viewBox}" preserveAspectRatio="xMidYMid slice">${art.content}</svg>`,
    `<rect x="${panel - 8}" y="0" width="8" height="${height}" fill="${colors.brand}"/>`,
    `<svg x="72" y="56" width="88" height="88" viewBox="${mark.viewBox}">${mark.content}</svg>`,
    text(180, 112, 34, 700, colors.brand, 'Cats About Town Tours'),
    ...headline,
    ...subline,
    `<rect x="0" y="${height - 64}" width="${panel - 8}" height="64" fill="${colors.brand}"/>`,
    text(72, height - 22, 24, 400, colors.cream, 'Guided walking tours · New York City'),
    '</svg>',
  ].join('');
}

/** Every kind's picture as a PNG, by its file in the shell's build (`social/<kind>.png`). */
export async function renderSocialImages(shellDir: string): Promise<Map<string, Buffer>> {
  const read = (file: string) => fs.readFileSync(path.join(shellDir, file), 'utf8');
  const logo = read('src/assets/logo.svg');
  const files = new Map<string, Buffer>();
  for (const kind of socialImageKinds) {
    const design = socialImageDesigns[kind];
    const svg = socialImageSvg(design, logo, read(`src/assets/${artworks[design.artwork]}`));
    files.set(socialImagePath(kind).slice(1), await renderPng(svg, SOCIAL_IMAGE_SIZE.width));
  }
  return files;
}
