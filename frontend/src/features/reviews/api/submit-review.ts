import type { SubmitReviewRequest, SubmitReviewResponse } from '@common/contracts/reviews.schema';
import { apiRequest } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { reviewsQueryOptions } from './reviews';

/** POST /api/reviews; on success the list is refetched (it shows only approved reviews). */
export const useSubmitReview = () =>
  useRefreshingMutation(
    (review: SubmitReviewRequest) => apiRequest<SubmitReviewResponse>('POST', '/api/reviews', review),
    reviewsQueryOptions.queryKey,
  );
