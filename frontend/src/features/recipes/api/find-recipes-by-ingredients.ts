import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IngredientMatch } from '@common/contracts/recipes.schema';
import { ApiError } from '../../../lib/api';

export const INGREDIENT_SEARCH_LIMIT = 30;

/** Recipes ranked by how few ingredients are missing. Non-OK: "Failed to fetch recipes: {status}" (spec 8). */
export async function findRecipesByIngredients(have: string[]): Promise<IngredientMatch[]> {
  const query = new URLSearchParams({ have: have.join(','), limit: String(INGREDIENT_SEARCH_LIMIT) });
  const response = await fetch(`/api/recipes/by-ingredients?${query}`, { credentials: 'include' });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `Failed to fetch recipes: ${response.status}`, text);
  }
  const body = (await response.json()) as { recipes: IngredientMatch[] };
  return body.recipes;
}

export const recipesByIngredientsQueryOptions = (have: string[]) =>
  queryOptions({
    queryKey: ['/api/recipes/by-ingredients', have],
    queryFn: () => findRecipesByIngredients(have),
    // The one call in the spec with its own retry (section 7).
    retry: 1,
  });

/** Runs only once there is something to search for. */
export function useRecipesByIngredients(have: string[]) {
  return useQuery({ ...recipesByIngredientsQueryOptions(have), enabled: have.length > 0 });
}
