import type { Db } from '../../backend/src/platform/db';
import { replacePlan } from '../../backend/src/modules/meal-plans';
import { findRecipeIdsBySourceIds } from '../../backend/src/modules/recipes';
import { seedMealPlans } from './content';
import { seedSourceId } from './recipes.seed';

const MEALS = ['breakfast', 'lunch', 'dinner'] as const;

/** Writes the 8 built-in plans with real recipe ids. A slug that names no recipe is a content bug: fail loudly. */
export async function seedMealPlansContent(db: Db): Promise<void> {
  const slugs = [
    ...new Set(seedMealPlans.flatMap((plan) => plan.days.flat()).filter((slug): slug is string => !!slug)),
  ];
  const ids = await findRecipeIdsBySourceIds(db, slugs.map(seedSourceId));
  const missing = slugs.filter((slug) => !ids.has(seedSourceId(slug)));
  if (missing.length) throw new Error(`Meal plans name unknown recipes: ${missing.join(', ')}`);
  await db.transaction(async (trx) => {
    for (const [index, plan] of seedMealPlans.entries()) {
      const meals = plan.days.flatMap((day, dayIndex) =>
        MEALS.flatMap((meal, mealIndex) => {
          const slug = day[mealIndex];
          return slug ? [{ day_index: dayIndex, meal, recipe_id: ids.get(seedSourceId(slug))! }] : [];
        }),
      );
      await replacePlan(
        trx,
        {
          id: plan.id,
          name: plan.name,
          description: plan.description,
          difficulty: plan.difficulty,
          tags: plan.tags,
          image: null,
          duration: '7 days',
          sort_order: index,
        },
        meals,
      );
    }
  });
}
