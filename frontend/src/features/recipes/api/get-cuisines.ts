import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CuisineCount } from '@common/contracts/recipes';
import { apiGet } from '../../../lib/api';

export type { CuisineCount };

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
