import type { QueryClient } from '@tanstack/react-query';
import { saveOfflineFavorites } from '../features/favorites/api/favorites';
import { saveOfflineList } from '../features/shopping-list/api/shopping-list';

/**
 * The favorites and the list keep a copy on the device for offline use, written whenever they are
 * fetched. A server-rendered page brings both as fresh as a fetch would, so their copies are written
 * from the page's own answers rather than by fetching them again.
 */
export function saveOfflineCopies(queryClient: QueryClient): void {
  saveOfflineFavorites(queryClient);
  saveOfflineList(queryClient);
}
