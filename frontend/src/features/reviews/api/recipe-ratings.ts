import { useQuery } from '@tanstack/react-query';
import type { RateRecipeRequest, RecipeRatingsResponse } from '@common/contracts/reviews.schema';
import { apiGet, apiRequest } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

const ratingsUrl = (recipeId: number) => `/api/recipes/${recipeId}/ratings`;
const ratingsKey = (recipeId: number) => [ratingsUrl(recipeId)] as const;

/** GET /api/recipes/:id/ratings: the average, the count, approved notes newest first, and the cook's own. */
export const useRecipeRatings = (recipeId: number) =>
  useQuery({ queryKey: ratingsKey(recipeId), queryFn: () => apiGet<RecipeRatingsResponse>(ratingsUrl(recipeId)) });

/** PUT /api/recipes/:id/rating: one rating per cook; sending again changes it. */
export const useRateRecipe = (recipeId: number) =>
  useRefreshingMutation(
    (rating: RateRecipeRequest) => apiRequest<unknown>('PUT', `/api/recipes/${recipeId}/rating`, rating),
    ratingsKey(recipeId),
  );
