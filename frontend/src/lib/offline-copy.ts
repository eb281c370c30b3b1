import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet } from './api';
import { isNetworkError } from './offline-sync';

/** The device's copy of what a GET answered, kept for when the server is unreachable. */
export interface OfflineCopy<T> {
  /** The copy, or null when there is none (or it is unreadable). */
  read(): T | null;
  write(data: T): void;
}

/** A query key: the URL the data comes from, then whatever tells its variants apart. */
export type UrlQueryKey = readonly [string, ...string[]];

/**
 * A query for `url` (by default the key's first part) whose answer the device keeps a copy of: the
 * server's answer refreshes the copy; when the server is unreachable the copy is answered instead
 * (`fromOfflineCopy: true`).
 */
export function queryWithOfflineCopy<T extends object>(queryKey: UrlQueryKey, copy: OfflineCopy<T>, url = queryKey[0]) {
  return queryOptions({
    queryKey,
    queryFn: async (): Promise<T & { fromOfflineCopy: boolean }> => {
      try {
        const data = await apiGet<T>(url);
        copy.write(data);
        return { ...data, fromOfflineCopy: false };
      } catch (error) {
        const local = isNetworkError(error) ? copy.read() : null;
        if (local) return { ...local, fromOfflineCopy: true };
        throw error;
      }
    },
    // 'always': offline, the fetch must still run so it can fall back to the device's copy.
    networkMode: 'always',
  });
}

/** Writes the copy from the answer already in the cache (a server-rendered page's). */
export function saveOfflineCopy<T>(queryClient: QueryClient, queryKey: UrlQueryKey, copy: OfflineCopy<T>): void {
  const data = queryClient.getQueryData<T>(queryKey);
  if (data) copy.write(data);
}
