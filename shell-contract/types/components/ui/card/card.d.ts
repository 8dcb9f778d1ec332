import type { ComponentProps } from 'react';
export type CardProps = ComponentProps<'div'> & {
    as?: 'div' | 'article' | 'li';
};
export declare function Card({ as, className, ...props }: CardProps): import("react").JSX.Element;
