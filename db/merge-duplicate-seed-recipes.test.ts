import { afterAll, beforeAll, expect, it } from 'vitest';
import { upsertRecipes } from '../backend/src/modules/recipes';
import { createTestDatabase, type TestDatabase } from '../backend/src/testing/test-db';
import { up as mergeDuplicates } from './migrations/20261126020000_merge_duplicate_seed_recipes';
import { seedRecipeRows } from './seeds/recipes.seed';

/** A database seeded before the twins were dropped: the cooks' rows on a dropped twin follow it to the kept one. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const KEPT = 'sous:mediterranean-herb-falafel-tahini';
const DROPPED = 'sous:middle-eastern-falafel';

async function recipeId(sourceId: string): Promise<number | undefined> {
  return (await database.db('recipes').where({ source_id: sourceId }).first('id'))?.id;
}

it('moves favorites, list, ratings, reviews and plan meals to the kept twin, then drops the twin', async () => {
  const db = database.db;
  const kept = seedRecipeRows().find((row) => row.source_id === KEPT)!;
  await upsertRecipes(db, [
    kept,
    { ...kept, source_id: DROPPED },
    { ...kept, source_id: 'sous:premium-seafood-paella' },
  ]);
  const [keptId, droppedId, lonelyId] = await Promise.all([KEPT, DROPPED, 'sous:premium-seafood-paella'].map(recipeId));
  const [ana, ben] = await db('users')
    .insert([{ email: 'ana@example.test' }, { email: 'ben@example.test' }])
    .returning('id');
  await db('favorites').insert([
    { user_id: ana.id, recipe_id: keptId },
    { user_id: ana.id, recipe_id: droppedId },
    { user_id: ben.id, recipe_id: droppedId },
  ]);
  await db('shopping_list_recipes').insert({ user_id: ben.id, recipe_id: droppedId, servings: 8 });
  await db('recipe_ratings').insert([
    { user_id: ana.id, recipe_id: keptId, stars: 2 },
    { user_id: ana.id, recipe_id: droppedId, stars: 5 },
    { user_id: ben.id, recipe_id: droppedId, stars: 4 },
  ]);
  await db('reviews').insert({
    user_id: ben.id,
    customer_name: 'Ben',
    review_content: 'Crisp and green inside.',
    star_rating: 4,
    recipe_id: droppedId,
  });
  await db('meal_plans').insert({
    id: 'test-plan',
    name: 'Test',
    description: 'Test',
    difficulty: 'Beginner',
    sort_order: 0,
  });
  await db('meal_plan_meals').insert({ plan_id: 'test-plan', day_index: 0, meal: 'lunch', recipe_id: droppedId });

  await mergeDuplicates(db);

  expect(await recipeId(DROPPED)).toBeUndefined();
  const byUser = (rows: Array<{ user_id: string }>) =>
    Object.fromEntries(rows.map(({ user_id, ...rest }) => [user_id === ana.id ? 'ana' : 'ben', rest]));
  expect(byUser(await db('favorites').select('user_id', 'recipe_id'))).toEqual({
    ana: { recipe_id: keptId },
    ben: { recipe_id: keptId },
  });
  expect(byUser(await db('shopping_list_recipes').select('user_id', 'recipe_id', 'servings'))).toEqual({
    ben: { recipe_id: keptId, servings: 8 },
  });
  // A cook who rated both twins keeps the rating they gave the kept one.
  expect(byUser(await db('recipe_ratings').select('user_id', 'recipe_id', 'stars'))).toEqual({
    ana: { recipe_id: keptId, stars: 2 },
    ben: { recipe_id: keptId, stars: 4 },
  });
  expect(await db('recipes').where({ id: keptId }).first('rating', 'review_count')).toEqual({
    rating: 3,
    review_count: 2,
  });
  expect(await db('reviews').pluck('recipe_id')).toEqual([keptId]);
  expect(await db('meal_plan_meals').pluck('recipe_id')).toEqual([keptId]);
  // A twin whose kept recipe is not there yet takes its place, keeping its id for the next seed.
  expect(await recipeId('sous:spanish-seafood-paella')).toBe(lonelyId);
});
