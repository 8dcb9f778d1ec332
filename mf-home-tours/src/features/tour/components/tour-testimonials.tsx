import { StarRating, type Testimonial } from 'shell/ui';

import styles from './tour-testimonials.module.scss';

/** The tour's guest reviews as quotes with their star rating. */
export function TourTestimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className={styles.list} aria-label="Guest reviews">
      {testimonials.map((testimonial) => (
        <li key={testimonial.author} className={styles.item}>
          <figure className={styles.figure}>
            {testimonial.rating === undefined ? null : (
              <StarRating rating={testimonial.rating} className={styles.stars} />
            )}
            <blockquote className={styles.quote}>
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className={styles.author}>
              <strong>{testimonial.author}</strong>
              {testimonial.role ? <span className={styles.role}>{testimonial.role}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
