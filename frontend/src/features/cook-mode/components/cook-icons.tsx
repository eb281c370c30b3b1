import type { ComponentProps } from 'react';
import { Icon as BaseIcon } from '../../../components/ui/icons';

type IconProps = ComponentProps<typeof BaseIcon>;

/** This set's defaults on the shared frame. */
const Icon = (props: IconProps) => <BaseIcon {...props} strokeWidth="1.9" />;

/** Cook mode's own stroke icons (24px grid), decorative: the control around them carries the label. */

export const MicIcon = () => (
  <Icon>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
  </Icon>
);
export const SpeakerIcon = () => (
  <Icon>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </Icon>
);
export const CheckIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
export const ArrowLeftIcon = () => (
  <Icon>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);
export const ArrowRightIcon = () => (
  <Icon>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);
export const TimerIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="13.5" r="7.5" />
    <path d="M12 9.5v4l2.5 1.5M9.5 3h5M12 3v3" />
  </Icon>
);
export const PauseIcon = () => (
  <Icon size={20}>
    <path d="M9 6v12M15 6v12" />
  </Icon>
);
export const PlayIcon = () => (
  <Icon size={20}>
    <path d="M8 5.5v13l10-6.5z" />
  </Icon>
);
export const XIcon = () => (
  <Icon size={20}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const TrophyIcon = () => (
  <Icon size={36}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20.5h7M10 17h4" />
  </Icon>
);
