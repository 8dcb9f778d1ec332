import type { GalleryGridImage } from './gallery-grid';
export interface GalleryLightboxProps {
    current: GalleryGridImage | undefined;
    position: number;
    total: number;
    sourceOf: (image: GalleryGridImage) => string;
    onBroken: (image: GalleryGridImage) => void;
    onStep: (delta: number) => void;
    onClose: () => void;
    openedFrom: () => HTMLElement | undefined;
}
export declare function GalleryLightbox({ current, position, total, sourceOf, onBroken, onStep, onClose, openedFrom, }: GalleryLightboxProps): import("react").JSX.Element;
