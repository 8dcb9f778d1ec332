import { type ReactNode } from 'react';
export interface NewsletterBandProps {
    heading?: ReactNode;
    text?: ReactNode;
    tags?: string;
    headingLevel?: 2 | 3;
    id?: string;
    className?: string;
}
export declare function newsletterHoneypotName(actionUrl: string): string;
export declare function NewsletterBand({ heading, text, tags, headingLevel, id, className, }: NewsletterBandProps): import("react").JSX.Element;
