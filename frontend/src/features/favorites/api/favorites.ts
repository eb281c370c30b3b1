import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FavoritesList as FavoritesResponse } from '@common/contracts/favorites.schema';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { queryWithOfflineCopy, saveOfflineCopy, type OfflineCopy } from '../../../lib/offline-copy';
import { readStored, sendOrQueue, writeStored } from '../../../lib/offline-sync';

export type { FavoritesResponse };

/** What the hooks hand out: the server's list, or the offline copy when the server is unreachable. */
export interface FavoritesData extends FavoritesResponse {
  fromOfflineCopy: boolean;
}

/** The offline copy: a list of whole recipes (spec section 3's `{product}_favorites`). */
export const FAVORITES_STORAGE_KEY = 'Sous_favorites';
const FAVORITES_URL = '/api/favorites';
export const favoritesQueryKey = [FAVORITES_URL] as const;

const isRecipe = (value: unknown): value is RecipeSummary =>
  !!value &&
  typeof value === 'object' &&
  Number.isInteger((value as RecipeSummary).id) &&
  typeof (value as RecipeSummary).name === 'string';

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/** The offline copy, or null when there is none; entries that are not recipes are ignored. */
export function readOfflineFavorites(): RecipeSummary[] | null {
  const stored = readStored(FAVORITES_STORAGE_KEY, isArray);
  if (!stored) return null;
  // Missing optional fields would break cards: fill the few that are arrays.
  return stored.filter(isRecipe).map((recipe) => ({
    ...recipe,
    mealType: Array.isArray(recipe.mealType) ? recipe.mealType : [],
    dietary: Array.isArray(recipe.dietary) ? recipe.dietary : [],
    tags: Array.isArray(recipe.tags) ? recipe.tags : [],
  }));
}

const writeOfflineFavorites = (recipes: RecipeSummary[]) => writeStored(FAVORITES_STORAGE_KEY, recipes);

const offlineCopy: OfflineCopy<FavoritesResponse> = {
  read: () => {
    const recipes = readOfflineFavorites();
    return recipes && { recipes, total: recipes.length };
  },
  write: (data) => writeOfflineFavorites(data.recipes),
};

/** Writes the offline copy from the favorites already in the cache (a server-rendered page's). */
export const saveOfflineFavorites = (queryClient: QueryClient) =>
  saveOfflineCopy(queryClient, favoritesQueryKey, offlineCopy);

export const favoritesQueryOptions = queryWithOfflineCopy(favoritesQueryKey, offlineCopy);

/** GET /api/favorites (newest first). Pass `enabled: false` for visitors. */
export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions, enabled });
}

export function useIsFavorite(recipeId: number): boolean {
  const { data } = useFavorites();
  return data?.recipes.some((recipe) => recipe.id === recipeId) ?? false;
}

export type FavoriteChange = { recipe: RecipeSummary; save: boolean };
export type FavoriteOutcome = 'sent' | 'queued' | 'unchanged';

/**
 * PUT/DELETE /api/favorites/:id. Saving an already-saved recipe does nothing (no call, no toast).
 * Unreachable server: the change is applied locally and queued (both calls are idempotent).
 */
export function useChangeFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'favorites' },
    networkMode: 'always',
    mutationFn: async ({ recipe, save }: FavoriteChange): Promise<FavoriteOutcome> => {
      const current = queryClient.getQueryData<FavoritesData>(favoritesQueryKey);
      const saved = current?.recipes.some((entry) => entry.id === recipe.id) ?? false;
      if (save === saved && current) return 'unchanged';
      const method = save ? 'PUT' : 'DELETE';
      const url = `${FAVORITES_URL}/${recipe.id}`;
      const sent = await sendOrQueue({ method, url, key: `favorite:${recipe.id}`, invalidates: [FAVORITES_URL] });
      return sent.queued ? 'queued' : 'sent';
    },
    onSuccess: (outcome, { recipe, save }) => {
      if (outcome === 'unchanged') return;
      const current = queryClient.getQueryData<FavoritesData>(favoritesQueryKey);
      const others = (current?.recipes ?? []).filter((entry) => entry.id !== recipe.id);
      const recipes = save ? [recipe, ...others] : others;
      queryClient.setQueryData<FavoritesData>(favoritesQueryKey, {
        recipes,
        total: recipes.length,
        fromOfflineCopy: current?.fromOfflineCopy ?? outcome === 'queued',
      });
      writeOfflineFavorites(recipes);
      // Fetch the server's view (full summaries, order) the next time a screen needs it.
      if (outcome === 'sent') void queryClient.invalidateQueries({ queryKey: favoritesQueryKey, refetchType: 'none' });
    },
  });
}
