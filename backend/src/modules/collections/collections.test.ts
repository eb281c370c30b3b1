import { describe, expect, it } from 'vitest';
import { COLLECTION_NAME_MAX } from '@common/contracts/collections';
import { startHousehold } from '../../testing/household';
import { signUp, TestClient } from '../../testing/http-client';
import { seededServerPerFile, seedRecipeId } from '../../testing/seeded-server';

const server = seededServerPerFile();

const newCollection = async (client: TestClient, name: string) => {
  const response = await client.post('/api/collections', { name });
  expect(response.status, response.text).toBe(201);
  return String(response.json.id);
};

const ownRecipe = async (client: TestClient, name: string, visibility = 'private') => {
  const response = await client.post('/api/recipes', {
    name,
    ingredients: ['1 egg'],
    instructions: ['Boil it.'],
    visibility,
  });
  expect(response.status, response.text).toBe(201);
  return Number(response.json.id);
};

const namesOf = (response: { json: Record<string, unknown> }) =>
  (response.json.recipes as Array<{ name: string }>).map((recipe) => recipe.name);

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('collections', () => {
  it('makes, lists with counts and covers, renames and deletes a collection', async () => {
    const { client } = await signUp(server.url);
    expect((await client.get('/api/collections')).json).toEqual({ collections: [] });
    const created = await client.post('/api/collections', { name: '  Weeknights  ' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Weeknights', recipeCount: 0, cover: null });
    const id = String(created.json.id);
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    await client.put(`/api/collections/${id}/recipes/${carbonara}`);

    const listed = (await client.get('/api/collections')).json.collections as Array<Record<string, unknown>>;
    expect(listed).toEqual([expect.objectContaining({ id, name: 'Weeknights', recipeCount: 1 })]);
    expect(listed[0].cover).toMatchObject({ recipeId: carbonara, name: 'Spaghetti Carbonara' });

    const renamed = await client.patch(`/api/collections/${id}`, { name: 'Quick dinners' });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ id, name: 'Quick dinners', recipeCount: 1 });

    expect((await client.delete(`/api/collections/${id}`)).status).toBe(204);
    expect((await client.get(`/api/collections/${id}`)).status).toBe(404);
    expect((await client.delete(`/api/collections/${id}`)).status).toBe(404);
  });

  it('is idempotent by clientKey and keeps names unique per cook, case folded', async () => {
    const { client } = await signUp(server.url);
    const first = await client.post('/api/collections', { name: 'Soups', clientKey: 'draft-key-1' });
    const again = await client.post('/api/collections', { name: 'Soups', clientKey: 'draft-key-1' });
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);

    const taken = await client.post('/api/collections', { name: 'soups' });
    expect(taken.status).toBe(409);
    expect(taken.json.field).toBe('name');
    const other = await newCollection(client, 'Stews');
    const renamedOnto = await client.patch(`/api/collections/${other}`, { name: 'SOUPS' });
    expect(renamedOnto.status).toBe(409);
    expect(renamedOnto.json.field).toBe('name');

    // Another cook may use the same name.
    const { client: bob } = await signUp(server.url);
    expect((await bob.post('/api/collections', { name: 'Soups' })).status).toBe(201);
  });

  it('answers 400 naming the field for bad names, ids and bodies', async () => {
    const { client } = await signUp(server.url);
    for (const name of ['', '   ', 'x'.repeat(COLLECTION_NAME_MAX + 1), 42, undefined]) {
      const response = await client.post('/api/collections', { name });
      expect(response.status, String(name)).toBe(400);
      expect(response.json.field).toBe('name');
    }
    expect((await client.post('/api/collections', { name: 'x'.repeat(COLLECTION_NAME_MAX) })).status).toBe(201);
    const badId = await client.get('/api/collections/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.json.field).toBe('id');
    const id = await newCollection(client, 'Bakes');
    const badRecipe = await client.put(`/api/collections/${id}/recipes/abc`);
    expect(badRecipe.status).toBe(400);
    expect(badRecipe.json.field).toBe('recipeId');
    const badOrder = await client.put(`/api/collections/${id}/order`, { recipeIds: 'nope' });
    expect(badOrder.status).toBe(400);
    expect(badOrder.json.field).toBe('recipeIds');
  });

  it('adds recipes idempotently, in order, and removes them', async () => {
    const { client } = await signUp(server.url);
    const id = await newCollection(client, 'Italian');
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    const tiramisu = await seedRecipeId(server, 'italian-classic-tiramisu');
    expect((await client.put(`/api/collections/${id}/recipes/${carbonara}`)).json).toEqual({
      collectionId: id,
      recipeId: carbonara,
      saved: true,
    });
    await client.put(`/api/collections/${id}/recipes/${tiramisu}`);
    expect((await client.put(`/api/collections/${id}/recipes/${carbonara}`)).status).toBe(200); // twice = once, kept in place
    const detail = await client.get(`/api/collections/${id}`);
    expect(detail.json.recipeCount).toBe(2);
    expect(namesOf(detail)).toEqual(['Spaghetti Carbonara', 'Classic Tiramisu']);
    expect((await client.get(`/api/recipes/${tiramisu}/collection-ids`)).json).toEqual({ collectionIds: [id] });

    expect((await client.delete(`/api/collections/${id}/recipes/${carbonara}`)).status).toBe(204);
    expect((await client.delete(`/api/collections/${id}/recipes/${carbonara}`)).status).toBe(204);
    expect(namesOf(await client.get(`/api/collections/${id}`))).toEqual(['Classic Tiramisu']);
  });

  it('takes catalog recipes (premium ones too, shown locked), the cook’s own, and 404 for anything else', async () => {
    const { client } = await signUp(server.url);
    const id = await newCollection(client, 'Keepers');
    expect((await client.put(`/api/collections/${id}/recipes/999999`)).status).toBe(404);

    const premium = await seedRecipeId(server, 'premium-duck-confit');
    expect((await client.put(`/api/collections/${id}/recipes/${premium}`)).status).toBe(200);
    const [kept] = (await client.get(`/api/collections/${id}`)).json.recipes as Array<Record<string, unknown>>;
    expect(kept).toMatchObject({ id: premium, locked: true });
    expect((await client.get(`/api/recipes/${premium}`)).status).toBe(403);

    const mine = await ownRecipe(client, 'My egg');
    expect((await client.put(`/api/collections/${id}/recipes/${mine}`)).status).toBe(200);

    const { client: bob } = await signUp(server.url);
    const bobs = await ownRecipe(bob, 'Bob’s private egg');
    const refused = await client.put(`/api/collections/${id}/recipes/${bobs}`);
    expect(refused.status).toBe(404);
  });

  it("keeps each cook to their own collections: another cook's answers 404", async () => {
    const { client: alice } = await signUp(server.url);
    const { client: bob } = await signUp(server.url);
    const id = await newCollection(alice, 'Alice only');
    const recipe = await seedRecipeId(server, 'thai-mango-sticky-rice');
    await alice.put(`/api/collections/${id}/recipes/${recipe}`);

    expect((await bob.get('/api/collections')).json).toEqual({ collections: [] });
    expect((await bob.get(`/api/collections/${id}`)).status).toBe(404);
    expect((await bob.patch(`/api/collections/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await bob.put(`/api/collections/${id}/recipes/${recipe}`)).status).toBe(404);
    expect((await bob.delete(`/api/collections/${id}/recipes/${recipe}`)).status).toBe(404);
    expect((await bob.put(`/api/collections/${id}/order`, { recipeIds: [recipe] })).status).toBe(404);
    expect((await bob.delete(`/api/collections/${id}`)).status).toBe(404);
    expect((await bob.get(`/api/recipes/${recipe}/collection-ids`)).json).toEqual({ collectionIds: [] });
    expect((await alice.get(`/api/collections/${id}`)).json.recipeCount).toBe(1);

    const visitor = new TestClient(server.url);
    expect((await visitor.get('/api/collections')).status).toBe(401);
    expect((await visitor.get(`/api/collections/${id}`)).status).toBe(401);
  });

  it('reorders recipes only by a permutation of the current ones', async () => {
    const { client } = await signUp(server.url);
    const id = await newCollection(client, 'Order');
    const ids = [
      await seedRecipeId(server, 'italian-spaghetti-carbonara'),
      await seedRecipeId(server, 'italian-classic-tiramisu'),
      await seedRecipeId(server, 'thai-mango-sticky-rice'),
    ];
    for (const recipeId of ids) await client.put(`/api/collections/${id}/recipes/${recipeId}`);

    const reordered = await client.put(`/api/collections/${id}/order`, { recipeIds: [ids[2], ids[0], ids[1]] });
    expect(reordered.status).toBe(200);
    const order = (response: { json: Record<string, unknown> }) =>
      (response.json.recipes as Array<{ id: number }>).map((recipe) => recipe.id);
    expect(order(reordered)).toEqual([ids[2], ids[0], ids[1]]);
    expect(order(await client.get(`/api/collections/${id}`))).toEqual([ids[2], ids[0], ids[1]]);
    expect((await client.get('/api/collections')).json.collections).toEqual([
      expect.objectContaining({ id, recipeCount: 3 }),
    ]);

    for (const recipeIds of [
      [ids[0], ids[1]],
      [...ids, 999999],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], 999999],
    ]) {
      const refused = await client.put(`/api/collections/${id}/order`, { recipeIds });
      expect(refused.status, JSON.stringify(recipeIds)).toBe(400);
      expect(refused.json.field).toBe('recipeIds');
    }
    expect(order(await client.get(`/api/collections/${id}`))).toEqual([ids[2], ids[0], ids[1]]);
  });

  it("reorders the cook's collections by a permutation of them", async () => {
    const { client } = await signUp(server.url);
    const a = await newCollection(client, 'A');
    const b = await newCollection(client, 'B');
    const c = await newCollection(client, 'C');
    const names = (response: { json: Record<string, unknown> }) =>
      (response.json.collections as Array<{ name: string }>).map((collection) => collection.name);
    expect(names(await client.get('/api/collections'))).toEqual(['A', 'B', 'C']);
    const reordered = await client.put('/api/collections/order', { collectionIds: [c, a, b] });
    expect(reordered.status).toBe(200);
    expect(names(reordered)).toEqual(['C', 'A', 'B']);
    expect(names(await client.get('/api/collections'))).toEqual(['C', 'A', 'B']);
    const refused = await client.put('/api/collections/order', { collectionIds: [a, b] });
    expect(refused.status).toBe(400);
    expect(refused.json.field).toBe('collectionIds');
  });
});

describe('collections shared with the household', () => {
  const summaries = async (client: TestClient) =>
    (await client.get('/api/collections')).json.collections as Array<Record<string, unknown>>;

  it('lists, reads and lets members edit a household collection, each seeing only the recipes they may see', async () => {
    const { owner, member, memberId } = await startHousehold(server.url);
    const { client: stranger } = await signUp(server.url);
    const created = await owner.post('/api/collections', { name: 'Family dinners', visibility: 'household' });
    expect(created.json).toMatchObject({ visibility: 'household', mine: true, ownerName: null });
    const id = String(created.json.id);
    const hidden = await newCollection(owner, 'Olive only');
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    const secret = await ownRecipe(owner, 'Olive’s secret egg');
    const shared = await ownRecipe(owner, 'Olive’s household egg', 'household');
    for (const recipe of [secret, carbonara, shared]) await owner.put(`/api/collections/${id}/recipes/${recipe}`);

    expect(await summaries(member)).toEqual([
      expect.objectContaining({ id, mine: false, ownerName: 'Olive O.', visibility: 'household', recipeCount: 2 }),
    ]);
    // The cover is the first recipe the member sees, not the owner's private one.
    expect((await summaries(member))[0].cover).toMatchObject({ recipeId: carbonara });
    expect(namesOf(await member.get(`/api/collections/${id}`))).toEqual([
      'Spaghetti Carbonara',
      'Olive’s household egg',
    ]);
    expect((await member.get(`/api/collections/${hidden}`)).status).toBe(404);

    // A member renames it, adds to it (their private recipe stays theirs), takes out and reorders.
    expect((await member.patch(`/api/collections/${id}`, { name: 'Our dinners' })).json).toMatchObject({
      name: 'Our dinners',
      mine: false,
    });
    const mos = await ownRecipe(member, 'Mo’s private egg');
    expect((await member.put(`/api/collections/${id}/recipes/${mos}`)).status).toBe(200);
    expect((await member.delete(`/api/collections/${id}/recipes/${secret}`)).status).toBe(204); // not theirs to see
    const reordered = await member.put(`/api/collections/${id}/order`, { recipeIds: [mos, shared, carbonara] });
    expect(namesOf(reordered)).toEqual(['Mo’s private egg', 'Olive’s household egg', 'Spaghetti Carbonara']);
    const ownersView = await owner.get(`/api/collections/${id}`);
    expect(namesOf(ownersView)).toEqual(['Olive’s secret egg', 'Olive’s household egg', 'Spaghetti Carbonara']);
    expect(ownersView.json.recipeCount).toBe(3);
    expect((await member.get(`/api/recipes/${carbonara}/collection-ids`)).json).toEqual({ collectionIds: [id] });
    // The owner's export holds the collection as they see it: not the member's private recipe.
    const exported = (await owner.get('/api/account/export')).json.collections as Array<Record<string, unknown>>;
    expect(exported.find((collection) => collection.name === 'Our dinners')).toMatchObject({
      visibility: 'household',
      recipes: [secret, shared, carbonara].map((recipeId) => expect.objectContaining({ recipeId })),
    });

    // Who sees it and deleting it are the owner's alone; nobody outside the household finds it.
    expect((await member.patch(`/api/collections/${id}`, { visibility: 'private' })).status).toBe(403);
    expect((await member.delete(`/api/collections/${id}`)).status).toBe(403);
    expect((await member.put('/api/collections/order', { collectionIds: [id] })).status).toBe(400);
    expect((await stranger.get(`/api/collections/${id}`)).status).toBe(404);
    expect((await stranger.patch(`/api/collections/${id}`, { name: 'Mine' })).status).toBe(404);
    expect(await summaries(stranger)).toEqual([]);
    expect((await new TestClient(server.url).get(`/api/collections/${id}`)).status).toBe(401);

    // Made private, or the member gone, and it is missing to them at once.
    expect((await owner.patch(`/api/collections/${id}`, { visibility: 'private' })).json.visibility).toBe('private');
    expect((await member.get(`/api/collections/${id}`)).status).toBe(404);
    await owner.patch(`/api/collections/${id}`, { visibility: 'household' });
    expect((await member.get(`/api/collections/${id}`)).status).toBe(200);
    expect((await owner.delete(`/api/household/members/${memberId}`)).status).toBe(204);
    expect((await member.get(`/api/collections/${id}`)).status).toBe(404);
    expect((await member.patch(`/api/collections/${id}`, { name: 'Still ours' })).status).toBe(404);
    expect(await summaries(member)).toEqual([]);
  });

  it('answers 400 naming name or visibility for a bad change, and 409 for a name the owner already has', async () => {
    const { owner, member } = await startHousehold(server.url);
    const id = String((await owner.post('/api/collections', { name: 'Soups', visibility: 'household' })).json.id);
    await newCollection(owner, 'Stews');
    for (const [body, field] of [
      [{}, 'name'],
      [{ visibility: 'link' }, 'visibility'],
      [{ name: '  ' }, 'name'],
    ] as const) {
      const response = await owner.patch(`/api/collections/${id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.field).toBe(field);
    }
    const created = await owner.post('/api/collections', { name: 'Bakes', visibility: 'everyone' });
    expect([created.status, created.json.field]).toEqual([400, 'visibility']);
    const taken = await member.patch(`/api/collections/${id}`, { name: 'stews' });
    expect([taken.status, taken.json.field]).toEqual([409, 'name']);
  });
});

describe('private notes on recipes', () => {
  it('writes, reads, replaces and deletes the cook’s own note; nobody else sees it', async () => {
    const { client } = await signUp(server.url);
    const recipe = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    expect((await client.get(`/api/recipes/${recipe}/note`)).json).toEqual({
      recipeId: recipe,
      text: null,
      updatedAt: null,
    });
    const written = await client.put(`/api/recipes/${recipe}/note`, { text: '  Use guanciale.  ' });
    expect(written.status).toBe(200);
    expect(written.json).toMatchObject({ recipeId: recipe, text: 'Use guanciale.' });
    await client.put(`/api/recipes/${recipe}/note`, { text: 'Half the pecorino.' });
    expect((await client.get(`/api/recipes/${recipe}/note`)).json.text).toBe('Half the pecorino.');

    const { client: bob } = await signUp(server.url);
    expect((await bob.get(`/api/recipes/${recipe}/note`)).json.text).toBeNull();

    expect((await client.delete(`/api/recipes/${recipe}/note`)).status).toBe(204);
    expect((await client.delete(`/api/recipes/${recipe}/note`)).status).toBe(204);
    expect((await client.get(`/api/recipes/${recipe}/note`)).json.text).toBeNull();
  });

  it('answers 400 naming text, 404 for a recipe the cook may not see, 401 for a visitor', async () => {
    const { client } = await signUp(server.url);
    const recipe = await seedRecipeId(server, 'italian-classic-tiramisu');
    for (const text of ['', '   ', 'x'.repeat(10_001), 7]) {
      const response = await client.put(`/api/recipes/${recipe}/note`, { text });
      expect(response.status).toBe(400);
      expect(response.json.field).toBe('text');
    }
    expect((await client.put(`/api/recipes/${recipe}/note`, { text: 'x'.repeat(10_000) })).status).toBe(200);
    expect((await client.put('/api/recipes/999999/note', { text: 'hi' })).status).toBe(404);
    const { client: bob } = await signUp(server.url);
    const bobs = await ownRecipe(bob, 'Bob’s secret');
    expect((await client.get(`/api/recipes/${bobs}/note`)).status).toBe(404);
    expect((await new TestClient(server.url).get(`/api/recipes/${recipe}/note`)).status).toBe(401);
  });
});

describe('"I made this" log', () => {
  it('logs entries, lists them newest first, and deletes one', async () => {
    const { client } = await signUp(server.url);
    const recipe = await seedRecipeId(server, 'thai-mango-sticky-rice');
    const older = await client.post(`/api/recipes/${recipe}/cooked`, { date: '2026-01-05', rating: 4 });
    expect(older.status).toBe(201);
    expect(older.json).toMatchObject({ recipeId: recipe, date: '2026-01-05', rating: 4, note: null });
    const newer = await client.post(`/api/recipes/${recipe}/cooked`, { date: isoDay(0), note: '  More lime  ' });
    expect(newer.json).toMatchObject({ date: isoDay(0), rating: null, note: 'More lime' });
    expect((await client.post(`/api/recipes/${recipe}/cooked`, { date: isoDay(1) })).status).toBe(201);

    const log = await client.get(`/api/recipes/${recipe}/cooked`);
    expect((log.json.entries as Array<{ date: string }>).map((entry) => entry.date)).toEqual([
      isoDay(1),
      isoDay(0),
      '2026-01-05',
    ]);

    const { client: bob } = await signUp(server.url);
    expect((await bob.get(`/api/recipes/${recipe}/cooked`)).json).toEqual({ entries: [] });
    expect((await bob.delete(`/api/recipes/${recipe}/cooked/${String(older.json.id)}`)).status).toBe(404);

    expect((await client.delete(`/api/recipes/${recipe}/cooked/${String(older.json.id)}`)).status).toBe(204);
    expect((await client.delete(`/api/recipes/${recipe}/cooked/${String(older.json.id)}`)).status).toBe(404);
    expect((await client.get(`/api/recipes/${recipe}/cooked`)).json.entries).toHaveLength(2);
  });

  it('answers 400 naming each bad field, 404 for a recipe the cook may not see', async () => {
    const { client } = await signUp(server.url);
    const recipe = await seedRecipeId(server, 'thai-mango-sticky-rice');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'date'],
      [{ date: '2026-02-30' }, 'date'],
      [{ date: '05/01/2026' }, 'date'],
      [{ date: isoDay(3) }, 'date'],
      [{ date: '2026-01-05', rating: 0 }, 'rating'],
      [{ date: '2026-01-05', rating: 6 }, 'rating'],
      [{ date: '2026-01-05', rating: 2.5 }, 'rating'],
      [{ date: '2026-01-05', note: 'x'.repeat(2_001) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post(`/api/recipes/${recipe}/cooked`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.field, JSON.stringify(body)).toBe(field);
    }
    const both = await client.post(`/api/recipes/${recipe}/cooked`, { date: 'x', rating: 9 });
    expect(new Set((both.json.errors as Array<{ field: string }>).map((error) => error.field))).toEqual(
      new Set(['date', 'rating']),
    );
    expect((await client.post('/api/recipes/999999/cooked', { date: '2026-01-05' })).status).toBe(404);
    const badEntry = await client.delete(`/api/recipes/${recipe}/cooked/nope`);
    expect(badEntry.status).toBe(400);
    expect(badEntry.json.field).toBe('entryId');
  });
});
