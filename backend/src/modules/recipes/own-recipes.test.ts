import { describe, expect, it } from 'vitest';
import { seedRecipes } from '../../../../db/seeds/recipes.seed';
import { signUp, type TestClient } from '../../testing/http-client';
import { seededServerPerFile } from '../../testing/seeded-server';

let cook: TestClient;
let stranger: TestClient;
let catalogId: number;
const server = seededServerPerFile(async (started) => {
  cook = (await signUp(started.url)).client;
  stranger = (await signUp(started.url)).client;
  catalogId = (await started.deps.db('recipes').whereNull('owner_id').where('is_premium_exclusive', false).first('id'))
    .id;
}, seedRecipes);

const lasagne = {
  name: 'Nonna Quillfeather lasagne',
  description: 'The family one.',
  prepTimeMinutes: 30,
  cookingMinutes: 60,
  servings: 6,
  cuisine: 'Italian',
  difficulty: 'Intermediate',
  mealType: ['Dinner'],
  dietary: [],
  tags: ['family', 'sunday'],
  ingredients: ['2 cups whole milk', '1 lb ground beef, browned', '12 lasagne sheets'],
  instructions: ['Heat the oven to 350°F.', 'Layer and bake for 45 minutes.'],
  calories: 640,
};

interface Detail {
  id: number;
  name: string;
  mine: boolean;
  visibility: string | null;
  description: string | null;
  servings: number | null;
  ingredients: string[];
  ingredientsMetric: string[];
  ingredientsStructured: Array<{ quantity: number | null; unit: string | null; food: string }>;
  instructionsMetric: string[];
  calories: number | null;
  totalTimeMinutes: number | null;
  isPremiumExclusive: boolean;
  locked: boolean;
  tags: string[];
}

async function create(client: TestClient, body: object = lasagne, headers?: Record<string, string>) {
  const response = await client.post('/api/recipes', body, headers);
  expect(response.status, response.text).toBe(201);
  return response.json as unknown as Detail;
}

describe('POST /api/recipes', () => {
  it("answers 201 with the recipe in the catalog's shape, ingredient lines parsed and in metric", async () => {
    const recipe = await create(cook);
    expect(recipe).toMatchObject({ name: lasagne.name, mine: true, visibility: 'private', servings: 6 });
    expect(recipe.totalTimeMinutes).toBe(90);
    expect(recipe.calories).toBe(640);
    expect(recipe.isPremiumExclusive).toBe(false);
    expect(recipe.locked).toBe(false);
    expect(recipe.ingredientsStructured[0]).toMatchObject({ quantity: 2, unit: 'cup', food: 'whole milk' });
    expect(recipe.ingredientsStructured[1]).toMatchObject({ quantity: 1, unit: 'lb', food: 'ground beef' });
    expect(recipe.ingredientsMetric[0]).toMatch(/ml/);
    expect(recipe.instructionsMetric[0]).toMatch(/°C/);
    const again = await cook.get(`/api/recipes/${recipe.id}`);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(recipe);
  });

  it('needs a session', async () => {
    const visitor = (await signUp(server.url)).client;
    await visitor.post('/api/auth/logout');
    expect((await visitor.post('/api/recipes', lasagne)).status).toBe(401);
  });

  it('creates one recipe for a form submitted twice (clientKey or Idempotency-Key)', async () => {
    const body = { ...lasagne, name: 'Twice submitted soup', clientKey: 'draft-1234-abcd' };
    const [first, second] = await Promise.all([create(cook, body), create(cook, body)]);
    expect(second.id).toBe(first.id);
    const headers = { 'idempotency-key': 'header-key-5678' };
    const viaHeader = await create(cook, { ...lasagne, name: 'Header soup' }, headers);
    expect((await create(cook, { ...lasagne, name: 'Header soup' }, headers)).id).toBe(viaHeader.id);
    const rows = await server.deps.db('recipes').whereIn('name', ['Twice submitted soup', 'Header soup']).count();
    expect(Number(rows[0].count)).toBe(2);
    // The key is the cook's own: another cook with the same key writes their own recipe.
    expect((await create(stranger, body)).id).not.toBe(first.id);
  });

  it('names every failing field, and saves nothing', async () => {
    const before = await server.deps.db('recipes').count();
    const response = await cook.post('/api/recipes', {
      ...lasagne,
      name: '   ',
      ingredients: Array.from({ length: 500 }, (_, index) => `${index} eggs`),
      instructions: ['x'.repeat(100_000)],
      servings: 0,
      difficulty: 'Impossible',
      sourceUrl: 'javascript:alert(1)',
    });
    expect(response.status).toBe(400);
    const fields = (response.json.errors as Array<{ field: string }>).map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining(['name', 'ingredients', 'instructions.0', 'servings', 'difficulty', 'sourceUrl']),
    );
    expect(await server.deps.db('recipes').count()).toEqual(before);
    const empty = await cook.post('/api/recipes', { ...lasagne, ingredients: [], instructions: [] });
    expect(empty.status).toBe(400);
    expect(empty.json.field).toBe('ingredients');
  });

  it('stores hostile HTML as the text it is', async () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const recipe = await create(cook, { ...lasagne, name: `Toast ${hostile}`, description: hostile });
    expect(recipe.name).toBe(`Toast ${hostile}`);
    expect(recipe.description).toBe(hostile);
  });
});

