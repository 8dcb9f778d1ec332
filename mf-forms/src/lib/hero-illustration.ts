import type { HeroImage } from 'shell/ui';

/** The hero of a forms page: each page's illustration is drawn at 1440 × 560. */
export function heroIllustration(src: string, alt: string): HeroImage {
  return { src, alt, width: 1440, height: 560 };
}
