import { type ReactNode } from 'react';
import { type HeroHeight, type HeroImageStyle, type HeroOverlay, type HeroPosition } from 'shared-types';
export interface HeroImage {
    src: string;
    alt: string;
    width?: number;
    height?: number;
    srcSet?: string;
    sizes?: string;
}
export interface HeroProps {
    title: ReactNode;
    subtitle?: ReactNode;
    height?: HeroHeight;
    overlay?: HeroOverlay;
    imageStyle?: HeroImageStyle;
    position?: HeroPosition;
    image?: HeroImage;
    priority?: boolean;
    eyebrow?: ReactNode;
    children?: ReactNode;
    className?: string;
}
export declare function Hero({ title, subtitle, height, overlay, imageStyle, position, image, priority, eyebrow, children, className, }: HeroProps): import("react").JSX.Element;
