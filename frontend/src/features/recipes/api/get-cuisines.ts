import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export interface CuisineCount {
  cuisine: string;
  count: number;
}

/** Public: every cuisine in the catalog with its recipe count. */
export const getCuisines = () => apiGet<{ cuisines: CuisineCount[] }>('/api/cuisines');

export const cuisinesQueryOptions = queryOptions({
  queryKey: ['/api/cuisines'],
  queryFn: getCuisines,
  select: (data) => data.cuisines,
});

export function useCuisines() {
  return useQuery(cuisinesQueryOptions);
}
