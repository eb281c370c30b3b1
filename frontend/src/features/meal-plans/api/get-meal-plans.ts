import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealPlanSummary } from '@common/contracts/meal-plans.schema';
import { apiGet } from '../../../lib/api';

export type { MealPlanSummary };

/** GET /api/meal-plans: the catalog's plans. */
export const mealPlansQueryOptions = queryOptions({
  queryKey: ['/api/meal-plans'],
  queryFn: () => apiGet<{ plans: MealPlanSummary[] }>('/api/meal-plans'),
});

export const useMealPlans = () => useQuery(mealPlansQueryOptions);
