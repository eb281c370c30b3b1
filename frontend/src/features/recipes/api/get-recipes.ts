import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeListResponse } from '@common/contracts/recipes.schema';
import { apiGet } from '../../../lib/api';

/** Filters for GET /api/recipes. Only the ones that are set are sent (spec section 7). */
export interface RecipeListParams {
  page?: number;
  limit?: number;
  search?: string;
  /** Search the words as typed, without correcting their spelling. */
  asTyped?: boolean;
  mealType?: string;
  cuisine?: string;
  difficulty?: string;
  maxCookingTime?: number;
  minRating?: number;
  dietary?: string[];
  /** Only the cook's own recipes. */
  mine?: boolean;
}

export const RECIPES_PER_PAGE = 24;

export function recipeListUrl(params: RecipeListParams): string {
  const query = new URLSearchParams();
  query.set('page', String(params.page ?? 1));
  query.set('limit', String(params.limit ?? RECIPES_PER_PAGE));
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.search?.trim() && params.asTyped) query.set('asTyped', 'true');
  if (params.mealType) query.set('mealType', params.mealType);
  if (params.cuisine) query.set('cuisine', params.cuisine);
  if (params.difficulty) query.set('difficulty', params.difficulty);
  if (params.maxCookingTime) query.set('maxCookingTime', String(params.maxCookingTime));
  if (params.minRating) query.set('minRating', String(params.minRating));
  if (params.dietary?.length) query.set('dietary', params.dietary.join(','));
  if (params.mine) query.set('mine', 'true');
  return `/api/recipes?${query}`;
}

export const getRecipes = (params: RecipeListParams) => apiGet<RecipeListResponse>(recipeListUrl(params));

export const recipesQueryOptions = (params: RecipeListParams) =>
  queryOptions({
    queryKey: ['/api/recipes', 'list', params],
    queryFn: () => getRecipes(params),
    // Keep showing the current page while the next one loads (no flash of skeletons).
    placeholderData: keepPreviousData,
  });

/** One page of the catalog for the recipe browser. */
export function useRecipes(params: RecipeListParams) {
  return useQuery(recipesQueryOptions(params));
}
