import { useState, type ComponentProps, type SyntheticEvent } from 'react';

import placeholderImage from '../../../assets/image-placeholder.svg';
import { responsiveSrcSet, webpVariant, type ResponsiveSource } from '../../../lib/image-sources';

export { placeholderImage, type ResponsiveSource };

/** Props of `SmartImage`: every img prop plus the fallback and responsive options. */
export type SmartImageProps = ComponentProps<'img'> & {
  /** Tried after the `.webp` variant and before the placeholder. */
  fallbackSrc?: string;
  /** Last resort, shown with the `image-error` class; defaults to `placeholderImage`. */
  placeholderSrc?: string;
  /** Builds `srcSet` from one URL per width (320 to 1536 by default). */
  responsive?: ResponsiveSource;
};

/** The sources tried in order: the image, its `.webp` variant, the fallback. */
function candidatesFor(src: string | undefined, fallbackSrc: string | undefined): string[] {
  const list: string[] = [];
  if (src) {
    list.push(src);
    const webp = webpVariant(src);
    if (webp !== src) list.push(webp);
  }
  if (fallbackSrc && !list.includes(fallbackSrc)) list.push(fallbackSrc);
  return list;
}

/**
 * An image that falls back on error: first the same name with a `.webp` extension, then the
 * placeholder marked with the `image-error` class. Lazy unless told otherwise.
 */
export function SmartImage({
  src,
  fallbackSrc,
  placeholderSrc = placeholderImage,
  responsive,
  srcSet,
  sizes,
  loading = 'lazy',
  decoding = 'async',
  className,
  onError,
  alt,
  ...props
}: SmartImageProps) {
  // Failures are counted per source so a new `src` starts the chain again without an effect.
  const [failure, setFailure] = useState<{ src: string | undefined; count: number }>({
    src,
    count: 0,
  });
  const failures = failure.src === src ? failure.count : 0;
  const candidates = candidatesFor(src, fallbackSrc);
  const failed = failures >= candidates.length;
  const current = failed ? placeholderSrc : candidates[failures];
  // The responsive set describes the original only; a fallback must not be overridden by it.
  const currentSrcSet =
    failures === 0
      ? (srcSet ?? (responsive ? responsiveSrcSet(responsive) : undefined))
      : undefined;

  function handleError(event: SyntheticEvent<HTMLImageElement, Event>) {
    onError?.(event);
    // The placeholder itself failing must not loop.
    if (failed) return;
    setFailure({ src, count: failures + 1 });
  }

  const classes = [className, failed ? 'image-error' : undefined].filter(Boolean).join(' ');
  return (
    <img
      {...props}
      alt={alt}
      src={current}
      srcSet={currentSrcSet}
      sizes={currentSrcSet ? (sizes ?? (responsive ? '100vw' : undefined)) : undefined}
      loading={loading}
      decoding={decoding}
      className={classes || undefined}
      data-fallback-step={failures > 0 ? Math.min(failures, candidates.length) : undefined}
      onError={handleError}
    />
  );
}
