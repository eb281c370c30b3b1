import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeListResponse } from '@common/contracts/recipes.schema';
import { apiGet } from '../../../lib/api';

export const FEATURED_RECIPE_COUNT = 5;

/** This month's featured premium recipes (the Premium Content strip). */
export const getFeaturedRecipes = () =>
  apiGet<RecipeListResponse>(`/api/recipes?featured=true&limit=${FEATURED_RECIPE_COUNT}`);

export const featuredRecipesQueryOptions = queryOptions({
  queryKey: ['/api/recipes', 'featured'],
  queryFn: getFeaturedRecipes,
});

export function useFeaturedRecipes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...featuredRecipesQueryOptions, enabled });
}
