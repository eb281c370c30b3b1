import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const reviewsKey = ['/api/reviews'];

/** GET /api/reviews: approved reviews, newest first. No retry (spec section 7). */
export function useReviews() {
  return useQuery({
    queryKey: reviewsKey,
    queryFn: async () => {
      const response = await apiGet<{ reviews: Review[] } | Review[]>('/api/reviews');
      return Array.isArray(response) ? response : response.reviews;
    },
    retry: false,
  });
}

/** POST /api/reviews; on success the list is refetched (it shows only approved reviews). */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: NewReview) => apiRequest<{ message?: string }>('POST', '/api/reviews', review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
