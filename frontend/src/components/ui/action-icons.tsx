import type { ComponentProps } from 'react';
import { Icon as BaseIcon } from './icons';

type IconProps = ComponentProps<typeof BaseIcon>;

/** This set's defaults on the shared frame. */
const Icon = (props: IconProps) => <BaseIcon {...props} size={props.size ?? 20} />;

/** More stroke icons (24px grid), decorative: label the control around them. */

export const CopyIcon = () => (
  <Icon>
    <rect x="8.5" y="8.5" width="12" height="12" rx="2.5" />
    <path d="M15.5 8.5V6a2.5 2.5 0 0 0-2.5-2.5H6A2.5 2.5 0 0 0 3.5 6v7A2.5 2.5 0 0 0 6 15.5h2.5" />
  </Icon>
);
export const ShareIcon = () => (
  <Icon>
    <path d="M12 15V3.5M7.5 8 12 3.5 16.5 8" />
    <path d="M5 12.5v6A2 2 0 0 0 7 20.5h10a2 2 0 0 0 2-2v-6" />
  </Icon>
);
export const TrashIcon = () => (
  <Icon>
    <path d="M4 6.5h16M9.5 6.5V4.5h5v2M6.5 6.5l1 13h9l1-13M10 10.5v6M14 10.5v6" />
  </Icon>
);
export const EyeIcon = ({ off = false }: { off?: boolean }) => (
  <Icon>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
    {off && <path d="M4 4l16 16" />}
  </Icon>
);
export const CloudOffIcon = () => (
  <Icon>
    <path d="M3 3l18 18" />
    <path d="M8.5 6.7A6 6 0 0 1 17.7 10h.3a4 4 0 0 1 2.6 7M16 18.5H7a4.5 4.5 0 0 1-1.7-8.7" />
  </Icon>
);
export const CheckIcon = () => (
  <Icon>
    <path d="M4.5 12.5l5 5 10-11" />
  </Icon>
);
export const ArrowLeftIcon = () => (
  <Icon>
    <path d="M19.5 12h-15M10.5 6l-6 6 6 6" />
  </Icon>
);
export const LockIcon = () => (
  <Icon>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);
