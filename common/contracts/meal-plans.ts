import type { RecipeSummary } from './recipes.schema';

/** A plan's week, Monday first, and the meals of each day. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

/** GET /api/meal-plans → { plans: MealPlanSummary[] } */
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

/** One day of a plan: the recipe id of each meal it has. */
export type DailyMeals = { day: Weekday } & Partial<Record<Meal, number>>;

/** GET /api/meal-plans/:id */
export interface MealPlanDetail extends MealPlanSummary {
  recipeIds: number[];
  dailyMeals: DailyMeals[];
  recipes: RecipeSummary[];
}
