import { type ReactNode } from 'react';
export interface ReserveButtonProps {
    itemId?: number;
    flowId?: number;
    href?: string;
    onClick?: () => void;
    children?: ReactNode;
    className?: string;
    variant?: 'primary' | 'secondary' | 'light';
    analyticsEvent?: string;
}
export declare function ReserveButton({ itemId, flowId, href, onClick, children, className, variant, analyticsEvent, }: ReserveButtonProps): import("react").JSX.Element;
