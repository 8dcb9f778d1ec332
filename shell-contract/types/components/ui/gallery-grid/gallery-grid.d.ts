import { type GalleryImage } from 'shared-types';
export declare const galleryFallbackImages: readonly string[];
export interface GalleryGridImage extends GalleryImage {
    width?: number;
    height?: number;
}
export interface GalleryGridProps {
    images: readonly GalleryGridImage[];
    columns?: number;
    fallbackImages?: readonly string[];
    label?: string;
    className?: string;
}
export declare function GalleryGrid({ images, columns, fallbackImages, label, className, }: GalleryGridProps): import("react").JSX.Element;
