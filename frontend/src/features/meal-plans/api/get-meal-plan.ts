import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealPlanDetail } from '@common/contracts/meal-plans.schema';
import { ApiError, apiGet } from '../../../lib/api';

export type { MealPlanDetail };

/** GET /api/meal-plans/:id: one plan with its week and recipes. */
export const mealPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/meal-plans', id],
    queryFn: () => apiGet<MealPlanDetail>(`/api/meal-plans/${encodeURIComponent(id)}`),
  });

/** Enabled only when an id exists (spec section 5). */
export function useMealPlan(id: string | undefined) {
  return useQuery({ ...mealPlanQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** A 404 (or an id the server refuses as malformed) means "no such plan". */
export const isMissingPlan = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
