import styles from './star-rating.module.scss';

/** Props of `StarRating`. */
export interface StarRatingProps {
  /** Stars earned, e.g. 5 or 4.9; rounded to whole stars for the drawing only. */
  rating: number;
  /** Stars in the scale; 5. */
  max?: number;
  /** Accessible text; defaults to "{rating} out of {max} stars". */
  label?: string;
  className?: string;
}

/** A row of stars with one accessible text for the whole rating. */
export function StarRating({ rating, max = 5, label, className }: StarRatingProps) {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  const text = label ?? `${rating} out of ${max} stars`;
  return (
    <span
      role="img"
      aria-label={text}
      className={className ? `${styles.stars} ${className}` : styles.stars}
    >
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 20 20"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          className={index < filled ? styles.filled : styles.empty}
        >
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}
