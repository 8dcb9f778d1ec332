import { type Testimonial } from 'shared-types';
export interface TestimonialCarouselProps {
    testimonials: readonly Testimonial[];
    intervalMs?: number;
    lockMs?: number;
    label?: string;
    className?: string;
}
export declare function TestimonialCarousel({ testimonials, intervalMs, lockMs, label, className, }: TestimonialCarouselProps): import("react").JSX.Element | null;
