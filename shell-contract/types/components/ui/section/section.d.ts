import { type ReactNode } from 'react';
export interface SectionProps {
    id?: string;
    title?: ReactNode;
    subtitle?: ReactNode;
    tone?: 'cream' | 'white' | 'brand' | 'dark';
    headingLevel?: 2 | 3;
    width?: 'narrow' | 'default' | 'wide';
    children?: ReactNode;
    className?: string;
}
export declare function Section({ id, title, subtitle, tone, headingLevel, width, children, className, }: SectionProps): import("react").JSX.Element;
