import type { ComponentProps, ReactNode } from 'react';

type IconProps = ComponentProps<'svg'>;

/**
 * A decorative line icon drawing `shapes` on a 24-unit grid, `size` pixels square unless its props
 * say otherwise: the control that holds one always carries its own accessible name.
 */
function lineIcon(shapes: ReactNode, size = 20) {
  return function LineIcon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

/** Magnifying glass. */
export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

/** Three bars. */
export const MenuIcon = lineIcon(<path d="M4 6h16M4 12h16M4 18h16" />);

/** A cross. */
export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />);

/** An envelope. */
export const MailIcon = lineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

/** The Instagram camera outline. */
export const InstagramIcon = lineIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
  </>,
);

/** A calendar page. */
export const CalendarIcon = lineIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);

/** A small downward chevron. */
export const ChevronDownIcon = lineIcon(<path d="m6 9 6 6 6-6" />, 16);

/** An arrow leaving a box, for links that open a new tab. */
export const ExternalIcon = lineIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  14,
);
