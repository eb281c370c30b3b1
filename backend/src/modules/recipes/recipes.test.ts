import { describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../../db/seeds/recipes.seed';
import { signUp, TestClient } from '../../testing/http-client';
import { seededServerPerFile } from '../../testing/seeded-server';

let cook: TestClient;
const server = seededServerPerFile(async (started) => {
  cook = (await signUp(started.url)).client;
}, seedRecipes);

interface Summary {
  id: number;
  name: string;
  mealType: string[];
  cuisine: string;
  difficulty: string;
  dietary: string[];
  totalTimeMinutes: number;
  isPremiumExclusive: boolean;
}
const list = async (query: string) => {
  const response = await cook.get(`/api/recipes${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json as unknown as { recipes: Summary[]; total: number; totalPages: number; hasMore: boolean };
};

describe('GET /api/recipes', () => {
  it('needs a session', async () => {
    expect((await new TestClient(server.url).get('/api/recipes')).status).toBe(401);
  });

  it('pages 24 at a time with total, totalPages and hasMore', async () => {
    const first = await list('');
    expect(first.recipes).toHaveLength(24);
    expect(first.total).toBeGreaterThanOrEqual(120);
    expect(first.totalPages).toBe(Math.ceil(first.total / 24));
    expect(first.hasMore).toBe(true);
    const last = await list(`?page=${first.totalPages}`);
    expect(last.hasMore).toBe(false);
    expect(last.recipes.length).toBe(first.total - 24 * (first.totalPages - 1));
    const ids = new Set([...first.recipes, ...(await list('?page=2')).recipes].map((recipe) => recipe.id));
    expect(ids.size).toBe(48);
  });

  it('keeps premium-exclusive recipes out of general browsing', async () => {
    const all = await list('?limit=100');
    expect(all.recipes.some((recipe) => recipe.isPremiumExclusive)).toBe(false);
  });

  it.each([
    ['?mealType=Breakfast', (recipe: Summary) => recipe.mealType.includes('Breakfast')],
    ['?mealType=snack', (recipe: Summary) => recipe.mealType.includes('Snack')],
    ['?cuisine=Thai', (recipe: Summary) => recipe.cuisine === 'Thai'],
    ['?difficulty=Beginner', (recipe: Summary) => recipe.difficulty === 'Beginner'],
    ['?maxCookingTime=30', (recipe: Summary) => recipe.totalTimeMinutes <= 30],
    [
      '?dietary=Vegetarian,Gluten-Free',
      (recipe: Summary) => recipe.dietary.includes('Vegetarian') && recipe.dietary.includes('Gluten-Free'),
    ],
    [
      '?mealType=Breakfast&dietary=Vegetarian&difficulty=Beginner',
      (recipe: Summary) =>
        recipe.mealType.includes('Breakfast') &&
        recipe.dietary.includes('Vegetarian') &&
        recipe.difficulty === 'Beginner',
    ],
  ])('filters %s', async (query, holds) => {
    const result = await list(`${query}&limit=100`.replace('&limit', query.includes('?') ? '&limit' : '?limit'));
    expect(result.total).toBeGreaterThan(0);
    expect(result.recipes.every(holds)).toBe(true);
    const everything = await list('?limit=1');
    expect(result.total).toBeLessThan(everything.total);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?limit=500', 'limit'],
    ['?mealType=Brunch', 'mealType'],
    ['?difficulty=Impossible', 'difficulty'],
    ['?maxCookingTime=-5', 'maxCookingTime'],
    ['?minRating=9', 'minRating'],
    ['?dietary=Vegetarian,Carnivore', 'dietary'],
    [`?search=${'x'.repeat(300)}`, 'search'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const response = await cook.get(`/api/recipes${query}`);
    expect(response.status).toBe(400);
    expect(response.json.field).toBe(field);
  });
});

describe('GET /api/recipes/:id', () => {
  it('returns the recipe with metric ingredients, °C steps, structured lines and nutrition', async () => {
    const [carbonara] = (await list('?search=carbonara')).recipes;
    const response = await cook.get(`/api/recipes/${carbonara.id}`);
    expect(response.status).toBe(200);
    const recipe = response.json as Record<string, unknown> & {
      ingredients: string[];
      ingredientsMetric: string[];
      ingredientsStructured: Array<{ food: string; unit: string | null }>;
    };
    expect(recipe.name).toBe('Spaghetti Carbonara');
    expect(recipe.ingredients).toContain('1 lb spaghetti');
    expect(recipe.ingredientsMetric).toContain('450 g spaghetti');
    expect(recipe.ingredientsStructured[0]).toMatchObject({ food: 'spaghetti', unit: 'lb', quantity: 1 });
    // Where the amounts are written, so the page scales them without re-reading "1 lb" or "450 g".
    expect(recipe.ingredientsStructured[0]).toMatchObject({
      amountAt: { start: 0, end: 1 },
      metricAmounts: [{ start: 0, end: 5, base: 453.592, baseMax: null, kind: 'mass', estimated: true }],
    });
    expect(recipe.calories).toBeGreaterThan(0);
    expect(recipe.rating).toBeNull();
  });

  it('converts oven temperatures to Celsius in the metric steps', async () => {
    const [pie] = (await list('?search=apple%20pie')).recipes;
    const recipe = (await cook.get(`/api/recipes/${pie.id}`)).json as {
      instructions: string[];
      instructionsMetric: string[];
    };
    const fahrenheit = recipe.instructions.find((step) => /\d+\s*°F/.test(step))!;
    const index = recipe.instructions.indexOf(fahrenheit);
    expect(recipe.instructionsMetric[index]).toMatch(/\d+°C/);
    expect(recipe.instructionsMetric[index]).not.toMatch(/°F/);
  });

  it('answers an unknown id with 404 and a bad id with 400', async () => {
    expect((await cook.get('/api/recipes/999999')).status).toBe(404);
    expect((await cook.get('/api/recipes/abc')).status).toBe(400);
  });

  it('refuses a premium-exclusive recipe to a free user with an upsell, never its content', async () => {
    const { id } = await server.deps
      .db('recipes')
      .where({ source_id: 'sous:premium-wild-mushroom-risotto' })
      .first('id');
    const response = await cook.get(`/api/recipes/${id}`);
    expect(response.status).toBe(403);
    expect(response.json).toMatchObject({
      code: 'premium_required',
      upsell: { upgradeUrl: '/subscribe', price: '$9.99/month' },
    });
    expect(response.text).not.toContain('arborio');
  });
});

describe('GET /api/recipes/by-ingredients', () => {
  // The order: a dish built around what the cook has comes before one that only
  // touches it, then the fewest missing ingredients (pantry-ranking.test.ts measures it).
  it('ranks dishes built around the pantry first, ignoring pantry staples, and lists what is missing', async () => {
    const response = await cook.get('/api/recipes/by-ingredients?have=eggs,tomatoes,onion,garlic');
    expect(response.status).toBe(200);
    const recipes = response.json.recipes as Array<{
      name: string;
      missingIngredients: string[];
      matchedIngredients: string[];
    }>;
    expect(recipes.length).toBeGreaterThan(3);
    expect(recipes[0].name).toMatch(/egg|tomato/i);
    expect(recipes[0].matchedIngredients.length).toBeGreaterThan(1);
    for (const recipe of recipes) {
      expect(recipe.missingIngredients).not.toContain('salt');
      expect(recipe.missingIngredients).not.toContain('water');
    }
  });

  it('needs at least one ingredient', async () => {
    const response = await cook.get('/api/recipes/by-ingredients?have=');
    expect(response.status).toBe(400);
    expect(response.json.field).toBe('have');
  });
});

describe('public catalog figures', () => {
  it('counts the recipes a free cook can open, and their cuisines, for the landing page', async () => {
    const stats = (await new TestClient(server.url).get('/api/catalog/stats')).json;
    expect(stats.recipes).toBe((await list('')).total);
    expect(stats.cuisines).toBeGreaterThanOrEqual(8);
    const cuisines = (await new TestClient(server.url).get('/api/cuisines')).json.cuisines as Array<{
      cuisine: string;
      count: number;
    }>;
    expect(cuisines.find((entry) => entry.cuisine === 'Italian')?.count).toBeGreaterThanOrEqual(9);
  });
});
