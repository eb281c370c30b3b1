import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AISLES, MAX_LISTS } from '@common/contracts/shopping-list';
import type { ShoppingListSummary, ShoppingListView } from '@common/contracts/shopping-list.schema';
import { signUp, TestClient, type TestClient as Client } from '../../testing/http-client';
import { openEventStream } from '../../testing/sse-client';
import { seededServerPerFile, seedRecipeId } from '../../testing/seeded-server';

const server = seededServerPerFile();

type List = ShoppingListView;
type Summary = ShoppingListSummary;

const listOf = async (client: Client, listId?: string) =>
  (await client.get(listId ? `/api/shopping-list?listId=${listId}` : '/api/shopping-list')).json as unknown as List;
const summaries = async (client: Client) =>
  ((await client.get('/api/shopping-lists')).json as unknown as { lists: Summary[] }).lists;
async function newList(client: Client, name: string): Promise<Summary> {
  const response = await client.post('/api/shopping-lists', { name });
  expect(response.status, response.text).toBe(201);
  return response.json as unknown as Summary;
}

const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('invite')!;
async function household() {
  const owner = await signUp(server.url);
  expect((await owner.client.post('/api/household', { name: 'Lists together' })).status).toBe(201);
  const invite = (await owner.client.post('/api/household/invites')).json.url;
  const member = await signUp(server.url);
  expect((await member.client.post('/api/household/join', { token: tokenOf(invite) })).status).toBe(200);
  return { owner: owner.client, member: member.client };
}

