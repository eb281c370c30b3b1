import type { ReactNode } from 'react';
import { filledWith, Icon, type IconProps } from './icon';

export { Icon, StarIcon, type IconProps } from './icon';

/** An icon from its drawing; `defaults` are its own props (a size, a stroke), which a caller may override. */
function icon(drawing: ReactNode, defaults: IconProps = {}) {
  return function DrawnIcon(props: IconProps) {
    return (
      <Icon {...defaults} {...props}>
        {drawing}
      </Icon>
    );
  };
}

const compact = { size: 20 };
/** A slash across an icon: the thing it shows is off. */
const offSlash = <path d="M4 4l16 16" />;

// Navigation and page furniture, shown at 22px.
export const CartIcon = icon(
  <>
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
    <path d="M2.5 3.5h2.6l2.3 11.2a1.6 1.6 0 0 0 1.6 1.3h8.6a1.6 1.6 0 0 0 1.6-1.2l1.6-7H6.2" />
  </>,
);
export const VideoIcon = icon(
  <>
    <rect x="2.5" y="5.5" width="14" height="13" rx="2.5" />
    <path d="m16.5 10 5-3v10l-5-3" />
  </>,
);
/** A speech bubble with a question mark: ask a person. */
export const QuestionIcon = icon(
  <>
    <path d="M4.5 5.5h15a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V17.5h-1A1.5 1.5 0 0 1 3 16V7a1.5 1.5 0 0 1 1.5-1.5z" />
    <path d="M10 9.6a2 2 0 1 1 2.8 1.8c-.5.3-.8.7-.8 1.3" />
    <path d="M12 14.8v.01" />
  </>,
);
/** Three lines: the menu on a phone. */
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const CrownIcon = icon(<path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />);
export const ChefIcon = icon(
  <>
    <path d="M7 14.5V20h10v-5.5" />
    <path d="M7 14.5a4 4 0 0 1-1.2-7.8A4.5 4.5 0 0 1 12 3.5a4.5 4.5 0 0 1 6.2 3.2A4 4 0 0 1 17 14.5z" />
    <path d="M7 17h10" />
  </>,
);
export const CalendarIcon = icon(
  <>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20.5 20.5-4.8-4.8" />
  </>,
);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const UsersIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.8a3.5 3.5 0 0 1 0 6.4M21.5 20a6.5 6.5 0 0 0-4-6" />
  </>,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const ListPlusIcon = icon(<path d="M4 6h11M4 11h11M4 16h6M18 13v7M14.5 16.5h7" />);
export const HeartIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Icon fill={filledWith(filled)} {...props}>
    <path d="M12 20.5s-7.5-4.4-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.8c0 5.7-7.5 10.1-7.5 10.1z" />
  </Icon>
);

// Cook mode's large controls, shown at 22px.
export const MicIcon = ({ off = false, ...props }: IconProps & { off?: boolean }) => (
  <Icon {...props}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
    {off && offSlash}
  </Icon>
);
export const SpeakerIcon = ({ off = false, ...props }: IconProps & { off?: boolean }) => (
  <Icon {...props}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    {off ? <path d="m16 9.5 5 5M21 9.5l-5 5" /> : <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />}
  </Icon>
);
export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const TimerIcon = icon(
  <>
    <circle cx="12" cy="13.5" r="7.5" />
    <path d="M12 9.5v4l2.5 1.5M9.5 3h5M12 3v3" />
  </>,
);
export const TrophyIcon = icon(
  <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20.5h7M10 17h4" />,
  { size: 36 },
);

// Actions inside cards, lists and buttons, shown at 20px.
export const ArrowLeftIcon = icon(<path d="M19 12H5M11 6l-6 6 6 6" />, compact);
export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />, compact);
export const PauseIcon = icon(<path d="M9 6v12M15 6v12" />, compact);
export const MinusIcon = icon(<path d="M5 12h14" />, compact);
export const FilterIcon = icon(<path d="M4 6h16M7 12h10M10 18h4" />, compact);
export const CopyIcon = icon(
  <>
    <rect x="8.5" y="8.5" width="12" height="12" rx="2.5" />
    <path d="M15.5 8.5V6a2.5 2.5 0 0 0-2.5-2.5H6A2.5 2.5 0 0 0 3.5 6v7A2.5 2.5 0 0 0 6 15.5h2.5" />
  </>,
  compact,
);
/** Share a list as text (out of the page). */
export const ShareIcon = icon(
  <>
    <path d="M12 15V3.5M7.5 8 12 3.5 16.5 8" />
    <path d="M5 12.5v6A2 2 0 0 0 7 20.5h10a2 2 0 0 0 2-2v-6" />
  </>,
  compact,
);
/** Share a recipe's link with others. */
export const ShareLinkIcon = icon(
  <>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
  </>,
  compact,
);
export const PrintIcon = icon(
  <>
    <path d="M7 8V3.5h10V8" />
    <rect x="3.5" y="8" width="17" height="8.5" rx="2" />
    <path d="M7 14h10v6.5H7z" />
  </>,
  compact,
);
export const TrashIcon = icon(<path d="M4 6.5h16M9.5 6.5V4.5h5v2M6.5 6.5l1 13h9l1-13M10 10.5v6M14 10.5v6" />, compact);
export const CloudOffIcon = icon(
  <>
    <path d="M3 3l18 18" />
    <path d="M8.5 6.7A6 6 0 0 1 17.7 10h.3a4 4 0 0 1 2.6 7M16 18.5H7a4.5 4.5 0 0 1-1.7-8.7" />
  </>,
  compact,
);
export const LockIcon = icon(
  <>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </>,
  compact,
);
export const BasketIcon = icon(
  <>
    <path d="M3.5 9.5h17l-1.8 9a2 2 0 0 1-2 1.5H7.3a2 2 0 0 1-2-1.5z" />
    <path d="m8.5 9.5 3-6M15.5 9.5l-3-6" />
  </>,
  compact,
);
export const ExternalIcon = icon(
  <path d="M14 4.5h5.5V10M19.5 4.5 11 13M17 14v4.5a1 1 0 0 1-1 1H5.5a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1H10" />,
  compact,
);
export const SendIcon = icon(
  <>
    <path d="M4 12 20 4l-4 16-4-6.5z" />
    <path d="M12 13.5 20 4" />
  </>,
  compact,
);
export const SparkleIcon = icon(
  <>
    <path d="M12 3.5 13.8 9l5.7 1.9-5.7 1.9L12 18.5l-1.8-5.7L4.5 10.9 10.2 9z" />
    <path d="M19 3v3M17.5 4.5h3" />
  </>,
  compact,
);
export const LightbulbIcon = icon(
  <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />,
  compact,
);
export const EyeIcon = ({ off = false, ...props }: IconProps & { off?: boolean }) => (
  <Icon size={20} {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
    {off && offSlash}
  </Icon>
);
export const BookmarkIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Icon size={20} fill={filledWith(filled)} {...props}>
    <path d="M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.2-6.5 4.2v-16a1 1 0 0 1 1-1z" />
  </Icon>
);
/** Outlined in a button beside its words; `filled` on a video's thumbnail. */
export const PlayIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <Icon size={20} {...(filled ? { fill: 'currentColor', stroke: 'none' } : {})} {...props}>
    <path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.6-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2z" />
  </Icon>
);
