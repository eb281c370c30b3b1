import { MEDIA_URL_FRESH_MS } from '../api/videos';

interface MediaQuery {
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

/**
 * Signed media URLs expire: refetch the list that holds them before playing from an old copy,
 * and once more if the player fails on a URL that is not brand new.
 */
export function mediaRefresh(query: MediaQuery) {
  const age = () => Date.now() - query.dataUpdatedAt;
  return {
    beforePlay: () => {
      if (query.dataUpdatedAt && age() > MEDIA_URL_FRESH_MS) void query.refetch();
    },
    onFailed: () => {
      if (age() > 30_000) void query.refetch();
    },
  };
}
