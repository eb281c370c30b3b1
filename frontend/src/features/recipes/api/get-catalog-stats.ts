import { useQuery } from '@tanstack/react-query';
import type { CatalogStats } from '@common/contracts/recipes';
import { apiGetQuery } from '../../../lib/query-client';

export type { CatalogStats };

/** Public: how many recipes and cuisines the catalog holds. */
export const catalogStatsQueryOptions = apiGetQuery<CatalogStats>('/api/catalog/stats');

export function useCatalogStats() {
  return useQuery(catalogStatsQueryOptions);
}
