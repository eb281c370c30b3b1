import { createHash } from 'node:crypto';
import type { Db } from '../backend/src/platform/db';
import { migrationSource } from './migration-source';
import { seedMealPlans, seedSkillVideos } from './seeds/content';
import { seedMealPlansContent } from './seeds/meal-plans.seed';
import { seedRecipeRows, seedRecipes } from './seeds/recipes.seed';
import { seedVideos, skillVideoRow } from './seeds/videos.seed';

/**
 * Bump when seed code changes what it writes in a way the rows below do not show (a new table
 * seeded, a different upsert), so the next `npm start` re-seeds.
 */
const SEED_FORMAT = 1;
const STATE_ROW = 'content';

/**
 * A fingerprint of everything the seed writes: the recipe rows as stored (ingredients parsed, so a
 * parser change counts too), the meal plans, the skill-video rows, and the migrations they were
 * written under. The bundled masterclasses are not in it: they fill an empty catalog only, and the
 * `masterclass-refresh` job that runs at every start owns them after that.
 */
export async function seedFingerprint(recipeRows = seedRecipeRows()): Promise<string> {
  const migrations = await migrationSource.getMigrations([]);
  return createHash('sha256')
    .update(
      JSON.stringify({
        format: SEED_FORMAT,
        migrations,
        recipes: recipeRows,
        mealPlans: seedMealPlans,
        videos: seedSkillVideos.map(skillVideoRow),
      }),
    )
    .digest('hex');
}

/**
 * Loads the project's own seed content. Idempotent: every seed upserts on a stable key,
 * so running it again keeps content current without duplicating it. Records the fingerprint.
 */
export async function seedDatabase(db: Db, recipeRows = seedRecipeRows()): Promise<void> {
  const fingerprint = await seedFingerprint(recipeRows);
  await seedRecipes(db, recipeRows);
  await seedMealPlansContent(db);
  await seedVideos(db);
  await db('seed_state')
    .insert({ name: STATE_ROW, content_hash: fingerprint, applied_at: db.fn.now() })
    .onConflict('name')
    .merge();
}

/**
 * What `npm start` runs: seeds only when the content changed since the last seed (or the seed
 * recipes are not all there, e.g. a restored or truncated database). Returns whether it seeded.
 */
export async function seedDatabaseIfChanged(db: Db): Promise<boolean> {
  const recipeRows = seedRecipeRows();
  const [fingerprint, state, present] = await Promise.all([
    seedFingerprint(recipeRows),
    db('seed_state').where({ name: STATE_ROW }).first('content_hash'),
    db('recipes')
      .whereIn(
        'source_id',
        recipeRows.map((row) => row.source_id),
      )
      .count<{ count: number }[]>({ count: '*' }),
  ]);
  if (state?.content_hash === fingerprint && Number(present[0].count) === recipeRows.length) return false;
  await seedDatabase(db, recipeRows);
  return true;
}
