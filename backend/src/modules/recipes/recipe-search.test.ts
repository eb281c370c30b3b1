import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../../db/seeds/recipes.seed';
import { recipeListQuery } from '../../contracts/recipes';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { EXACT_COUNT_LIMIT, findByIngredients, searchRecipes } from './recipe-search';

/**
 * Past EXACT_COUNT_LIMIT matches the search switches strategy (estimated total, name matches first).
 * The seed catalog is copied until "butter" matches well over the limit: each copy keeps its
 * original's text, so the search vectors are real.
 */
describe('search over a large catalog', () => {
  let database: TestDatabase;
  const options = { includePremium: false };
  const list = (params: Record<string, string>) => recipeListQuery.parse({ limit: '24', ...params });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedRecipes(database.db);
    await database.db.raw(
      `insert into recipes (source_id, name, description, image, cuisine, cooking_minutes, servings, difficulty,
                            ingredients, ingredients_structured, instructions, tags, meal_type, dietary, foods,
                            is_premium_exclusive, rating)
       select r.source_id || '#copy-' || n, r.name, r.description, r.image, r.cuisine, r.cooking_minutes, r.servings,
              r.difficulty, r.ingredients, r.ingredients_structured, r.instructions, r.tags, r.meal_type, r.dietary,
              r.foods, false, (n % 50) / 10.0
       from recipes r, generate_series(1, 60) n
       where not r.is_premium_exclusive`,
    );
    await database.db.raw('analyze recipes');
  }, 120_000);
  afterAll(() => database?.drop());

  it('estimates a total above the exact-count limit and says so', async () => {
    const exactButter = Number(
      (
        await database.db.raw(
          `select count(*) as n from recipes where not is_premium_exclusive and search_vector @@ to_tsquery('english', 'butter:*')`,
        )
      ).rows[0].n,
    );
    expect(exactButter).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const result = await searchRecipes(database.db, list({ search: 'butter' }), options);
    expect(result.totalIsEstimate).toBe(true);
    expect(result.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // The planner's estimate, within a factor of two of the truth on an analysed table.
    expect(result.total).toBeGreaterThan(exactButter / 2);
    expect(result.total).toBeLessThan(exactButter * 2);
    expect(result.rows).toHaveLength(24);
  });

  it('puts recipes named after every word first, best rated first', async () => {
    const { rows } = await searchRecipes(database.db, list({ search: 'butter' }), options);
    const named = rows.filter((row) => /butter/i.test(row.name));
    expect(named.length).toBeGreaterThan(0);
    expect(rows.slice(0, named.length).every((row) => /butter/i.test(row.name))).toBe(true);
    const ratings = named.map((row) => Number(row.rating));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('pages through the estimated regime without repeats', async () => {
    const first = await searchRecipes(database.db, list({ search: 'butter', page: '1' }), options);
    const second = await searchRecipes(database.db, list({ search: 'butter', page: '2' }), options);
    const ids = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(48);
  });

  it('keeps exact totals and relevance ranking for narrow searches', async () => {
    const result = await searchRecipes(database.db, list({ search: 'tiramisu' }), options);
    expect(result.totalIsEstimate).toBe(false);
    expect(result.total).toBe(61); // the seed recipe and its 60 copies
    expect(result.rows[0].name).toBe('Classic Tiramisu');
  });

  it('finds recipes for a pantry of common ingredients among the best candidates', async () => {
    const matches = await findByIngredients(database.db, ['chicken', 'rice', 'garlic'], 30);
    expect(matches).toHaveLength(30);
    expect(matches.every((match) => match.matched.length > 0)).toBe(true);
    const missing = matches.map((match) => match.missing.length);
    expect(missing).toEqual([...missing].sort((a, b) => a - b));
  });
});
