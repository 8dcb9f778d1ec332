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
    viewer?: boolean;
    className?: string;
}
export declare function GalleryGrid({ images, columns, fallbackImages, label, viewer, className, }: GalleryGridProps): import("react").JSX.Element;
