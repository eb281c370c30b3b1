import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { ChipList } from '../../../components/ui/chip-list';
import { ButtonLink } from '../../../components/ui/button';
import { BookmarkIcon, ClockIcon, LockIcon } from '../../../components/ui/icons';
import type { SkillVideo } from '../api/videos';
import { spokenDuration } from '../lib/format';
import { VideoDifficulty, VideoThumbnail } from './video-bits';
import { paths } from '../../../lib/paths';

/** The first 2 skills, then '+N more' (spec section 9). */
export const SkillChips = ({ skills, limit = 2 }: { skills: string[]; limit?: number }) => (
  <ChipList
    items={skills}
    limit={limit}
    noun="skill"
    label="Skills"
    className="skill-chips"
    chipClassName="skill-chip"
  />
);

/** A clip's length ('0:08'), read out in words; `plain` drops the overlay style (for a line of facts). */
export function Duration({ duration, plain = false }: { duration: string; plain?: boolean }) {
  if (!duration) return null;
  return (
    <span className={plain ? undefined : 'video-card__duration'}>
      <span aria-hidden="true">{duration}</span>
      <span className="visually-hidden">Duration {spokenDuration(duration)}</span>
    </span>
  );
}

/**
 * A playable video's card: `media` over the picture, `meta` above the title, `children` under it,
 * `corner` (a save or remove button) at the top right. The title button opens the player dialog and
 * covers the card.
 */
export function VideoCard({
  className = '',
  title,
  onOpen,
  headingLevel: Heading = 'h3',
  thumbnail,
  media,
  meta,
  corner,
  children,
}: {
  className?: string;
  title: string;
  onOpen: () => void;
  headingLevel?: 'h2' | 'h3';
  thumbnail: string | null | undefined;
  media?: ReactNode;
  meta?: ReactNode;
  corner?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className={`video-card ${className}`.trim()}>
      <div className="video-card__media">
        <VideoThumbnail src={thumbnail} title={title} />
        {media}
      </div>
      <div className="card__body video-card__body">
        {meta && <div className="facts video-card__meta">{meta}</div>}
        <Heading className="card__title video-card__title">
          <button type="button" className="card__link video-card__open" aria-haspopup="dialog" onClick={onOpen}>
            {title}
          </button>
        </Heading>
        {children}
      </div>
      {corner && <div className="video-card__save">{corner}</div>}
    </Card>
  );
}

export function VideoDescription({ text }: { text: string | null | undefined }) {
  return text ? <p className="card__description video-card__description">{text}</p> : null;
}

/** A playable skill video; the whole card opens the player dialog. */
export function SkillVideoCard({
  video,
  onOpen,
  saveButton,
}: {
  video: SkillVideo;
  onOpen: (video: SkillVideo) => void;
  /** Subscribers only: the bookmark toggle. */
  saveButton?: ReactNode;
}) {
  return (
    <VideoCard
      title={video.title}
      onOpen={() => onOpen(video)}
      thumbnail={video.thumbnailUrl}
      media={<Duration duration={video.duration} />}
      meta={
        <>
          <VideoDifficulty difficulty={video.difficulty} />
          <span className="video-card__category">{video.category}</span>
        </>
      }
      corner={saveButton}
    >
      <VideoDescription text={video.description} />
      <SkillChips skills={video.skills ?? []} />
    </VideoCard>
  );
}

/** Free users past their 3 videos: a blurred card marked 'Premium Only' with a way to upgrade. */
export function LockedVideoCard({ video }: { video: SkillVideo }) {
  return (
    <Card lifts={false} className="video-card video-card--locked">
      <div className="video-card__blurred" aria-hidden="true">
        <div className="video-card__media">
          <VideoThumbnail src={video.thumbnailUrl} title={video.title} showPlay={false} />
        </div>
        <div className="card__body video-card__body">
          <div className="facts video-card__meta">
            <VideoDifficulty difficulty={video.difficulty} />
          </div>
          <p className="card__title video-card__title">{video.title}</p>
          {video.description && <p className="card__description video-card__description">{video.description}</p>}
        </div>
      </div>
      <div className="video-card__lock">
        <span className="icon-disc video-card__lock-icon" aria-hidden="true">
          <LockIcon />
        </span>
        <h3 className="video-card__lock-title">
          Premium Only<span className="visually-hidden">: {video.title}</span>
        </h3>
        <ButtonLink to={paths.subscribe} className="btn--small" aria-label={`Upgrade to watch ${video.title}`}>
          Upgrade
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Subscribers: the bookmark on each card (save or remove). */
export function SaveIconButton({
  title,
  saved,
  pending,
  onToggle,
}: {
  title: string;
  saved: boolean;
  pending: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={`icon-button video-save-icon${saved ? ' video-save-icon--saved' : ''}`}
      aria-pressed={saved}
      aria-label={`Save ${title}`}
      title={saved ? 'Saved — remove from your collection' : 'Save to your collection'}
      aria-busy={pending || undefined}
      // Not `disabled`: a disabled button drops focus.
      aria-disabled={pending || undefined}
      onClick={() => !pending && onToggle()}
    >
      <BookmarkIcon filled={saved} />
    </button>
  );
}

/** The line under a skill video's title in the player dialog. */
export function SkillVideoMeta({ video }: { video: SkillVideo }) {
  return (
    <>
      <VideoDifficulty difficulty={video.difficulty} />
      <span>{video.category}</span>
      {video.duration && (
        <span className="video-dialog__duration">
          <ClockIcon />
          <span aria-hidden="true">{video.duration}</span>
          <span className="visually-hidden">{spokenDuration(video.duration)}</span>
        </span>
      )}
    </>
  );
}
