import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { BookmarkIcon } from '../../../components/ui/icons';
import { CheckList } from '../../../components/ui/check-list';
import { VideoPlayer } from './video-player';

/** What the player dialog needs of a skill video, a masterclass or a saved video. */
export interface PlayableVideo {
  title: string;
  videoUrl?: string | null;
  thumbnailUrl?: string | null;
  captionsUrl?: string | null;
  description?: string | null;
}

export interface SaveState {
  saved: boolean;
  pending: boolean;
  onToggle: () => void;
}

/** The Save/Saved toggle in the player dialog (subscribers only). */
export function SaveToggle({ saved, pending, onToggle }: SaveState) {
  return (
    <Button
      variant={saved ? 'primary' : 'secondary'}
      className="video-save-toggle"
      aria-pressed={saved}
      // Not `disabled`: a disabled button drops focus (to <body>, out of the dialog).
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => !pending && onToggle()}
    >
      <BookmarkIcon filled={saved} />
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}

/** 'Skills you'll learn', each with a tick. */
export function SkillList({ skills, headingId }: { skills: string[]; headingId?: string }) {
  return (
    <>
      <h3 id={headingId} className="video-dialog__subhead">
        Skills you&rsquo;ll learn
      </h3>
      <CheckList items={skills} className="video-skill-list" />
    </>
  );
}

/**
 * The player dialog, open while `video` is set: the title and `meta` line, the player, then the
 * description, `children` (what else the video teaches) and the Save toggle when there are any.
 */
export function VideoDialog({
  video,
  meta,
  children,
  save,
  onClose,
  onMediaFailed,
}: {
  video: PlayableVideo | null;
  meta: ReactNode;
  children?: ReactNode;
  save?: SaveState;
  onClose: () => void;
  /** The file could not be loaded (a signed URL expired, say): fetch fresh media. */
  onMediaFailed?: () => void;
}) {
  const hasDetails = Boolean(video?.description || children || save);
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()} className="video-dialog">
      {video && (
        <div className="video-dialog__content">
          <header className="video-dialog__head">
            <DialogTitle className="video-dialog__title">{video.title}</DialogTitle>
            <div className="facts video-dialog__meta">{meta}</div>
          </header>
          <VideoPlayer
            src={video.videoUrl}
            title={video.title}
            poster={video.thumbnailUrl}
            captionsUrl={video.captionsUrl}
            onFailed={onMediaFailed}
          />
          {hasDetails && (
            <div className="video-dialog__details">
              <div className="video-dialog__text">
                {video.description && <p className="video-dialog__description">{video.description}</p>}
                {children}
              </div>
              {save && (
                <div className="video-dialog__actions">
                  <SaveToggle {...save} />
                </div>
              )}
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
