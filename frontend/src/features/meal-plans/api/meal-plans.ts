import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { ApiError, apiGet } from '../../../lib/api';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

export interface MealPlanSummary {
  id: string;
  name: string;
  description: string;
  difficulty: string;
  tags: string[];
  image: string | null;
  /** '7 days'. */
  duration: string;
  recipeCount: number;
}

export type DailyMeals = { day: Weekday } & Partial<Record<Meal, number>>;

export interface MealPlanDetail extends MealPlanSummary {
  recipeIds: number[];
  dailyMeals: DailyMeals[];
  recipes: RecipeSummary[];
}

export const mealPlansQueryOptions = queryOptions({
  queryKey: ['/api/meal-plans'],
  queryFn: () => apiGet<{ plans: MealPlanSummary[] }>('/api/meal-plans'),
});

export const mealPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/meal-plans', id],
    queryFn: () => apiGet<MealPlanDetail>(`/api/meal-plans/${encodeURIComponent(id)}`),
  });

export function useMealPlans() {
  return useQuery(mealPlansQueryOptions);
}

/** Enabled only when an id exists (spec section 5). */
export function useMealPlan(id: string | undefined) {
  return useQuery({ ...mealPlanQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** A 404 (or an id the server refuses as malformed) means "no such plan". */
export const isMissingPlan = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
