import { useQuery } from '@tanstack/react-query';
import type { MealPlanSummary } from '@common/contracts/meal-plans.schema';
import { apiGetQuery } from '../../../lib/query-client';

export type { MealPlanSummary };

/** GET /api/meal-plans: the catalog's plans. */
export const mealPlansQueryOptions = apiGetQuery<{ plans: MealPlanSummary[] }>('/api/meal-plans');

export const useMealPlans = () => useQuery(mealPlansQueryOptions);
