import { useFavorites } from '../features/favorites/api/favorites';
import { useSession } from '../lib/session';
import { useShoppingList } from '../features/shopping-list/api/shopping-list';
import { useOfflineSync } from '../lib/offline-sync';
import './header-counts.css';

/**
 * Badge counts for the header: saved recipes, and shopping-list items still to buy (not ticked).
 * Queried only when signed in. The header is on every signed-in screen, so this is also where
 * writes queued while offline are replayed (on load and when the browser comes back online).
 */
export function useHeaderCounts(): { favorites: number; shoppingList: number } {
  const { isSignedIn } = useSession();
  const favorites = useFavorites({ enabled: isSignedIn });
  const list = useShoppingList({ enabled: isSignedIn });
  useOfflineSync(isSignedIn);
  return {
    favorites: isSignedIn ? (favorites.data?.total ?? 0) : 0,
    shoppingList: isSignedIn ? (list.data?.items.filter((item) => !item.completed).length ?? 0) : 0,
  };
}
