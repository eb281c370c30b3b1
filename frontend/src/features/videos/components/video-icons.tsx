import type { ComponentProps } from 'react';
import { Icon as BaseIcon } from '../../../components/ui/icons';

type IconProps = ComponentProps<typeof BaseIcon>;

/** This set's defaults on the shared frame. */
const Icon = (props: IconProps) => <BaseIcon {...props} size={props.size ?? 20} />;

/** Stroke icons for the video screens (24px grid). Decorative: label the control around them. */

export const BookmarkIcon = ({ filled = false }: { filled?: boolean }) => (
  <Icon fill={filled ? 'currentColor' : 'none'}>
    <path d="M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.2-6.5 4.2v-16a1 1 0 0 1 1-1z" />
  </Icon>
);
export const PlayIcon = () => (
  <Icon fill="currentColor" stroke="none">
    <path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.6-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2z" />
  </Icon>
);
export const FilterIcon = () => (
  <Icon>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);
export const ExternalIcon = () => (
  <Icon>
    <path d="M14 4.5h5.5V10M19.5 4.5 11 13M17 14v4.5a1 1 0 0 1-1 1H5.5a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1H10" />
  </Icon>
);
