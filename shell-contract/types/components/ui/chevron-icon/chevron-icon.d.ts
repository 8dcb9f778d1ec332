export interface ChevronIconProps {
    direction: 'previous' | 'next';
    size: number;
}
export declare function ChevronIcon({ direction, size }: ChevronIconProps): import("react").JSX.Element;