describe("another cook's recipe", () => {
  it('answers 404 to anyone but its owner, like a missing one, and stays untouched', async () => {
    const recipe = await create(cook, { ...lasagne, name: 'Secret stew' });
    const missing = await stranger.get('/api/recipes/2147483647');
    for (const response of [
      await stranger.get(`/api/recipes/${recipe.id}`),
      await stranger.patch(`/api/recipes/${recipe.id}`, { name: 'Taken' }),
      await stranger.delete(`/api/recipes/${recipe.id}`),
      await stranger.put(`/api/favorites/${recipe.id}`),
      await stranger.post('/api/shopping-list/recipes', { recipeId: recipe.id }),
      await stranger.put(`/api/recipes/${recipe.id}/rating`, { stars: 1 }),
    ]) {
      expect(response.status, response.text).toBe(404);
      expect(response.json.message).toBe(missing.json.message);
    }
    expect(((await cook.get(`/api/recipes/${recipe.id}`)).json as unknown as Detail).name).toBe('Secret stew');
    const found = await stranger.get('/api/recipes?search=secret%20stew');
    expect(found.text).not.toContain('Secret stew');
    expect((await stranger.get('/api/recipes?mine=true')).text).not.toContain('Secret stew');
  });

  it('is not a catalog recipe: catalog counts and the pantry search leave it out', async () => {
    const stats = (await cook.get('/api/catalog/stats')).json;
    await create(cook, { ...lasagne, name: 'Zanzibar only', cuisine: 'Zanzibari', ingredients: ['3 zanzibar pods'] });
    expect((await cook.get('/api/catalog/stats')).json).toEqual(stats);
    const pantry = await cook.get('/api/recipes/by-ingredients?have=zanzibar');
    expect(pantry.text).not.toContain('Zanzibar only');
  });

  it('cannot be a catalog recipe changed or deleted by a cook', async () => {
    expect((await cook.patch(`/api/recipes/${catalogId}`, { name: 'Mine now' })).status).toBe(404);
    expect((await cook.delete(`/api/recipes/${catalogId}`)).status).toBe(404);
    expect((await cook.get(`/api/recipes/${catalogId}`)).json.name).not.toBe('Mine now');
  });
});

