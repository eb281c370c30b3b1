import { Button } from '../../../components/ui/button';
import { BookmarkIcon, CheckIcon, ClockIcon } from '../../../components/ui/icons';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import type { SkillVideo } from '../api/videos';
import { spokenDuration } from '../lib/format';
import { VideoDifficulty } from './video-bits';
import { VideoPlayer } from './video-player';

/** The Save/Saved toggle in the player dialog (subscribers only). */
export function SaveToggle({ saved, pending, onToggle }: { saved: boolean; pending: boolean; onToggle: () => void }) {
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

/** A card click: the player, the description and every skill the video teaches. */
export function SkillVideoDialog({
  video,
  onClose,
  save,
  onMediaFailed,
}: {
  video: SkillVideo | null;
  onClose: () => void;
  onMediaFailed?: () => void;
  save?: { saved: boolean; pending: boolean; onToggle: () => void };
}) {
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()} className="video-dialog">
      {video && (
        <div className="video-dialog__content">
          <header className="video-dialog__head">
            <DialogTitle className="video-dialog__title">{video.title}</DialogTitle>
            <div className="video-dialog__meta">
              <VideoDifficulty difficulty={video.difficulty} />
              <span>{video.category}</span>
              {video.duration && (
                <span className="video-dialog__duration">
                  <ClockIcon />
                  <span aria-hidden="true">{video.duration}</span>
                  <span className="visually-hidden">{spokenDuration(video.duration)}</span>
                </span>
              )}
            </div>
          </header>
          <VideoPlayer
            src={video.videoUrl}
            title={video.title}
            poster={video.thumbnailUrl}
            captionsUrl={video.captionsUrl}
            onFailed={onMediaFailed}
          />
          <div className="video-dialog__details">
            <div className="video-dialog__text">
              {video.description && <p className="video-dialog__description">{video.description}</p>}
              {video.skills.length > 0 && (
                <>
                  <h3 className="video-dialog__subhead">Skills you&rsquo;ll learn</h3>
                  <ul className="video-skill-list">
                    {video.skills.map((skill) => (
                      <li key={skill}>
                        <CheckIcon /> {skill}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
            {save && (
              <div className="video-dialog__actions">
                <SaveToggle {...save} />
              </div>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
