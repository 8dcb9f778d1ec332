import { type ReactNode } from 'react';
export declare function WhenOpened({ open, children }: {
    open: boolean;
    children: ReactNode;
}): import("react").JSX.Element | null;
