import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PremiumUpsell } from '../../../components/premium-upsell';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSkillVideos, type SkillVideo, type VideoFilters } from '../api/videos';
import { countLine } from '../lib/format';
import { mediaRefresh } from '../lib/media-refresh';
import { useVideoSaving } from '../lib/use-video-saving';
import { MasterclassSection } from './masterclass-section';
import { LockedVideoCard, SaveIconButton, SkillVideoCard, SkillVideoMeta } from './skill-video-card';
import { SkillList, VideoDialog } from './video-dialog';
import { BackLink, PremiumMemberBadge } from './video-bits';
import { VideoFilterBar } from './video-filters';
import { BookmarkIcon } from '../../../components/ui/icons';
import { LockedVideosBanner } from './video-upsell';
import { paths } from '../../../lib/paths';

// The server looks the video up by id; the title is sent for its logs only.
const asSaveInput = (video: SkillVideo) => ({
  videoId: video.id,
  videoType: 'skill' as const,
  videoTitle: video.title,
});

function useFiltersInUrl(): [VideoFilters, (change: Partial<VideoFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = { category: params.get('category') ?? '', difficulty: params.get('difficulty') ?? '' };
  const setFilters = (change: Partial<VideoFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [filters, setFilters];
}

function VideoGridSkeleton() {
  return (
    <ul className="video-grid" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <div className="card video-card video-card--skeleton">
            <Skeleton className="video-card__media" height="auto" />
            <div className="card__body video-card__body">
              <Skeleton width="40%" height="1.1rem" />
              <Skeleton width="80%" height="1.3rem" />
              <Skeleton height="0.9rem" />
              <Skeleton width="60%" height="0.9rem" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** `/videos`: the skill video library (spec section 2), with the Premium parts following `isPremium`. */
export function CookingVideos({ isPremium }: { isPremium: boolean }) {
  const [filters, setFilters] = useFiltersInUrl();
  const videos = useSkillVideos(filters);
  const saving = useVideoSaving(isPremium);
  const [opened, setOpened] = useState<SkillVideo | null>(null);
  const media = mediaRefresh(videos);

  const data = videos.data;
  const list = data?.videos ?? [];
  // The latest copy of the open video (a refetch brings fresh media URLs).
  const open = opened && (list.find((video) => video.id === opened.id) ?? opened);
  const openVideo = (video: SkillVideo) => {
    media.beforePlay();
    setOpened(video);
  };
  const total = data?.total ?? list.length;
  const lockedCount = isPremium ? 0 : list.filter((video) => video.locked).length;
  const filtered = Boolean(filters.category || filters.difficulty);

  return (
    <div className="videos-page">
      <BackLink to={paths.home}>Back</BackLink>
      <header className="videos-page__intro">
        <div>
          <h1>Cooking Skills Videos</h1>
          <p className="lead">
            Short, focused lessons on the techniques every home cook uses: knife work, eggs, sauces, bread and more.
          </p>
        </div>
        {isPremium && (
          <div className="videos-page__intro-side">
            <PremiumMemberBadge />
            <ButtonLink to={paths.savedVideos} variant="secondary" className="btn--small">
              <BookmarkIcon /> My Saved Videos
            </ButtonLink>
          </div>
        )}
      </header>

      <VideoFilterBar filters={filters} onChange={setFilters} />

      <p className="videos-page__count" aria-live="polite">
        {!data
          ? ''
          : videos.isPlaceholderData
            ? 'Loading videos…'
            : countLine(total, filters.category, filters.difficulty)}
      </p>

      {!isPremium && <LockedVideosBanner count={lockedCount} />}

      <h2 className="visually-hidden">Videos</h2>
      {videos.isPending ? (
        <VideoGridSkeleton />
      ) : videos.isError && !data ? (
        <div className="state-panel video-state" role="alert">
          <h3>Videos could not be loaded</h3>
          <p className="muted">Please check your connection and try again.</p>
          <Button variant="secondary" onClick={() => void videos.refetch()}>
            Try Again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="state-panel video-state">
          <h3>No videos found</h3>
          <p className="muted">Try adjusting your filters to see more results.</p>
          {filtered && (
            <Button variant="secondary" onClick={() => setFilters({ category: '', difficulty: '' })}>
              Clear Filters
            </Button>
          )}
        </div>
      ) : (
        <ul
          className={`video-grid${videos.isPlaceholderData ? ' video-grid--busy' : ''}`}
          aria-busy={videos.isFetching}
        >
          {list.map((video) => (
            <li key={String(video.id)}>
              {video.locked && !isPremium ? (
                <LockedVideoCard video={video} />
              ) : (
                <SkillVideoCard
                  video={video}
                  onOpen={openVideo}
                  saveButton={
                    isPremium && (
                      <SaveIconButton
                        title={video.title}
                        saved={saving.isSaved(video.id)}
                        pending={saving.isPending(video.id)}
                        onToggle={() => void saving.toggle(asSaveInput(video))}
                      />
                    )
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {!isPremium && (
        <PremiumUpsell
          layout="panel"
          tone="dark"
          title="Unlock All Cooking Videos"
          benefits={[
            'The full cooking skills library, every level',
            'New masterclasses from professional chefs every month',
            'Save videos to your own collection',
          ]}
        />
      )}
      {isPremium && <MasterclassSection />}

      <VideoDialog
        video={open}
        onClose={() => setOpened(null)}
        onMediaFailed={media.onFailed}
        save={isPremium && open ? saving.stateOf(asSaveInput(open)) : undefined}
        meta={open && <SkillVideoMeta video={open} />}
      >
        {open && open.skills.length > 0 && <SkillList skills={open.skills} />}
      </VideoDialog>
    </div>
  );
}
