import type { ComponentProps } from 'react';
import { Icon as BaseIcon } from '../../../components/ui/icons';

type IconProps = ComponentProps<typeof BaseIcon>;

/** This set's defaults on the shared frame. */
const Icon = (props: IconProps) => <BaseIcon {...props} size={props.size ?? 20} strokeWidth="1.9" />;

export const MicIcon = ({ off = false }: { off?: boolean }) => (
  <Icon>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
    {off && <path d="M4 4l16 16" />}
  </Icon>
);
export const SpeakerIcon = ({ off = false }: { off?: boolean }) => (
  <Icon>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    {off ? <path d="m16 9.5 5 5M21 9.5l-5 5" /> : <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />}
  </Icon>
);
export const SendIcon = () => (
  <Icon>
    <path d="M4 12 20 4l-4 16-4-6.5z" />
    <path d="M12 13.5 20 4" />
  </Icon>
);
export const SparkleIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 3.5 13.8 9l5.7 1.9-5.7 1.9L12 18.5l-1.8-5.7L4.5 10.9 10.2 9z" />
    <path d="M19 3v3M17.5 4.5h3" />
  </Icon>
);
export const LightbulbIcon = () => (
  <Icon>
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
  </Icon>
);
export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
