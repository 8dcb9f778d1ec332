import { lazy, useRef, useState, type CSSProperties } from 'react';
import { business, type GalleryImage } from 'shared-types';

import fallbackOne from '../../../assets/gallery-fallback-1.svg';
import fallbackTwo from '../../../assets/gallery-fallback-2.svg';
import fallbackThree from '../../../assets/gallery-fallback-3.svg';
import { WhenOpened } from '../../../lib/when-opened';
import { dedupeBySource } from './dedupe-by-source';
import styles from './gallery-grid.module.scss';

/** The three fallback cat images; a broken image gets the one at its id modulo 3. */
export const galleryFallbackImages: readonly string[] = [fallbackOne, fallbackTwo, fallbackThree];

// The viewer (and Radix Dialog) loads when a photo is first opened (WhenOpened).
const GalleryLightbox = lazy(() =>
  import(/* webpackChunkName: "lazy-gallery-lightbox" */ './gallery-lightbox').then((module) => ({
    default: module.GalleryLightbox,
  })),
);

/** A gallery image, optionally with its intrinsic size (4:3 is assumed otherwise). */
export interface GalleryGridImage extends GalleryImage {
  width?: number;
  height?: number;
}

/** Props of `GalleryGrid`. */
export interface GalleryGridProps {
  images: readonly GalleryGridImage[];
  /** Columns on wide screens, clamped to 2..4; phones show fewer. */
  columns?: number;
  /** Replacements for broken images, chosen by image id modulo their count. */
  fallbackImages?: readonly string[];
  /** Accessible name of the grid. */
  label?: string;
  /**
   * Whether choosing a photo opens it in the viewer (true by default). Without it the grid shows
   * the photos alone, as for a visitor without JavaScript (in a `<noscript>`).
   */
  viewer?: boolean;
  className?: string;
}

function clampColumns(columns: number): number {
  const { minColumns, maxColumns } = business.gallery;
  return Math.min(maxColumns, Math.max(minColumns, Math.round(columns)));
}

/** A photo grid with a lightbox: wrapping previous/next, "n / total", arrow keys, Escape. */
export function GalleryGrid({
  images,
  columns = business.gallery.pageColumns,
  fallbackImages = galleryFallbackImages,
  label = 'Photo gallery',
  viewer = true,
  className,
}: GalleryGridProps) {
  const unique = dedupeBySource(images);
  const total = unique.length;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  const thumbnails = useRef(new Map<number, HTMLButtonElement>());
  const openedFrom = useRef<number | null>(null);

  if (total === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No images to display.</p>
        <p>Check back soon for more photos from our tours and community!</p>
      </div>
    );
  }

  const cols = clampColumns(columns);
  const sourceOf = (image: GalleryGridImage) =>
    broken.has(image.id) && fallbackImages.length > 0
      ? (fallbackImages[image.id % fallbackImages.length] as string)
      : image.src;
  const markBroken = (image: GalleryGridImage) => {
    // A fallback that fails as well stays as it is rather than looping.
    if (!broken.has(image.id)) setBroken((previous) => new Set(previous).add(image.id));
  };

  const current = openIndex === null ? undefined : unique[Math.min(openIndex, total - 1)];
  const step = (delta: number) =>
    setOpenIndex((index) => (index === null ? index : (index + delta + total) % total));

  return (
    <>
      <ul
        aria-label={label}
        className={[styles.grid, className].filter(Boolean).join(' ')}
        style={{ '--gallery-columns': cols } as CSSProperties}
        data-columns={cols}
      >
        {unique.map((image, index) => (
          <li key={image.src} className={styles.cell}>
            {viewer ? (
              <button
                type="button"
                className={styles.thumbnail}
                aria-haspopup="dialog"
                ref={(element) => {
                  if (element) thumbnails.current.set(index, element);
                  else thumbnails.current.delete(index);
                }}
                onClick={() => {
                  openedFrom.current = index;
                  setOpenIndex(index);
                }}
              >
                <img
                  src={sourceOf(image)}
                  alt={image.alt}
                  width={image.width ?? 400}
                  height={image.height ?? 300}
                  loading="lazy"
                  decoding="async"
                  onError={() => markBroken(image)}
                />
              </button>
            ) : (
              <span className={`${styles.thumbnail} ${styles.still}`}>
                <img
                  src={image.src}
                  alt={image.alt}
                  width={image.width ?? 400}
                  height={image.height ?? 300}
                  loading="lazy"
                  decoding="async"
                />
              </span>
            )}
          </li>
        ))}
      </ul>
      <WhenOpened open={current !== undefined}>
        <GalleryLightbox
          current={current}
          position={openIndex === null ? 0 : openIndex + 1}
          total={total}
          sourceOf={sourceOf}
          onBroken={markBroken}
          onStep={step}
          onClose={() => setOpenIndex(null)}
          openedFrom={() =>
            openedFrom.current === null ? undefined : thumbnails.current.get(openedFrom.current)
          }
        />
      </WhenOpened>
    </>
  );
}
