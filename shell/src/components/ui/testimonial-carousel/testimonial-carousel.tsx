import { useCallback, useEffect, useRef, useState } from 'react';
import { business, type Testimonial } from 'shared-types';

import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { ChevronIcon } from '../chevron-icon/chevron-icon';
import { StarRating } from '../star-rating/star-rating';
import styles from './testimonial-carousel.module.scss';

/** Props of `TestimonialCarousel`. */
export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** Autoplay interval; 8000 ms. */
  intervalMs?: number;
  /** Clicks are ignored for this long after a move; 500 ms. */
  lockMs?: number;
  /** Accessible name of the carousel. */
  label?: string;
  className?: string;
}

/** One review: its stars, quote and who wrote it. */
function TestimonialContent({ testimonial }: { testimonial: Testimonial }) {
  return (
    <>
      {testimonial.rating !== undefined ? <StarRating rating={testimonial.rating} /> : null}
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{testimonial.author}</span>
        {testimonial.role ? <span className={styles.role}>{testimonial.role}</span> : null}
        {testimonial.source ? <span className={styles.source}>{testimonial.source}</span> : null}
      </figcaption>
    </>
  );
}

/**
 * Rotating guest reviews: autoplay that wraps around, previous/next and dots, a lock against
 * rapid clicks, paused while hovered, focused or stopped by the visitor (WCAG 2.2.2). For a
 * visitor who asks for reduced motion nothing moves by itself or slides: the reviews change only
 * when they choose one, and there is no rotation to pause.
 */
export function TestimonialCarousel({
  testimonials,
  intervalMs = business.carousel.intervalMs,
  lockMs = business.carousel.lockMs,
  label = 'Guest testimonials',
  className,
}: TestimonialCarouselProps) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  // The first slide is the page's own content: only a slide moved to slides in.
  const [moved, setMoved] = useState(false);
  // A ref, not state: the lock must not re-arm the autoplay timer when it ends.
  const locked = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const move = useCallback(
    (target: (current: number) => number, fromUser: boolean) => {
      if (count < 2) return;
      if (fromUser && locked.current) return;
      setIndex((current) => ((target(current) % count) + count) % count);
      setMoved(true);
      locked.current = true;
      clearTimeout(lockTimer.current);
      lockTimer.current = setTimeout(() => {
        locked.current = false;
      }, lockMs);
    },
    [count, lockMs],
  );

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  const playing = !reducedMotion && !stopped && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!playing) return undefined;
    // Re-armed after every move, so a manual move gives the visitor a full interval.
    const timer = setTimeout(() => move((current) => current + 1, false), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, index, intervalMs, move]);

  if (count === 0) return null;
  const safeIndex = Math.min(index, count - 1);
  const current = testimonials[safeIndex] as Testimonial;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} aria-live={playing ? 'off' : 'polite'}>
        {/* The slide is a group of its own around the review's figure: ARIA allows no role
            on a figure that has a caption. */}
        <div
          key={safeIndex}
          className={moved && !reducedMotion ? `${styles.slide} ${styles.entering}` : styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={`${safeIndex + 1} of ${count}`}
        >
          <figure className={styles.review}>
            <TestimonialContent testimonial={current} />
          </figure>
        </div>
      </div>
      {count > 1 ? (
        // Without JavaScript nothing moves the carousel: the other reviews follow the first.
        <noscript>
          <ul className={styles.still}>
            {testimonials.slice(1).map((testimonial, index) => (
              <li key={`${testimonial.author}-${index}`}>
                <figure className={styles.slide}>
                  <TestimonialContent testimonial={testimonial} />
                </figure>
              </li>
            ))}
          </ul>
        </noscript>
      ) : null}
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Previous testimonial"
            onClick={() => move((i) => i - 1, true)}
          >
            <ChevronIcon direction="previous" size={20} />
          </button>
          <div className={styles.dots}>
            {testimonials.map((testimonial, dot) => (
              <button
                key={`${testimonial.author}-${dot}`}
                type="button"
                className={styles.dot}
                aria-label={`Show testimonial ${dot + 1} of ${count}`}
                aria-current={dot === safeIndex ? 'true' : undefined}
                onClick={() => move(() => dot, true)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Next testimonial"
            onClick={() => move((i) => i + 1, true)}
          >
            <ChevronIcon direction="next" size={20} />
          </button>
          {/* Hidden by its style under reduced motion, so the prerendered markup need not change. */}
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={stopped}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? 'Resume rotation' : 'Pause rotation'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
