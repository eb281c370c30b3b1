import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp, TestClient, type TestClient as Client } from '../../testing/http-client';
import { seededServerPerFile, seedRecipeId } from '../../testing/seeded-server';

const server = seededServerPerFile();

interface Item {
  id: string;
  ingredient: string;
  quantity: string;
  unit: string;
  aisle: string;
  recipes: string[];
  completed: boolean;
  sources: Array<{ recipeId: number; recipeName: string; amount: string; metricAmount: string }>;
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

  // Unlike the spec's "adding or removing a recipe clears all completed marks": a cook
  // adding a recipe mid-shop keeps the ticks of lines that are still on the list unchanged.
  it('ticks items, keeps the ticks of unchanged lines when a recipe is added or removed, and clears all', async () => {
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
    expect(added.completed).toEqual([item.id]);
    const removed = (await client.delete(`/api/shopping-list/recipes/${salad}`)).json as unknown as List;
    expect(removed.recipes.map((recipe) => recipe.id)).toEqual([carbonara]);
    expect(removed.completed).toEqual([item.id]);
    const cleared = (await client.delete('/api/shopping-list')).json as unknown as List;
    expect(cleared).toEqual({ recipes: [], items: [], completed: [] });
  });

  it('drops a tick when its line needs more than was ticked', async () => {
    const { client } = await signUp(server.url);
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara'); // 2 large eggs
    const shakshuka = await seedRecipeId(server, 'mediterranean-skillet-shakshuka'); // more eggs
    const first = (await client.post('/api/shopping-list/recipes', { recipeId: carbonara })).json as unknown as List;
    const eggs = first.items.find((item) => item.ingredient === 'eggs')!;
    const spaghetti = first.items.find((item) => item.ingredient === 'spaghetti')!;
    await client.patch(`/api/shopping-list/items/${eggs.id}`, { completed: true });
    await client.patch(`/api/shopping-list/items/${spaghetti.id}`, { completed: true });
    const after = (await client.post('/api/shopping-list/recipes', { recipeId: shakshuka })).json as unknown as List;
    expect(after.completed).toEqual([spaghetti.id]);
    expect(after.items.find((item) => item.id === eggs.id)?.completed).toBe(false);
    // The lapsed tick is gone, not just unmatched: back to 2 eggs, they are still to buy.
    const back = (await client.delete(`/api/shopping-list/recipes/${shakshuka}`)).json as unknown as List;
    expect(back.completed).toEqual([spaghetti.id]);
  });

  it('changes the servings of a recipe on the list and says which recipe needs how much', async () => {
    const { client } = await signUp(server.url);
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara'); // serves 4, "1 lb spaghetti"
    const cacciatore = await seedRecipeId(server, 'italian-chicken-cacciatore'); // 8 bone-in thighs
    await client.post('/api/shopping-list/recipes', { recipeId: carbonara });
    await client.post('/api/shopping-list/recipes', { recipeId: cacciatore, servings: 8 });
    const changed = await client.patch(`/api/shopping-list/recipes/${carbonara}`, { servings: 8 });
    expect(changed.status).toBe(200);
    const scaled = changed.json as unknown as List;
    expect(scaled.recipes.find((recipe) => recipe.id === carbonara)?.servings).toBe(8);
    const spaghetti = scaled.items.find((item) => item.ingredient === 'spaghetti')!;
    expect(`${spaghetti.quantity} ${spaghetti.unit}`).toBe('2 lb');
    expect(spaghetti.sources).toEqual([
      { recipeId: carbonara, recipeName: 'Spaghetti Carbonara', amount: '2 lb', metricAmount: '900 g' },
    ]);
    const thighs = scaled.items.find((item) => item.ingredient === 'chicken thighs')!;
    expect(thighs).toMatchObject({ quantity: '16', unit: '', aisle: 'meat & fish' });
    expect((await client.patch(`/api/shopping-list/recipes/999999`, { servings: 2 })).status).toBe(404);
    const bad = await client.patch(`/api/shopping-list/recipes/${carbonara}`, { servings: 0 });
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('servings');
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
