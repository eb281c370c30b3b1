import type { Executor } from '../../platform/db';

export interface MealPlanRow {
  id: string;
  name: string;
  description: string;
  difficulty: string;
  tags: string[];
  image: string | null;
  duration: string;
  sort_order: number;
  recipe_count: number;
}

export interface MealRow {
  day_index: number;
  meal: 'breakfast' | 'lunch' | 'dinner';
  recipe_id: number;
}

const withRecipeCount = (db: Executor) =>
  db('meal_plans as p').select(
    'p.*',
    db.raw('(select count(distinct m.recipe_id)::int from meal_plan_meals m where m.plan_id = p.id) as recipe_count'),
  );

export const listPlans = (db: Executor): Promise<MealPlanRow[]> => withRecipeCount(db).orderBy('p.sort_order');

export const findPlan = (db: Executor, id: string): Promise<MealPlanRow | undefined> =>
  withRecipeCount(db).where('p.id', id).first();

export const planMeals = (db: Executor, planId: string): Promise<MealRow[]> =>
  db('meal_plan_meals')
    .where({ plan_id: planId })
    .orderBy(['day_index', 'meal'])
    .select('day_index', 'meal', 'recipe_id');

export async function replacePlan(
  db: Executor,
  plan: Omit<MealPlanRow, 'recipe_count'>,
  meals: Array<{ day_index: number; meal: string; recipe_id: number }>,
): Promise<void> {
  await db('meal_plans').insert(plan).onConflict('id').merge();
  await db('meal_plan_meals').where({ plan_id: plan.id }).del();
  if (meals.length) await db('meal_plan_meals').insert(meals.map((meal) => ({ plan_id: plan.id, ...meal })));
}
