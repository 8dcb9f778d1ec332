/** Props of `ChevronIcon`. */
export interface ChevronIconProps {
  /** Which way it points: back (left) or forward (right). */
  direction: 'previous' | 'next';
  /** Width and height in pixels. */
  size: number;
}

/** The arrow of a previous or next button; decorative, the button carries the name. */
export function ChevronIcon({ direction, size }: ChevronIconProps) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
