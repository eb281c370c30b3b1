import type { ComponentProps } from 'react';
import { Icon as BaseIcon } from '../../../components/ui/icons';

type IconProps = ComponentProps<typeof BaseIcon>;

/** This set's defaults on the shared frame. */
const Icon = (props: IconProps) => <BaseIcon {...props} size={props.size ?? 20} />;

/** Extra stroke icons for the recipe screens (same 24px grid as components/ui/icons). Decorative. */

export const ShareIcon = () => (
  <Icon>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
  </Icon>
);
export const PrintIcon = () => (
  <Icon>
    <path d="M7 8V3.5h10V8" />
    <rect x="3.5" y="8" width="17" height="8.5" rx="2" />
    <path d="M7 14h10v6.5H7z" />
  </Icon>
);
export const LockIcon = () => (
  <Icon>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);
export const MinusIcon = () => (
  <Icon>
    <path d="M5 12h14" />
  </Icon>
);
export const ArrowLeftIcon = () => (
  <Icon>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);
export const FilterIcon = () => (
  <Icon>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);
export const PlayIcon = () => (
  <Icon>
    <path d="M7 4.5v15l12-7.5z" />
  </Icon>
);
export const SparkleIcon = () => (
  <Icon>
    <path d="M12 3.5 13.8 10 20.5 12l-6.7 2-1.8 6.5-1.8-6.5-6.7-2 6.7-2z" />
  </Icon>
);
export const BasketIcon = () => (
  <Icon>
    <path d="M3.5 9.5h17l-1.8 9a2 2 0 0 1-2 1.5H7.3a2 2 0 0 1-2-1.5z" />
    <path d="m8.5 9.5 3-6M15.5 9.5l-3-6" />
  </Icon>
);
export const CheckIcon = () => (
  <Icon>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
