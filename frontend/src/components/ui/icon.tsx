import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * The app's one set of stroke icons, drawn on a 24px grid. Decorative: the control around an icon
 * carries the label. `size` sets width and height together; each icon has the size it is mostly
 * shown at, and a caller may pass another.
 */
export function Icon({ children, size = 22, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const filledWith = (filled: boolean) => (filled ? 'currentColor' : 'none');

/**
 * The rating star, apart from the rest of the set (icons.tsx) because the landing page draws it: the
 * landing page's script then carries this one drawing, not every icon the app has.
 */
export const StarIcon = ({ filled = true, ...props }: IconProps & { filled?: boolean }) => (
  <Icon fill={filledWith(filled)} strokeWidth="1.4" {...props}>
    <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Icon>
);
