import { type ComponentProps } from 'react';
import placeholderImage from '../../../assets/image-placeholder.svg';
import { type ResponsiveSource } from '../../../lib/image-sources';
export { placeholderImage, type ResponsiveSource };
export type SmartImageProps = ComponentProps<'img'> & {
    fallbackSrc?: string;
    placeholderSrc?: string;
    responsive?: ResponsiveSource;
};
export declare function SmartImage({ src, fallbackSrc, placeholderSrc, responsive, srcSet, sizes, loading, decoding, className, onError, alt, ...props }: SmartImageProps): import("react").JSX.Element;