describe('named shopping lists', () => {
  it('starts every cook with the default list, named "Shopping list", which the spec routes use', async () => {
    const { client } = await signUp(server.url);
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    expect(await summaries(client)).toEqual([
      { id: expect.any(String), name: 'Shopping list', isDefault: true, itemCount: 0, openCount: 0, recipeCount: 0 },
    ]);
    await client.post('/api/shopping-list/recipes', { recipeId: carbonara });
    const [main] = await summaries(client);
    expect(main.recipeCount).toBe(1);
    expect(main.itemCount).toBe((await listOf(client)).items.length);
    // Naming the default list is the same as naming none.
    expect(await listOf(client, main.id)).toEqual(await listOf(client));
  });

  it('keeps a named list apart from the default one: its own recipes, lines, merge, ticks and clear', async () => {
    const { client } = await signUp(server.url);
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara'); // 2 large eggs
    const shakshuka = await seedRecipeId(server, 'mediterranean-skillet-shakshuka'); // more eggs
    await client.post('/api/shopping-list/recipes', { recipeId: carbonara });
    const before = await listOf(client);

    const costco = await newList(client, 'Costco');
    expect(costco).toMatchObject({ name: 'Costco', isDefault: false, itemCount: 0, recipeCount: 0 });
    // The list id in the body, or in the query: both name the list.
    const added = await client.post('/api/shopping-list/recipes', { recipeId: carbonara, listId: costco.id });
    expect(added.status).toBe(201);
    const merged = (await client.post(`/api/shopping-list/recipes?listId=${costco.id}`, { recipeId: shakshuka }))
      .json as unknown as List;
    expect(merged.recipes.map((recipe) => recipe.id)).toEqual([carbonara, shakshuka]);
    const eggs = merged.items.find((item) => item.ingredient === 'eggs')!;
    const defaultEggs = before.items.find((item) => item.ingredient === 'eggs')!;
    expect(Number(eggs.quantity)).toBeGreaterThan(Number(defaultEggs.quantity));
    expect(eggs.id).toBe(defaultEggs.id); // the same line on two lists: ids are per line, ticks per list

    await client.post('/api/shopping-list/items', { id: randomUUID(), text: '2 lemons', listId: costco.id });
    const servings = await client.patch(`/api/shopping-list/recipes/${carbonara}?listId=${costco.id}`, {
      servings: 8,
    });
    expect((servings.json as unknown as List).recipes[0].servings).toBe(8);
    const ticked = await client.patch(`/api/shopping-list/items/${eggs.id}?listId=${costco.id}`, { completed: true });
    expect((ticked.json as unknown as List).completed).toEqual([eggs.id]);

    // The default list did not move.
    expect(await listOf(client)).toEqual(before);
    const counts = await summaries(client);
    expect(counts.map((list) => [list.name, list.recipeCount])).toEqual([
      ['Shopping list', 1],
      ['Costco', 2],
    ]);
    expect(counts[1].openCount).toBe(counts[1].itemCount - 1);

    const removed = await client.delete(`/api/shopping-list/recipes/${shakshuka}?listId=${costco.id}`);
    expect((removed.json as unknown as List).recipes.map((recipe) => recipe.id)).toEqual([carbonara]);
    expect((await client.delete(`/api/shopping-list/recipes/${shakshuka}?listId=${costco.id}`)).status).toBe(404);
    const plan = await client.post(`/api/shopping-list/meal-plans/beginner-week?listId=${costco.id}`);
    expect(plan.status).toBe(201);
    const cleared = await client.delete(`/api/shopping-list?listId=${costco.id}`);
    expect(cleared.json).toEqual({ recipes: [], items: [], completed: [] });
    expect(await listOf(client)).toEqual(before);
  });

  it('adds a planned week to a named list', async () => {
    const { client } = await signUp(server.url);
    const chili = await seedRecipeId(server, 'american-beef-and-bean-chili');
    await client.post('/api/planner/entries', { date: '2026-12-08', meal: 'dinner', recipeId: chili, servings: 4 });
    const market = await newList(client, 'Market');
    const week = await client.post('/api/shopping-list/from-planner', {
      from: '2026-12-07',
      to: '2026-12-13',
      listId: market.id,
    });
    expect(week.status).toBe(201);
    expect((week.json as unknown as List).recipes).toEqual([expect.objectContaining({ id: chili, servings: 4 })]);
    expect((await listOf(client)).recipes).toEqual([]);
    const unknown = await client.post('/api/shopping-list/from-planner', {
      from: '2026-12-07',
      to: '2026-12-13',
      listId: randomUUID(),
    });
    expect(unknown.status).toBe(404);
  });

  it('renames and deletes named lists, never the default one, and checks names', async () => {
    const { client } = await signUp(server.url);
    const costco = await newList(client, 'Costco');
    const renamed = await client.patch(`/api/shopping-lists/${costco.id}`, { name: '  Costco run  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ id: costco.id, name: 'Costco run' });

    const taken = await client.post('/api/shopping-lists', { name: 'costco RUN' });
    expect(taken.status).toBe(409);
    expect(taken.json.field).toBe('name');
    const market = await newList(client, 'Market');
    expect((await client.patch(`/api/shopping-lists/${market.id}`, { name: 'COSTCO run' })).status).toBe(409);
    // Changing only the case of a list's own name is a rename, not a clash.
    expect((await client.patch(`/api/shopping-lists/${market.id}`, { name: 'MARKET' })).status).toBe(200);
    expect((await client.post('/api/shopping-lists', { name: 'Shopping List' })).status).toBe(409);

    for (const [body, field] of [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(41) }, 'name'],
      [{}, 'name'],
      [{ name: 'Fine', clientKey: 'nope' }, 'clientKey'],
    ] as const) {
      const bad = await client.post('/api/shopping-lists', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.json.field).toBe(field);
    }
    expect((await client.post('/api/shopping-lists', { name: 'x'.repeat(40) })).status).toBe(201);
    expect((await client.get('/api/shopping-list?listId=not-a-list')).json.field).toBe('listId');

    const [main] = await summaries(client);
    const keep = await client.delete(`/api/shopping-lists/${main.id}`);
    expect(keep.status).toBe(409);
    expect(keep.json.message).toBe('The main shopping list cannot be deleted');
    expect((await client.patch(`/api/shopping-lists/${main.id}`, { name: 'Other' })).status).toBe(409);

    await client.post('/api/shopping-list/items', { text: 'paper towels', listId: market.id });
    expect((await client.delete(`/api/shopping-lists/${market.id}`)).status).toBe(204);
    expect((await client.get(`/api/shopping-list?listId=${market.id}`)).status).toBe(404);
    expect((await client.delete(`/api/shopping-lists/${market.id}`)).status).toBe(404);
    expect((await summaries(client)).map((list) => list.name)).toEqual(['Shopping list', 'Costco run', 'x'.repeat(40)]);
  });

  it('makes one list of a replayed create, and at most 20 lists', async () => {
    const { client } = await signUp(server.url);
    const clientKey = randomUUID();
    const first = await client.post('/api/shopping-lists', { name: 'Offline', clientKey });
    const replay = await client.post('/api/shopping-lists', { name: 'Offline', clientKey });
    expect(replay.status).toBe(201);
    expect(replay.json.id).toBe(first.json.id);
    for (let n = (await summaries(client)).length; n < MAX_LISTS; n += 1) await newList(client, `List ${n}`);
    const full = await client.post('/api/shopping-lists', { name: 'One too many' });
    expect(full.status).toBe(409);
    expect(full.json.message).toMatch(/at most 20/);
  });

  it("answers 404 for another cook's list on every route, and shares lists within a household", async () => {
    const alice = (await signUp(server.url)).client;
    const bob = (await signUp(server.url)).client;
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    const costco = await newList(alice, 'Costco');
    const filled = (await alice.post('/api/shopping-list/recipes', { recipeId: carbonara, listId: costco.id }))
      .json as unknown as List;
    const on = `?listId=${costco.id}`;
    for (const response of [
      await bob.get(`/api/shopping-list${on}`),
      await bob.post('/api/shopping-list/recipes', { recipeId: carbonara, listId: costco.id }),
      await bob.post(`/api/shopping-list/items${on}`, { text: 'x' }),
      await bob.patch(`/api/shopping-list/items/${filled.items[0].id}${on}`, { completed: true }),
      await bob.patch(`/api/shopping-list/recipes/${carbonara}${on}`, { servings: 2 }),
      await bob.delete(`/api/shopping-list/recipes/${carbonara}${on}`),
      await bob.delete(`/api/shopping-list${on}`),
      await bob.patch(`/api/shopping-lists/${costco.id}`, { name: 'Mine now' }),
      await bob.delete(`/api/shopping-lists/${costco.id}`),
    ])
      expect(response.status).toBe(404);
    expect((await listOf(alice, costco.id)).recipes).toHaveLength(1);
    expect((await summaries(bob)).map((list) => list.name)).toEqual(['Shopping list']);
    expect((await new TestClient(server.url).get('/api/shopping-lists')).status).toBe(401);

    const { owner, member } = await household();
    const shared = await newList(member, 'Farmers market');
    expect((await summaries(owner)).map((list) => list.name)).toEqual(['Shopping list', 'Farmers market']);
    await owner.post('/api/shopping-list/items', { text: '6 peaches', listId: shared.id });
    expect((await listOf(member, shared.id)).items.map((item) => item.ingredient)).toEqual(['peaches']);
    expect((await member.patch(`/api/shopping-lists/${shared.id}`, { name: 'Market' })).status).toBe(200);
  });

  it('tells the other screens which list changed', async () => {
    const { client, account } = await signUp(server.url);
    const phone = new TestClient(server.url);
    await phone.post('/api/auth/login', { email: account.email, password: account.password });
    const stream = await openEventStream(phone, '/api/events');
    try {
      const costco = await newList(client, 'Costco');
      expect((await stream.next('list.changed')).data).toMatchObject({ listId: costco.id });
      await client.post('/api/shopping-list/items', { text: 'basil', listId: costco.id });
      expect((await stream.next('list.changed')).data).toMatchObject({ listId: costco.id });
      await client.post('/api/shopping-list/items', { text: 'thyme' });
      expect((await stream.next('list.changed')).data).not.toHaveProperty('listId');
    } finally {
      stream.close();
    }
  });
});

