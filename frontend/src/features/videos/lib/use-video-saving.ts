import { useCallback, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import type { SaveState } from '../components/video-dialog';
import { useChangeSavedVideo, useSavedVideoStatus, type SaveVideoInput, type VideoId } from '../api/videos';

export interface VideoSaving {
  isSaved: (videoId: VideoId) => boolean;
  isPending: (videoId: VideoId) => boolean;
  /** Saves the video, or removes it when it is already saved. */
  toggle: (video: SaveVideoInput) => Promise<void>;
  /** The player dialog's Save toggle for this video. */
  stateOf: (video: SaveVideoInput) => SaveState;
}

/**
 * The Save/Saved toggle on /videos (spec sections 4, 5 and 8): premium only, a toast for every
 * outcome, and the saved list and status refreshed after each change.
 */
export function useVideoSaving(isPremium: boolean): VideoSaving {
  const { toast } = useToast();
  const status = useSavedVideoStatus({ enabled: isPremium });
  const { save, remove } = useChangeSavedVideo();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const saved = status.data;

  const isSaved = useCallback((videoId: VideoId) => Boolean(saved?.[String(videoId)]), [saved]);
  const isPending = useCallback((videoId: VideoId) => pending.has(String(videoId)), [pending]);

  const toggle = async (video: SaveVideoInput) => {
    if (!isPremium) {
      toast({ title: 'Premium Feature', description: 'Upgrade to Premium to save videos', variant: 'destructive' });
      return;
    }
    const key = String(video.videoId);
    if (pending.has(key)) return;
    setPending((current) => new Set(current).add(key));
    try {
      if (isSaved(video.videoId)) {
        try {
          await remove.mutateAsync(video.videoId);
          toast({ title: 'Video removed from saved collection' });
        } catch {
          toast({ title: 'Error', description: 'Failed to remove video. Please try again.', variant: 'destructive' });
        }
      } else {
        try {
          await save.mutateAsync(video);
          toast({ title: 'Video saved to your collection!' });
        } catch {
          toast({ title: 'Error', description: 'Failed to save video. Please try again.', variant: 'destructive' });
        }
      }
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const stateOf = (video: SaveVideoInput): SaveState => ({
    saved: isSaved(video.videoId),
    pending: isPending(video.videoId),
    onToggle: () => void toggle(video),
  });

  return { isSaved, isPending, toggle, stateOf };
}
