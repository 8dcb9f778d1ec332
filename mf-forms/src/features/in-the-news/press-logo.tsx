import { useState, type ComponentProps } from 'react';

import placeholderUrl from '../../assets/press/press-logo-placeholder.svg';

/** Props of `PressLogo`: an image whose `src` is replaced by a placeholder if it fails to load. */
export type PressLogoProps = ComponentProps<'img'> & { src: string; alt: string };

/** An outlet's logo; spec doc 2 §8 shows a placeholder image when a logo fails to load. */
export function PressLogo({ src, alt, onError, ...props }: PressLogoProps) {
  const [failed, setFailed] = useState(false);

  return (
    <img
      {...props}
      src={failed ? placeholderUrl : src}
      alt={alt}
      onError={(event) => {
        // Only swap once, so a broken placeholder cannot loop.
        if (!failed) setFailed(true);
        onError?.(event);
      }}
    />
  );
}
