import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient, type TestClient as Client } from '../../testing/http-client';
import { seedRecipeId, startSeededServer } from '../../testing/seeded-server';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startSeededServer();
});
afterAll(() => server?.close());

interface Item {
  id: string;
  ingredient: string;
  quantity: string;
  unit: string;
  aisle: string;
  recipes: string[];
  completed: boolean;
}
interface List {
  recipes: Array<{ id: number; name: string; servings: number }>;
  items: Item[];
  completed: string[];
}
const list = async (client: Client) => (await client.get('/api/shopping-list')).json as unknown as List;

describe('shopping list', () => {
  it('merges two recipes that share ingredients and names the recipes needing each', async () => {
    const { client } = await signUp(server.url);
    const shakshuka = await seedRecipeId(server, 'mediterranean-skillet-shakshuka');
    const huevos = await seedRecipeId(server, 'mexican-huevos-rancheros');
    expect((await client.post('/api/shopping-list/recipes', { recipeId: shakshuka })).status).toBe(201);
    const after = (await client.post('/api/shopping-list/recipes', { recipeId: huevos })).json as unknown as List;
    expect(after.recipes.map((recipe) => recipe.id)).toEqual([shakshuka, huevos]);
    const eggs = after.items.find((item) => item.ingredient.includes('egg'))!;
    expect(eggs.recipes.sort()).toEqual(['Huevos Rancheros', 'Skillet Shakshuka']);
    expect(eggs.aisle).toBe('dairy & eggs');
    const ids = after.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ticks items, clears the marks when a recipe is added or removed (spec), and clears all', async () => {
    const { client } = await signUp(server.url);
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    const salad = await seedRecipeId(server, 'italian-classic-caprese-salad');
    const first = (await client.post('/api/shopping-list/recipes', { recipeId: carbonara })).json as unknown as List;
    const item = first.items[0];
    const ticked = (await client.patch(`/api/shopping-list/items/${item.id}`, { completed: true }))
      .json as unknown as List;
    expect(ticked.completed).toEqual([item.id]);
    expect((await client.patch(`/api/shopping-list/items/${item.id}`, { completed: true })).status).toBe(200); // replay
    expect((await list(client)).completed).toEqual([item.id]);
    const added = (await client.post('/api/shopping-list/recipes', { recipeId: salad })).json as unknown as List;
    expect(added.completed).toEqual([]);
    const removed = (await client.delete(`/api/shopping-list/recipes/${salad}`)).json as unknown as List;
    expect(removed.recipes.map((recipe) => recipe.id)).toEqual([carbonara]);
    const cleared = (await client.delete('/api/shopping-list')).json as unknown as List;
    expect(cleared).toEqual({ recipes: [], items: [], completed: [] });
  });

  it('scales quantities with the servings asked for', async () => {
    const { client } = await signUp(server.url);
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara'); // serves 4, "1 lb spaghetti"
    const doubled = (await client.post('/api/shopping-list/recipes', { recipeId: carbonara, servings: 8 }))
      .json as unknown as List;
    const spaghetti = doubled.items.find((item) => item.ingredient === 'spaghetti')!;
    expect(`${spaghetti.quantity} ${spaghetti.unit}`).toBe('2 lb');
  });

  it('adds a custom line once even when an offline replay sends it twice', async () => {
    const { client } = await signUp(server.url);
    const id = randomUUID();
    await client.post('/api/shopping-list/items', { id, text: '2 lemons' });
    const again = (await client.post('/api/shopping-list/items', { id, text: '2 lemons' })).json as unknown as List;
    const lemons = again.items.filter((item) => item.ingredient.startsWith('lemon'));
    expect(lemons).toHaveLength(1);
    expect(lemons[0]).toMatchObject({ quantity: '2', aisle: 'produce', recipes: ['Added by you'] });
  });

  it('adds a whole meal plan week', async () => {
    const { client } = await signUp(server.url);
    const response = await client.post('/api/shopping-list/meal-plans/beginner-week');
    expect(response.status).toBe(201);
    const week = response.json as unknown as List;
    expect(week.recipes.length).toBeGreaterThanOrEqual(15);
    expect(week.items.length).toBeGreaterThan(40);
    expect((await client.post('/api/shopping-list/meal-plans/no-such-plan')).status).toBe(404);
  });

  it('keeps lists apart and answers bad input clearly', async () => {
    const alice = (await signUp(server.url)).client;
    const bob = (await signUp(server.url)).client;
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    const aliceList = (await alice.post('/api/shopping-list/recipes', { recipeId: carbonara })).json as unknown as List;
    expect((await list(bob)).items).toEqual([]);
    expect((await bob.patch(`/api/shopping-list/items/${aliceList.items[0].id}`, { completed: true })).status).toBe(
      404,
    );
    expect((await bob.delete(`/api/shopping-list/recipes/${carbonara}`)).status).toBe(404);
    expect((await alice.post('/api/shopping-list/recipes', { recipeId: 999999 })).status).toBe(404);
    const badId = await alice.post('/api/shopping-list/recipes', { recipeId: 'carbonara' });
    expect(badId.status).toBe(400);
    expect(badId.json.field).toBe('recipeId');
    const blank = await alice.post('/api/shopping-list/items', { text: '   ' });
    expect(blank.json.field).toBe('text');
    expect(
      (await alice.patch(`/api/shopping-list/items/${aliceList.items[0].id}`, { completed: 'yes' })).json.field,
    ).toBe('completed');
    expect((await new TestClient(server.url).get('/api/shopping-list')).status).toBe(401);
    const premium = await seedRecipeId(server, 'premium-duck-confit');
    expect((await alice.post('/api/shopping-list/recipes', { recipeId: premium })).status).toBe(403);
  });
});
