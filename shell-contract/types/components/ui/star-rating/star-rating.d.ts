export interface StarRatingProps {
    rating: number;
    max?: number;
    label?: string;
    className?: string;
}
export declare function StarRating({ rating, max, label, className }: StarRatingProps): import("react").JSX.Element;
