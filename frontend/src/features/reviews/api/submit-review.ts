import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitReviewRequest, SubmitReviewResponse } from '@common/contracts/reviews.schema';
import { apiRequest } from '../../../lib/api';
import { reviewsQueryOptions } from './reviews';

/** POST /api/reviews; on success the list is refetched (it shows only approved reviews). */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: SubmitReviewRequest) => apiRequest<SubmitReviewResponse>('POST', '/api/reviews', review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryOptions.queryKey }),
  });
}
