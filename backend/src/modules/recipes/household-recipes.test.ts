import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/http-client';
import { startHousehold } from '../../testing/household';
import { startSeededServer } from '../../testing/seeded-server';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startSeededServer();
});
afterAll(() => server?.close());

const recipe = (name: string, visibility: 'private' | 'household') => ({
  name,
  ingredients: ['2 cups masa harina', '1 cup warm water'],
  instructions: ['Mix to a soft dough.', 'Press and cook on a hot pan.'],
  servings: 4,
  visibility,
});

interface Summary {
  id: number;
  name: string;
}

const names = async (client: TestClient, query: string) =>
  ((await client.get(`/api/recipes?${query}`)).json.recipes as Summary[]).map((found) => found.name);

/** Every read a household member has of a recipe: detail (and cook mode), search, listing, favorites, list, planner. */
async function reads(client: TestClient, id: number) {
  const favorite = await client.put(`/api/favorites/${id}`);
  const favorites = (await client.get('/api/favorites')).json.recipes as Summary[];
  const listed = await client.post('/api/shopping-list/recipes', { recipeId: id, servings: 4 });
  const planned = await client.post('/api/planner/entries', { date: '2026-12-09', meal: 'dinner', recipeId: id });
  return {
    detail: (await client.get(`/api/recipes/${id}`)).status,
    found: (await names(client, 'search=aunt%20lupe%20tortillas')).includes('Aunt Lupe tortillas'),
    household: await names(client, 'household=true'),
    favorite: favorite.status,
    inFavorites: favorites.some((found) => found.id === id),
    list: listed.status,
    planner: planned.status,
  };
}

/** What a cook outside the household gets of its recipe: missing everywhere (the planner calls it a bad field). */
const OUT_OF_REACH = { detail: 404, found: false, household: [], inFavorites: false, list: 404, planner: 400 };

describe("a household's shared recipes", () => {
  it('are read by every member, but by nobody else, and changed by their writer alone', async () => {
    const { owner, member, join } = await startHousehold(server.url);
    const written = await member.post('/api/recipes', recipe('Aunt Lupe tortillas', 'household'));
    expect([written.status, written.json.visibility]).toEqual([201, 'household']);
    const secret = await member.post('/api/recipes', recipe('Aunt Lupe secret tortillas', 'private'));
    const id = written.json.id as number;
    const { client: joiner } = await join();

    for (const reader of [owner, joiner]) {
      const seen = await reads(reader, id);
      expect(seen).toEqual({
        detail: 200,
        found: true,
        household: ['Aunt Lupe tortillas'],
        favorite: seen.favorite,
        inFavorites: true,
        list: 201,
        planner: 201,
      });
      expect([200, 201, 204]).toContain(seen.favorite);
      const detail = (await reader.get(`/api/recipes/${id}`)).json;
      expect([detail.mine, detail.visibility]).toEqual([false, 'household']);
      expect((await reader.get(`/api/recipes/${secret.json.id}`)).status).toBe(404);
      expect((await reader.patch(`/api/recipes/${id}`, { description: 'changed' })).status).toBe(404);
      expect((await reader.delete(`/api/recipes/${id}`)).status).toBe(404);
    }
    // The writer sees their own, and does not find it among what the household shares with them.
    expect(await names(member, 'household=true')).toEqual([]);
    expect((await member.get(`/api/recipes/${id}`)).json.mine).toBe(true);

    const stranger = (await signUp(server.url)).client;
    const outside = await reads(stranger, id);
    expect(outside).toMatchObject(OUT_OF_REACH);
    expect(outside.favorite).toBe(404);
    expect((await new TestClient(server.url).get(`/api/recipes/${id}`)).status).toBe(401);
  });

  it('disappear at once for a member who leaves or is removed, and for everyone when the household ends', async () => {
    const { owner, member, join } = await startHousehold(server.url);
    const id = (await owner.post('/api/recipes', recipe('Aunt Lupe tortillas', 'household'))).json.id as number;
    const { client: leaver } = await join();
    const { client: removed, userId: removedId } = await join();
    for (const reader of [member, leaver, removed]) expect((await reader.get(`/api/recipes/${id}`)).status).toBe(200);
    await removed.put(`/api/favorites/${id}`);

    expect((await leaver.post('/api/household/leave')).status).toBe(204);
    expect((await owner.delete(`/api/household/members/${removedId}`)).status).toBe(204);
    for (const gone of [leaver, removed]) {
      const seen = await reads(gone, id);
      expect(seen).toMatchObject(OUT_OF_REACH);
    }
    expect((await member.get(`/api/recipes/${id}`)).status).toBe(200);

    expect((await owner.post('/api/household/leave')).status).toBe(204);
    expect((await member.get(`/api/recipes/${id}`)).status).toBe(404);
    expect((await owner.get(`/api/recipes/${id}`)).status).toBe(200);
  });

  it('stay private when made private again', async () => {
    const { owner, member } = await startHousehold(server.url);
    const id = (await owner.post('/api/recipes', recipe('Aunt Lupe tortillas', 'household'))).json.id as number;
    expect((await member.get(`/api/recipes/${id}`)).status).toBe(200);
    expect((await owner.patch(`/api/recipes/${id}`, { visibility: 'private' })).status).toBe(200);
    expect((await member.get(`/api/recipes/${id}`)).status).toBe(404);
    expect(await names(member, 'household=true')).toEqual([]);
  });
});
