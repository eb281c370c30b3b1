import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api';

export interface Review {
  id: number | string;
  customerName: string;
  reviewContent: string;
  starRating: number;
  createdAt?: string;
}

export interface NewReview {
  customerName: string;
  reviewContent: string;
  starRating: number;
}

export const reviewsQueryKey = ['/api/reviews'];
const reviewsKey = reviewsQueryKey;

/** The list in GET /api/reviews's answer (a bare array is accepted too). */
export const reviewsFromAnswer = (response: unknown): Review[] =>
  Array.isArray(response) ? (response as Review[]) : (response as { reviews: Review[] }).reviews;

/** GET /api/reviews: approved reviews, newest first. No retry (spec section 7). */
export const reviewsQueryOptions = queryOptions({
  queryKey: reviewsKey,
  queryFn: async () => reviewsFromAnswer(await apiGet<unknown>('/api/reviews')),
  retry: false,
});

export function useReviews() {
  return useQuery(reviewsQueryOptions);
}

/** POST /api/reviews; on success the list is refetched (it shows only approved reviews). */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) => apiRequest<{ message?: string }>('POST', '/api/reviews', review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
