import { useMemo, useState } from 'react';
import { PremiumUpsell } from '../../../components/premium-upsell';
import { ButtonLink } from '../../../components/ui/button';
import { BookmarkIcon, TrashIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import {
  useChangeSavedVideo,
  useMasterclasses,
  useSavedVideos,
  useSkillVideos,
  type SavedVideo,
  type VideoId,
} from '../api/videos';
import { formatSavedDate } from '../lib/format';
import { mediaRefresh } from '../lib/media-refresh';
import { Spinner, VideoSubpageIntro } from './video-bits';
import { VideoCard } from './skill-video-card';
import { VideoDialog } from './video-dialog';
import { paths } from '../../../lib/paths';
import { countOf } from '@common/kitchen/count';

interface Playable {
  videoUrl: string | null;
  thumbnailUrl: string | null;
  captionsUrl: string | null;
}

const NO_FILTERS = { category: '', difficulty: '' };
const FOCUS_AFTER_REMOVE = 'saved-videos-summary';
const keyOf = (type: string, id: VideoId) => `${type}:${String(id)}`;

/**
 * Media URLs are short-lived, so a saved copy may have expired: play from the current catalog
 * entry (fresh URL, poster, captions) when there is one, else from what was saved.
 */
function useCatalogMedia(enabled: boolean) {
  const skills = useSkillVideos(NO_FILTERS);
  const masterclasses = useMasterclasses({ enabled });
  const media = useMemo(() => {
    const byKey = new Map<string, Playable>();
    for (const video of skills.data?.videos ?? []) byKey.set(keyOf('skill', video.id), video);
    for (const masterclass of masterclasses.data ?? []) byKey.set(keyOf('masterclass', masterclass.id), masterclass);
    return byKey;
  }, [skills.data, masterclasses.data]);
  return { media, refreshers: [mediaRefresh(skills), mediaRefresh(masterclasses)] };
}

function SavedVideoCard({
  saved,
  media,
  removing,
  onPlay,
  onRemove,
}: {
  saved: SavedVideo;
  media: Playable | undefined;
  removing: boolean;
  onPlay: () => void;
  onRemove: () => void;
}) {
  const masterclass = saved.videoType === 'masterclass';
  return (
    <VideoCard
      className="saved-card"
      headingLevel="h2"
      title={saved.videoTitle}
      onOpen={onPlay}
      thumbnail={media?.thumbnailUrl}
      media={
        <span className={`saved-card__type${masterclass ? ' saved-card__type--masterclass' : ''}`}>
          {masterclass ? 'Masterclass' : 'Cooking Skill'}
        </span>
      }
      corner={
        <button
          type="button"
          className="icon-button video-save-icon video-save-icon--remove"
          aria-label={`Remove ${saved.videoTitle} from saved videos`}
          title="Remove from saved videos"
          disabled={removing}
          aria-busy={removing || undefined}
          onClick={onRemove}
        >
          <TrashIcon />
        </button>
      }
    >
      <p className="saved-card__date">{formatSavedDate(saved.savedAt)}</p>
    </VideoCard>
  );
}

function SavedVideoList() {
  const { toast } = useToast();
  const saved = useSavedVideos({ enabled: true });
  const { media, refreshers } = useCatalogMedia(true);
  const { remove } = useChangeSavedVideo();
  const [removing, setRemoving] = useState<string | null>(null);
  const [picked, setPicked] = useState<SavedVideo | null>(null);
  const all = [mediaRefresh(saved), ...refreshers];
  const play = (video: SavedVideo) => {
    for (const refresher of all) refresher.beforePlay();
    setPicked(video);
  };

  const removeVideo = async (video: SavedVideo) => {
    setRemoving(String(video.videoId));
    try {
      await remove.mutateAsync(video.videoId);
      toast({ title: 'Video removed from saved list' });
      // The card (and its focused button) is gone: keep focus in the page, not on <body>.
      requestAnimationFrame(() => document.getElementById(FOCUS_AFTER_REMOVE)?.focus());
    } catch {
      toast({ title: 'Error', description: 'Failed to remove video from saved list', variant: 'destructive' });
    } finally {
      setRemoving(null);
    }
  };

  if (saved.isPending) return <Spinner label="Loading saved videos" />;
  if (saved.isError)
    return (
      <p className="state-panel video-state" role="alert">
        Your saved videos could not be loaded right now. Please try again later.
      </p>
    );
  const list = saved.data;
  if (list.length === 0)
    return (
      <div className="state-panel video-state saved-empty">
        <span className="icon-disc premium-gate__icon" aria-hidden="true">
          <BookmarkIcon />
        </span>
        <h2 id={FOCUS_AFTER_REMOVE} tabIndex={-1}>
          No Saved Videos Yet
        </h2>
        <p className="muted">Tap the bookmark on any video to keep it here for later.</p>
        <div className="state-panel__actions">
          <ButtonLink to={paths.videos}>Browse Cooking Skills</ButtonLink>
          <ButtonLink to={paths.cookingClasses} variant="secondary">
            View Masterclasses
          </ButtonLink>
        </div>
      </div>
    );

  // The latest copies (a refetch brings fresh media URLs).
  const playing = picked && (list.find((video) => video.videoId === picked.videoId) ?? picked);
  const playingMedia = playing ? media.get(keyOf(playing.videoType, playing.videoId)) : undefined;
  return (
    <>
      <p className="videos-page__count" id={FOCUS_AFTER_REMOVE} tabIndex={-1}>
        {countOf(list.length, 'saved video')}
      </p>
      <ul className="video-grid">
        {list.map((video) => (
          <li key={String(video.id)}>
            <SavedVideoCard
              saved={video}
              media={media.get(keyOf(video.videoType, video.videoId))}
              removing={removing === String(video.videoId)}
              onPlay={() => play(video)}
              onRemove={() => void removeVideo(video)}
            />
          </li>
        ))}
      </ul>
      <VideoDialog
        video={
          playing && {
            title: playing.videoTitle,
            videoUrl: playing.videoUrl ?? playingMedia?.videoUrl,
            thumbnailUrl: playingMedia?.thumbnailUrl,
            captionsUrl: playingMedia?.captionsUrl,
          }
        }
        onClose={() => setPicked(null)}
        onMediaFailed={() => {
          for (const refresher of all) refresher.onFailed();
        }}
        meta={
          playing && (
            <>
              <span className="saved-card__type saved-card__type--inline">
                {playing.videoType === 'masterclass' ? 'Masterclass' : 'Cooking Skill'}
              </span>
              <span>{formatSavedDate(playing.savedAt)}</span>
            </>
          )
        }
      />
    </>
  );
}

/** `/saved-videos` (spec section 2): premium users' saved collection; an upsell for everyone else. */
export function SavedVideos({ isPremium }: { isPremium: boolean }) {
  return (
    <div className="videos-page">
      <VideoSubpageIntro
        title="Saved Videos"
        lead="Your collection of cooking lessons, ready when you are."
        isPremium={isPremium}
      />
      {isPremium ? (
        <SavedVideoList />
      ) : (
        <PremiumUpsell
          layout="gate"
          title="Premium Feature"
          message="Save your favorite cooking videos and masterclasses to watch any time with Premium Chef."
        />
      )}
    </div>
  );
}
