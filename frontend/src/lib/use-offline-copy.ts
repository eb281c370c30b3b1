import { useEffect } from 'react';
import { useOnlineStatus } from './offline-sync';

/**
 * A list shown from the device's copy while offline (`data.fromOfflineCopy`) is fetched again as soon
 * as the browser is back online. Returns whether the copy is what is shown.
 */
export function useRefetchOfflineCopy(query: {
  data?: { fromOfflineCopy?: boolean };
  refetch: () => Promise<unknown>;
}): boolean {
  const online = useOnlineStatus();
  const fromOfflineCopy = Boolean(query.data?.fromOfflineCopy);
  const { refetch } = query;
  useEffect(() => {
    if (online && fromOfflineCopy) void refetch();
  }, [online, fromOfflineCopy, refetch]);
  return fromOfflineCopy;
}
