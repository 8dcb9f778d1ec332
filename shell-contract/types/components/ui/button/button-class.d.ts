export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'ghost';
export type ButtonSize = 'md' | 'lg';
export declare function buttonClass(variant: ButtonVariant, size?: ButtonSize): string;
