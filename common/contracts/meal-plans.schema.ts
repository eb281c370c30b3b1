import { z } from 'zod';
import { defineRoutes, get } from './api.schema';
import { WEEKDAYS } from './meal-plans';
import { recipeSummary } from './recipes.schema';

export const mealPlanParam = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'is not a meal plan id' }),
});

export const mealPlanSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    difficulty: z.string(),
    tags: z.array(z.string()),
    image: z.string().nullable(),
    duration: z.string(),
    recipeCount: z.number().int(),
  })
  .meta({ id: 'MealPlanSummary' });
export type MealPlanSummary = z.infer<typeof mealPlanSummary>;

/** One day of the week: the recipe id of each meal the plan fills. */
export const mealPlanDay = z.object({
  day: z.enum(WEEKDAYS),
  breakfast: z.number().int().optional(),
  lunch: z.number().int().optional(),
  dinner: z.number().int().optional(),
});
export type MealPlanDay = z.infer<typeof mealPlanDay>;

export const mealPlanDetail = mealPlanSummary.extend({
  recipeIds: z.array(z.number().int()),
  dailyMeals: z.array(mealPlanDay),
  recipes: z.array(recipeSummary),
});
export type MealPlanDetail = z.infer<typeof mealPlanDetail>;

export const mealPlansApi = defineRoutes({
  list: get('/api/meal-plans', 'The meal plans', z.object({ plans: z.array(mealPlanSummary) })),
  get: {
    method: 'get',
    path: '/api/meal-plans/:id',
    summary: 'One meal plan with its week and recipes',
    params: mealPlanParam,
    responses: { 200: mealPlanDetail },
  },
});
