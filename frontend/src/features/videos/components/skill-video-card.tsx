import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/action-icons';
import type { SkillVideo } from '../api/videos';
import { spokenDuration } from '../lib/format';
import { DifficultyBadge, VideoThumbnail } from './video-bits';
import { BookmarkIcon } from './video-icons';
import { paths } from '../../../lib/paths';

/** The first 2 skills, then '+N more' (spec section 9). */
export function SkillChips({ skills, limit = 2 }: { skills: string[]; limit?: number }) {
  if (!skills.length) return null;
  const shown = skills.slice(0, limit);
  const more = skills.length - shown.length;
  return (
    <ul className="skill-chips" aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill} className="skill-chip">
          {skill}
        </li>
      ))}
      {more > 0 && (
        <li className="skill-chip skill-chip--more">
          +{more} more<span className="video-sr"> {more === 1 ? 'skill' : 'skills'}</span>
        </li>
      )}
    </ul>
  );
}

function Duration({ duration }: { duration: string }) {
  if (!duration) return null;
  return (
    <span className="video-card__duration">
      <span aria-hidden="true">{duration}</span>
      <span className="video-sr">Duration {spokenDuration(duration)}</span>
    </span>
  );
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
    <article className="video-card">
      <div className="video-card__media">
        <VideoThumbnail src={video.thumbnailUrl} title={video.title} />
        <Duration duration={video.duration} />
      </div>
      <div className="video-card__body">
        <div className="video-card__meta">
          <DifficultyBadge difficulty={video.difficulty} />
          <span className="video-card__category">{video.category}</span>
        </div>
        <h3 className="video-card__title">
          <button type="button" className="video-card__open" aria-haspopup="dialog" onClick={() => onOpen(video)}>
            {video.title}
          </button>
        </h3>
        {video.description && <p className="video-card__description">{video.description}</p>}
        <SkillChips skills={video.skills ?? []} />
      </div>
      {saveButton && <div className="video-card__save">{saveButton}</div>}
    </article>
  );
}

/** Free users past their 3 videos: a blurred card marked 'Premium Only' with a way to upgrade. */
export function LockedVideoCard({ video }: { video: SkillVideo }) {
  return (
    <article className="video-card video-card--locked">
      <div className="video-card__blurred" aria-hidden="true">
        <div className="video-card__media">
          <VideoThumbnail src={video.thumbnailUrl} title={video.title} showPlay={false} />
        </div>
        <div className="video-card__body">
          <div className="video-card__meta">
            <DifficultyBadge difficulty={video.difficulty} />
          </div>
          <p className="video-card__title">{video.title}</p>
          {video.description && <p className="video-card__description">{video.description}</p>}
        </div>
      </div>
      <div className="video-card__lock">
        <span className="video-card__lock-icon" aria-hidden="true">
          <LockIcon />
        </span>
        <h3 className="video-card__lock-title">
          Premium Only<span className="video-sr">: {video.title}</span>
        </h3>
        <ButtonLink to={paths.subscribe} className="btn--small" aria-label={`Upgrade to watch ${video.title}`}>
          Upgrade
        </ButtonLink>
      </div>
    </article>
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
      className={`video-save-icon${saved ? ' video-save-icon--saved' : ''}`}
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
