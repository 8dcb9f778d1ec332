import { business } from 'shared-types';

/** How to build one URL of a responsive image for a given pixel width. */
export interface ResponsiveSource {
  /** Candidate widths; defaults to 320, 640, 768, 1024, 1280 and 1536. */
  widths?: readonly number[];
  srcFor: (width: number) => string;
}

const extensionPattern = /\.[a-z0-9]+$/i;

/** The same image name with a `.webp` extension (first step of the fallback chain). */
export function webpVariant(src: string): string {
  const cut = src.search(/[?#]/);
  const path = cut === -1 ? src : src.slice(0, cut);
  const rest = cut === -1 ? '' : src.slice(cut);
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const base = extensionPattern.test(lastSegment) ? path.replace(extensionPattern, '') : path;
  return `${base}.webp${rest}`;
}

/** A `srcset` value with one candidate per width. */
export function responsiveSrcSet({ widths, srcFor }: ResponsiveSource): string {
  return (widths ?? business.images.responsiveWidths).map((w) => `${srcFor(w)} ${w}w`).join(', ');
}
