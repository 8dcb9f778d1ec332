import { type FaqItem } from 'shared-types';
export interface FaqAccordionProps {
    items: readonly FaqItem[];
    type?: 'single' | 'multiple';
    defaultOpen?: readonly number[];
    panelMaxHeight?: string;
    headingLevel?: 2 | 3 | 4;
    id?: string;
    className?: string;
}
export declare function FaqAccordion({ items, type, defaultOpen, panelMaxHeight, headingLevel, id, className, }: FaqAccordionProps): import("react").JSX.Element;
