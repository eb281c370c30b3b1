import type { SVGProps } from 'react';

/**
 * The one stroke-icon frame (24px grid) every icon set in the app draws into. Decorative by
 * default: give the surrounding control its label. `size` sets width and height together.
 */
export function Icon({ children, size = 22, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
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

export const CartIcon = () => (
  <Icon>
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
    <path d="M2.5 3.5h2.6l2.3 11.2a1.6 1.6 0 0 0 1.6 1.3h8.6a1.6 1.6 0 0 0 1.6-1.2l1.6-7H6.2" />
  </Icon>
);
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <Icon fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20.5s-7.5-4.4-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.8c0 5.7-7.5 10.1-7.5 10.1z" />
  </Icon>
);
export const VideoIcon = () => (
  <Icon>
    <rect x="2.5" y="5.5" width="14" height="13" rx="2.5" />
    <path d="m16.5 10 5-3v10l-5-3" />
  </Icon>
);
export const CrownIcon = () => (
  <Icon>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
  </Icon>
);
export const ChefIcon = () => (
  <Icon>
    <path d="M7 14.5V20h10v-5.5" />
    <path d="M7 14.5a4 4 0 0 1-1.2-7.8A4.5 4.5 0 0 1 12 3.5a4.5 4.5 0 0 1 6.2 3.2A4 4 0 0 1 17 14.5z" />
    <path d="M7 17h10" />
  </Icon>
);
export const CalendarIcon = () => (
  <Icon>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);
export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20.5 20.5-4.8-4.8" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
export const UsersIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.8a3.5 3.5 0 0 1 0 6.4M21.5 20a6.5 6.5 0 0 0-4-6" />
  </Icon>
);
export const StarIcon = ({ filled = true }: { filled?: boolean }) => (
  <Icon fill={filled ? 'currentColor' : 'none'} strokeWidth="1.4">
    <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Icon>
);
export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const ListPlusIcon = () => (
  <Icon>
    <path d="M4 6h11M4 11h11M4 16h6M18 13v7M14.5 16.5h7" />
  </Icon>
);
