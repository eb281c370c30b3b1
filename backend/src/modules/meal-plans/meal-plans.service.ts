import { MEAL_SLOTS, WEEKDAYS } from '@common/contracts/meal-plans';
import type { MealPlanDay, MealPlanDetail, MealPlanSummary } from '@common/contracts/meal-plans.schema';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { RecipesService, RecipeViewer } from '../recipes';
import * as repo from './meal-plans.repository';

const presentPlan = (row: repo.MealPlanRow): MealPlanSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  difficulty: row.difficulty,
  tags: row.tags,
  image: row.image,
  duration: row.duration,
  recipeCount: row.recipe_count,
});

export function createMealPlansService({ db, recipes }: { db: Db; recipes: RecipesService }) {
  return {
    async list(): Promise<MealPlanSummary[]> {
      return (await repo.listPlans(db)).map(presentPlan);
    },

    /** The plan with its week (Monday first) and the recipes it names. */
    async get(viewer: RecipeViewer, id: string): Promise<MealPlanDetail> {
      const plan = await repo.findPlan(db, id);
      if (!plan) throw notFound('Meal Plan Not Found');
      const meals = await repo.planMeals(db, id);
      const recipeIds = [...new Set(meals.map((meal) => meal.recipe_id))];
      const dailyMeals = WEEKDAYS.map((day, dayIndex) => {
        const entry: MealPlanDay = { day };
        for (const meal of MEAL_SLOTS) {
          const found = meals.find((row) => row.day_index === dayIndex && row.meal === meal);
          if (found) entry[meal] = found.recipe_id;
        }
        return entry;
      });
      return { ...presentPlan(plan), recipeIds, dailyMeals, recipes: await recipes.summaries(viewer, recipeIds) };
    },

    async recipeIds(id: string): Promise<number[]> {
      const plan = await repo.findPlan(db, id);
      if (!plan) throw notFound('Meal Plan Not Found');
      return [...new Set((await repo.planMeals(db, id)).map((meal) => meal.recipe_id))];
    },
  };
}

export type MealPlansService = ReturnType<typeof createMealPlansService>;
