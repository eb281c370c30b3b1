import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { apiGet } from '../api';

/**
 * GET /api/recipes/:id: the whole recipe, read by the recipe screens and cook mode from one cache
 * entry. A premium-exclusive recipe answers the Premium refusal to free cooks (lib/premium.ts).
 */
export const getRecipe = (id: number) => apiGet<RecipeDetail>(`/api/recipes/${id}`);

export const recipeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/recipes', String(id)],
    queryFn: () => getRecipe(id),
  });

/** Asks only for a valid id. */
export function useRecipe(id: number | null) {
  const valid = id !== null && Number.isInteger(id) && id > 0;
  return useQuery({ ...recipeQueryOptions(valid ? id : 0), enabled: valid });
}