describe('aisle order', () => {
  it("is the aisle table's order until the household changes it, then every list follows it", async () => {
    const { owner, member } = await household();
    expect((await owner.get('/api/shopping-list/aisles')).json).toEqual({ order: [...AISLES] });
    const order = ['frozen', 'dairy & eggs', 'produce', 'meat & fish', 'bakery', 'pantry', 'spices', 'other'];
    const saved = await member.put('/api/shopping-list/aisles', { order });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ order });
    expect((await owner.get('/api/shopping-list/aisles')).json).toEqual({ order });
    // Someone else's order is their own.
    const { client: stranger } = await signUp(server.url);
    expect((await stranger.get('/api/shopping-list/aisles')).json).toEqual({ order: [...AISLES] });
  });

  it('takes only a permutation of the known aisles, naming `order` otherwise', async () => {
    const { client } = await signUp(server.url);
    for (const order of [
      AISLES.slice(1),
      [...AISLES, 'produce'],
      [...AISLES.slice(1), 'pantry'],
      [...AISLES.slice(1), 'garden'],
      'produce',
      undefined,
    ]) {
      const bad = await client.put('/api/shopping-list/aisles', { order });
      expect(bad.status, JSON.stringify(order)).toBe(400);
      expect(bad.json.field).toBe('order');
    }
    expect((await client.get('/api/shopping-list/aisles')).json).toEqual({ order: [...AISLES] });
  });
});
