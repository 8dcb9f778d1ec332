import { startTransition, useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import {
  heroHeightValues,
  type HeroHeight,
  type HeroImageStyle,
  type HeroOverlay,
  type HeroPosition,
} from 'shared-types';

import styles from './hero.module.scss';

/** The hero's background image; width and height avoid layout shift. */
export interface HeroImage {
  src: string;
  /** Specific description of the picture. */
  alt: string;
  width?: number;
  height?: number;
  srcSet?: string;
  sizes?: string;
}

/** Props of `Hero`. */
export interface HeroProps {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** full 100vh, large 80vh, medium 60vh, default 40vh. */
  height?: HeroHeight;
  overlay?: HeroOverlay;
  imageStyle?: HeroImageStyle;
  /** Vertical placement of the text. */
  position?: HeroPosition;
  image?: HeroImage;
  /** The LCP image: fetched with high priority and never lazily. */
  priority?: boolean;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** The actions (buttons or links). */
  children?: ReactNode;
  className?: string;
}

/** A page hero: a gradient until the image has loaded; a failed image is only logged. */
export function Hero({
  title,
  subtitle,
  height = 'default',
  overlay = 'medium',
  imageStyle = 'darken',
  position = 'center',
  image,
  priority = false,
  eyebrow,
  children,
  className,
}: HeroProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = image !== undefined && loadedSrc === image.src;

  // An image served from cache, or a prerendered one (docs/decisions/007), can finish before
  // React attaches onLoad. A prerendered src may be written differently (site-relative, where a
  // remote's client build has an absolute URL) for the same file: hydration keeps the markup's.
  // The ref is attached while React commits, where a plain update would re-render the hero in
  // the same task; as a transition it renders afterwards, in a task of its own.
  const imageSrc = image?.src;
  const imageRef = useCallback(
    (element: HTMLImageElement | null) => {
      if (imageSrc && element?.complete && element.naturalWidth > 0) {
        startTransition(() => setLoadedSrc(imageSrc));
      }
    },
    [imageSrc],
  );

  const classes = [
    styles.hero,
    styles[`position-${position}`],
    loaded ? styles.loaded : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={classes}
      style={{ '--hero-height': heroHeightValues[height] } as CSSProperties}
      data-height={height}
      data-overlay={overlay}
      data-image-style={imageStyle}
      data-position={position}
      data-image-state={image ? (loaded ? 'loaded' : 'loading') : 'none'}
    >
      {image ? (
        <img
          ref={imageRef}
          className={[styles.image, styles[`image-${imageStyle}`], priority ? styles.eager : '']
            .filter(Boolean)
            .join(' ')}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          srcSet={image.srcSet}
          sizes={image.sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
          onLoad={() => setLoadedSrc(image.src)}
          onError={() => console.error(`Hero image failed to load: ${image.src}`)}
        />
      ) : null}
      <div className={`${styles.overlay} ${styles[`overlay-${overlay}`]}`} aria-hidden="true" />
      <div className={styles.content}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </div>
  );
}
