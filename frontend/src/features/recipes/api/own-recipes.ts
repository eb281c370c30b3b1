import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeInput } from '@common/contracts/own-recipes.schema';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { apiRequest } from '../../../lib/api';
import { recipeQueryOptions } from '../../../lib/queries/get-recipe';

/** After a change, lists, searches and favorites may show the recipe differently: ask again. */
function useRefreshRecipes() {
  const queryClient = useQueryClient();
  return (recipe?: RecipeDetail) => {
    if (recipe) queryClient.setQueryData(recipeQueryOptions(recipe.id).queryKey, recipe);
    void queryClient.invalidateQueries({ queryKey: ['/api/recipes', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['/api/favorites'] });
  };
}

/**
 * POST /api/recipes, with the editor's `clientKey` for this draft: a second submit (a double tap, a
 * retry after a lost answer) gets the recipe the first one saved.
 */
export function useCreateRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({
    mutationFn: ({ recipe, clientKey }: { recipe: RecipeInput; clientKey: string }) =>
      apiRequest<RecipeDetail>('POST', '/api/recipes', { ...recipe, clientKey }),
    onSuccess: refresh,
  });
}

/** PATCH /api/recipes/:id with the whole form (fields left empty are cleared). */
export function useUpdateRecipe(id: number) {
  const refresh = useRefreshRecipes();
  return useMutation({
    mutationFn: (recipe: RecipeInput) => apiRequest<RecipeDetail>('PATCH', `/api/recipes/${id}`, recipe),
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
