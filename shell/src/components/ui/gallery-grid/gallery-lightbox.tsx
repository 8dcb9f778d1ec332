import * as Dialog from '@radix-ui/react-dialog';
import type { KeyboardEvent } from 'react';

import { ChevronIcon } from '../chevron-icon/chevron-icon';
import type { GalleryGridImage } from './gallery-grid';
import styles from './gallery-grid.module.scss';

/** Props of {@link GalleryLightbox}. */
export interface GalleryLightboxProps {
  /** The photo shown; none closes the viewer. */
  current: GalleryGridImage | undefined;
  /** Its place in the gallery, from 1. */
  position: number;
  total: number;
  /** The photo's source, or its fallback once it failed. */
  sourceOf: (image: GalleryGridImage) => string;
  onBroken: (image: GalleryGridImage) => void;
  /** Moves by `delta` photos, wrapping around. */
  onStep: (delta: number) => void;
  onClose: () => void;
  /** The thumbnail that opened the viewer, which gets focus back. */
  openedFrom: () => HTMLElement | undefined;
}

/** The gallery's photo viewer: wrapping previous/next, "n / total", arrow keys, Escape. */
export function GalleryLightbox({
  current,
  position,
  total,
  sourceOf,
  onBroken,
  onStep,
  onClose,
  openedFrom,
}: GalleryLightboxProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      onStep(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onStep(-1);
    }
  };

  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content
          className={styles.lightbox}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            // Back to the thumbnail that opened the lightbox, even if the browser did not focus it.
            const origin = openedFrom();
            if (origin) {
              event.preventDefault();
              origin.focus();
            }
          }}
        >
          {current ? (
            <>
              <Dialog.Title className="visually-hidden">Photo viewer</Dialog.Title>
              <figure className={styles.figure}>
                <img
                  className={styles.large}
                  src={sourceOf(current)}
                  alt={current.alt}
                  width={current.width ?? 1200}
                  height={current.height ?? 900}
                  onError={() => onBroken(current)}
                />
                <figcaption className={styles.caption}>
                  <span>{current.alt}</span>
                  <span className={styles.counter} aria-live="polite">
                    {`${position} / ${total}`}
                  </span>
                </figcaption>
              </figure>
              <button
                type="button"
                className={`${styles.nav} ${styles.previous}`}
                aria-label="Previous image"
                onClick={() => onStep(-1)}
              >
                <ChevronIcon direction="previous" size={24} />
              </button>
              <button
                type="button"
                className={`${styles.nav} ${styles.next}`}
                aria-label="Next image"
                onClick={() => onStep(1)}
              >
                <ChevronIcon direction="next" size={24} />
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
  );
}
