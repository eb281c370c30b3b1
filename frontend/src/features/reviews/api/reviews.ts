import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReview, ReviewList } from '@common/contracts/reviews.schema';
import { apiGet } from '../../../lib/api';

const REVIEWS_URL = '/api/reviews';

/** The list in GET /api/reviews's answer. */
export const reviewsFromAnswer = (response: unknown): PublicReview[] => (response as ReviewList).reviews;

/** GET /api/reviews: approved reviews, newest first. No retry (spec section 7). */
export const reviewsQueryOptions = queryOptions({
  queryKey: [REVIEWS_URL],
  queryFn: async () => reviewsFromAnswer(await apiGet<ReviewList>(REVIEWS_URL)),
  retry: false,
});

export const reviewsQueryKey = reviewsQueryOptions.queryKey;

export const useReviews = () => useQuery(reviewsQueryOptions);
