import type { BreadcrumbItem } from 'shared-types';
export interface BreadcrumbProps {
    items: readonly BreadcrumbItem[];
    className?: string;
}
export declare function Breadcrumb({ items, className }: BreadcrumbProps): import("react").JSX.Element | null;