describe('the owner', () => {
  it('lists their own with mine=true, newest change first, and finds them in search with the catalog', async () => {
    const owner = (await signUp(server.url)).client;
    const older = await create(owner, { ...lasagne, name: 'Quokka crumble' });
    const newer = await create(owner, { ...lasagne, name: 'Wombat pie' });
    const mine = (await owner.get('/api/recipes?mine=true')).json as { recipes: Array<{ id: number }>; total: number };
    expect(mine.recipes.map((recipe) => recipe.id)).toEqual([newer.id, older.id]);
    expect(mine.total).toBe(2);
    const search = (await owner.get('/api/recipes?search=quokka')).json as { recipes: Array<{ id: number }> };
    expect(search.recipes.map((recipe) => recipe.id)).toEqual([older.id]);
    // The catalog stays in the same search.
    const catalog = (await owner.get('/api/recipes?search=lasagne')).json as { recipes: Array<{ id: number }> };
    expect(catalog.recipes.length).toBeGreaterThan(0);
    expect((await owner.get('/api/recipes?mine=true&search=wombat')).json.total).toBe(1);
  });

  it("keeps a word of their own recipes as typed, where the catalog's words would correct it", async () => {
    const owner = (await signUp(server.url)).client;
    const own = await create(owner, { ...lasagne, name: 'Choclate quokka cake' });
    const search = async (client: TestClient) =>
      (await client.get('/api/recipes?search=choclate')).json as {
        recipes: Array<{ id: number }>;
        query: { corrected: string | null };
      };
    const owners = await search(owner);
    expect(owners.query.corrected).toBeNull();
    expect(owners.recipes.map((recipe) => recipe.id)).toContain(own.id);
    expect((await search(stranger)).query.corrected).toBe('chocolate');
  });

  it('changes only the fields sent, reading changed ingredient lines again', async () => {
    const recipe = await create(cook, { ...lasagne, name: 'Changeable' });
    const response = await cook.patch(`/api/recipes/${recipe.id}`, {
      ingredients: ['500 g flour', '3 eggs'],
      description: '',
    });
    expect(response.status, response.text).toBe(200);
    const changed = response.json as unknown as Detail;
    expect(changed.name).toBe('Changeable');
    expect(changed.tags).toEqual(lasagne.tags);
    expect(changed.description).toBeNull();
    expect(changed.ingredientsStructured[0]).toMatchObject({ quantity: 500, unit: 'g', food: 'flour' });
    expect((await cook.patch(`/api/recipes/${recipe.id}`, {})).status).toBe(400);
    expect((await cook.patch(`/api/recipes/${recipe.id}`, { name: '' })).json.field).toBe('name');
  });

  it('favorites it, lists it, and deletes it (204, then 404)', async () => {
    const recipe = await create(cook, { ...lasagne, name: 'Short-lived' });
    expect((await cook.put(`/api/favorites/${recipe.id}`)).status).toBe(200);
    expect((await cook.get('/api/favorites')).text).toContain('Short-lived');
    expect((await cook.post('/api/shopping-list/recipes', { recipeId: recipe.id })).status).toBe(201);
    expect((await cook.delete(`/api/recipes/${recipe.id}`)).status).toBe(204);
    expect((await cook.get(`/api/recipes/${recipe.id}`)).status).toBe(404);
    expect((await cook.get('/api/favorites')).text).not.toContain('Short-lived');
    expect((await cook.delete(`/api/recipes/${recipe.id}`)).status).toBe(404);
  });
});

describe('GET /api/recipes/:id/export', () => {
  it('downloads the recipe as schema.org Recipe JSON-LD, for those who may see it', async () => {
    const recipe = await create(cook, { ...lasagne, name: 'Exported </script><b>pie</b>' });
    const response = await cook.get(`/api/recipes/${recipe.id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="recipe-${recipe.id}.jsonld"`);
    expect(response.json).toMatchObject({
      '@type': 'Recipe',
      name: 'Exported </script><b>pie</b>',
      recipeIngredient: lasagne.ingredients,
      cookTime: 'PT1H',
      recipeInstructions: [expect.objectContaining({ '@type': 'HowToStep', position: 1 }), expect.anything()],
    });
    expect((await stranger.get(`/api/recipes/${recipe.id}/export`)).status).toBe(404);
    expect((await stranger.get(`/api/recipes/${catalogId}/export`)).status).toBe(200);
  });
});
