import type { ComponentProps } from 'react';

import styles from './card.module.scss';

/** Props of `Card`: any div props plus the element to render. */
export type CardProps = ComponentProps<'div'> & { as?: 'div' | 'article' | 'li' };

/** A raised surface for grouped content (tour cards, info blocks, testimonials). */
export function Card({ as = 'div', className, ...props }: CardProps) {
  const classes = className ? `${styles.card} ${className}` : styles.card;
  // The three elements take the same props; typing the tag as 'div' keeps the div prop types.
  const Element = as as 'div';
  return <Element className={classes} {...props} />;
}
