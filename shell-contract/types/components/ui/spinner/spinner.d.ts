export interface SpinnerProps {
    label: string;
    className?: string;
}
export declare function Spinner({ label, className }: SpinnerProps): import("react").JSX.Element;
