/** Look of a button or button-styled link. */
export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'ghost';

/** Size of a button; `lg` suits heroes and calls to action. */
export type ButtonSize = 'md' | 'lg';

/** Global class names (styles/global.scss) so links and buttons look alike across remotes. */
export function buttonClass(variant: ButtonVariant, size: ButtonSize = 'md'): string {
  return size === 'lg' ? `button-${variant} button-lg` : `button-${variant}`;
}
