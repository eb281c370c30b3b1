import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogStats } from '@common/contracts/recipes';
import { apiGet } from '../../../lib/api';

export type { CatalogStats };

/** Public: how many recipes and cuisines the catalog holds. */
export const getCatalogStats = () => apiGet<CatalogStats>('/api/catalog/stats');

export const catalogStatsQueryOptions = queryOptions({
  queryKey: ['/api/catalog/stats'],
  queryFn: getCatalogStats,
});

export function useCatalogStats() {
  return useQuery(catalogStatsQueryOptions);
}
