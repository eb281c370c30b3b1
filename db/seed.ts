import type { Db } from '../backend/src/platform/db';
import { seedMealPlansContent } from './seeds/meal-plans.seed';
import { seedRecipes } from './seeds/recipes.seed';
import { seedVideos } from './seeds/videos.seed';

/**
 * Loads the project's own seed content. Idempotent: every seed upserts on a stable key,
 * so running it on each start keeps content current without duplicating it.
 */
export async function seedDatabase(db: Db): Promise<void> {
  const seeds: Array<(db: Db) => Promise<void>> = [seedRecipes, seedMealPlansContent, seedVideos];
  for (const seed of seeds) await seed(db);
}
