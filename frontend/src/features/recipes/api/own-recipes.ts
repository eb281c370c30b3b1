import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeInput, ShareLink } from '@common/contracts/own-recipes.schema';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { apiRequest, apiUpload } from '../../../lib/api';
import { recipeQueryOptions } from '../../../lib/queries/get-recipe';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** After a change, lists, searches and favorites may show the recipe differently: ask again. */
function useRefreshRecipes() {
  const queryClient = useQueryClient();
  return (recipe?: RecipeDetail) => {
    if (recipe) queryClient.setQueryData(recipeQueryOptions(recipe.id).queryKey, recipe);
    void queryClient.invalidateQueries({ queryKey: ['/api/recipes', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/favorites'] });
  };
}

export interface SaveRecipe {
  recipe: RecipeInput;
  /** A new photo to set, if the cook chose one. */
  photo: File | null;
}

/**
 * Saves the editor: POST /api/recipes for a new recipe (with the editor's `clientKey` for this draft,
 * so a second submit, a double tap or a retry after a failed photo, gets the recipe the first one
 * saved) or PATCH /api/recipes/:id, then the photo, if one was chosen.
 */
export function useSaveRecipe(id: number | null, clientKey: string) {
  const refresh = useRefreshRecipes();
  return useMutation({
    mutationFn: async ({ recipe, photo }: SaveRecipe) => {
      const saved =
        id === null
          ? await apiRequest<RecipeDetail>('POST', '/api/recipes', { ...recipe, clientKey })
          : await apiRequest<RecipeDetail>('PATCH', `/api/recipes/${id}`, recipe);
      if (!photo) return saved;
      const form = new FormData();
      form.append('photo', photo);
      try {
        return await apiUpload<RecipeDetail>(`/api/recipes/${saved.id}/photo`, form);
      } finally {
        refresh(saved);
      }
    },
    onSuccess: refresh,
  });
}

/** DELETE /api/recipes/:id: the recipe goes, and with it its favorites and list entries. */
export function useDeleteRecipe(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshRecipes();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', `/api/recipes/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: recipeQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['/api/shopping-list'] });
      refresh();
    },
  });
}

/** POST /api/recipes/:id/share: the link anyone may open (the same link each time until revoked). */
export const useShareRecipe = (id: number) =>
  useRefreshingMutation(
    () => apiRequest<ShareLink>('POST', `/api/recipes/${id}/share`),
    recipeQueryOptions(id).queryKey,
  );

/** DELETE /api/recipes/:id/share: the link stops working. */
export const useUnshareRecipe = (id: number) =>
  useRefreshingMutation(() => apiRequest<void>('DELETE', `/api/recipes/${id}/share`), recipeQueryOptions(id).queryKey);
