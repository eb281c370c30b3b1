import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api';
import type {
  Masterclass,
  SaveVideoBody,
  SavedVideo,
  SavedVideoStatus,
  SkillVideo,
  VideoListResponse,
} from '@common/contracts/videos.schema';

export type { Masterclass, SavedVideo, SavedVideoStatus, SkillVideo, VideoListResponse };
export type VideoId = string;

export interface VideoFilters {
  category: string;
  difficulty: string;
}

/**
 * Media URLs are signed for 5 to 10 minutes, so lists holding them go stale after 4 (the app's
 * default is never stale): screens refetch before playing from an older list (see media-refresh.ts).
 */
export const MEDIA_URL_FRESH_MS = 4 * 60_000;

export function videoListUrl({ category, difficulty }: Partial<VideoFilters> = {}): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (difficulty) query.set('difficulty', difficulty);
  const text = query.toString();
  return text ? `/api/videos?${text}` : '/api/videos';
}

export const videosQueryKey = ['/api/videos'] as const;

/** GET /api/videos with the filters that are set (free users get locked stubs past the first 3). */
export function useSkillVideos(filters: VideoFilters) {
  return useQuery({
    queryKey: [...videosQueryKey, filters],
    queryFn: () => apiGet<VideoListResponse>(videoListUrl(filters)),
    staleTime: MEDIA_URL_FRESH_MS,
    // Keep the current cards on screen while another filter loads.
    placeholderData: keepPreviousData,
  });
}

export const masterclassesQueryOptions = queryOptions({
  queryKey: ['/api/premium/masterclasses'],
  queryFn: () => apiGet<Masterclass[]>('/api/premium/masterclasses'),
  staleTime: MEDIA_URL_FRESH_MS,
});

/** Subscribers only: the server answers 403 to everyone else, so don't ask. */
export function useMasterclasses({ enabled }: { enabled: boolean }) {
  return useQuery({ ...masterclassesQueryOptions, enabled });
}

export const savedVideosQueryKey = ['/api/saved-videos'] as const;
export const savedStatusQueryKey = ['/api/saved-videos/status'] as const;

export function useSavedVideos({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: savedVideosQueryKey,
    queryFn: () => apiGet<SavedVideo[]>('/api/saved-videos'),
    staleTime: MEDIA_URL_FRESH_MS,
    enabled,
  });
}

export function useSavedVideoStatus({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: savedStatusQueryKey,
    queryFn: () => apiGet<SavedVideoStatus>('/api/saved-videos/status'),
    enabled,
  });
}

export type SaveVideoInput = SaveVideoBody;

/** Saving sends POST, removing DELETE; either way the saved list and the status map are refreshed. */
export function useChangeSavedVideo() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: savedVideosQueryKey }),
      queryClient.invalidateQueries({ queryKey: savedStatusQueryKey }),
    ]);
  const setStatus = (videoId: VideoId, saved: boolean) =>
    queryClient.setQueryData<SavedVideoStatus>(savedStatusQueryKey, (current) => {
      const next = { ...current };
      if (saved) next[String(videoId)] = true;
      else delete next[String(videoId)];
      return next;
    });

  const save = useMutation({
    mutationFn: (input: SaveVideoInput) => apiRequest<unknown>('POST', '/api/saved-videos', input),
    onSuccess: (_data, input) => {
      setStatus(input.videoId, true);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (videoId: VideoId) =>
      apiRequest<unknown>('DELETE', `/api/saved-videos/${encodeURIComponent(String(videoId))}`),
    onSuccess: (_data, videoId) => {
      setStatus(videoId, false);
      queryClient.setQueryData<SavedVideo[]>(savedVideosQueryKey, (current) =>
        current?.filter((video) => String(video.videoId) !== String(videoId)),
      );
      return refresh();
    },
  });
  return { save, remove };
}
