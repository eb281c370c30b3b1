import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export interface CatalogStats {
  recipes: number;
  cuisines: number;
}

/** Public: how many recipes and cuisines the catalog holds. */
export const getCatalogStats = () => apiGet<CatalogStats>('/api/catalog/stats');

export const catalogStatsQueryOptions = queryOptions({
  queryKey: ['/api/catalog/stats'],
  queryFn: getCatalogStats,
});

export function useCatalogStats() {
  return useQuery(catalogStatsQueryOptions);
}
