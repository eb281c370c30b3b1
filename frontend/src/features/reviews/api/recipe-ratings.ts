import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RateRecipeRequest, RecipeRatingsResponse } from '@common/contracts/reviews.schema';
import { apiGet, apiRequest } from '../../../lib/api';

const ratingsUrl = (recipeId: number) => `/api/recipes/${recipeId}/ratings`;
const ratingsKey = (recipeId: number) => [ratingsUrl(recipeId)] as const;

/** GET /api/recipes/:id/ratings: the average, the count, approved notes newest first, and the cook's own. */
export const useRecipeRatings = (recipeId: number) =>
  useQuery({ queryKey: ratingsKey(recipeId), queryFn: () => apiGet<RecipeRatingsResponse>(ratingsUrl(recipeId)) });

/** PUT /api/recipes/:id/rating: one rating per cook; sending again changes it. */
export function useRateRecipe(recipeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: RateRecipeRequest) => apiRequest<unknown>('PUT', `/api/recipes/${recipeId}/rating`, rating),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingsKey(recipeId) }),
  });
}
