import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { business, type GalleryImage } from 'shared-types';

import fallbackOne from '../../../assets/gallery-fallback-1.svg';
import fallbackTwo from '../../../assets/gallery-fallback-2.svg';
import fallbackThree from '../../../assets/gallery-fallback-3.svg';
import { dedupeBySource } from './dedupe-by-source';
import styles from './gallery-grid.module.scss';

/** The three fallback cat images; a broken image gets the one at its id modulo 3. */
export const galleryFallbackImages: readonly string[] = [fallbackOne, fallbackTwo, fallbackThree];

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
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

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
          </li>
        ))}
      </ul>
      <Dialog.Root
        open={current !== undefined}
        onOpenChange={(open) => !open && setOpenIndex(null)}
      >
        <Dialog.Portal>
          <Dialog.Overlay className={styles.backdrop} />
          <Dialog.Content
            className={styles.lightbox}
            aria-describedby={undefined}
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              // Back to the thumbnail that opened the lightbox, even if the browser did not focus it.
              const origin =
                openedFrom.current === null
                  ? undefined
                  : thumbnails.current.get(openedFrom.current);
              if (origin) {
                event.preventDefault();
                origin.focus();
              }
            }}
          >
            {current && openIndex !== null ? (
              <>
                <Dialog.Title className="visually-hidden">Photo viewer</Dialog.Title>
                <figure className={styles.figure}>
                  <img
                    className={styles.large}
                    src={sourceOf(current)}
                    alt={current.alt}
                    width={current.width ?? 1200}
                    height={current.height ?? 900}
                    onError={() => markBroken(current)}
                  />
                  <figcaption className={styles.caption}>
                    <span>{current.alt}</span>
                    <span className={styles.counter} aria-live="polite">
                      {`${openIndex + 1} / ${total}`}
                    </span>
                  </figcaption>
                </figure>
                <button
                  type="button"
                  className={`${styles.nav} ${styles.previous}`}
                  aria-label="Previous image"
                  onClick={() => step(-1)}
                >
                  <svg
                    viewBox="0 0 20 20"
                    width="24"
                    height="24"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M12.5 4l-6 6 6 6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
                <button
                  type="button"
                  className={`${styles.nav} ${styles.next}`}
                  aria-label="Next image"
                  onClick={() => step(1)}
                >
                  <svg
                    viewBox="0 0 20 20"
                    width="24"
                    height="24"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M7.5 4l6 6-6 6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
                <Dialog.Close className={styles.close} aria-label="Close">
                  <svg
                    viewBox="0 0 20 20"
                    width="24"
                    height="24"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M5 5l10 10M15 5L5 15"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2.2"
                      strokeLinecap="round"
                    />
                  </svg>
                </Dialog.Close>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
