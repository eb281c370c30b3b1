import { describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/http-client';
import { seededServerPerFile, seedRecipeId } from '../../testing/seeded-server';

const server = seededServerPerFile();

describe('favorites', () => {
  it('saves idempotently, lists newest first, and removes', async () => {
    const { client } = await signUp(server.url);
    const carbonara = await seedRecipeId(server, 'italian-spaghetti-carbonara');
    const tiramisu = await seedRecipeId(server, 'italian-classic-tiramisu');
    expect((await client.put(`/api/favorites/${carbonara}`)).status).toBe(200);
    expect((await client.put(`/api/favorites/${carbonara}`)).status).toBe(200); // twice = once
    expect((await client.put(`/api/favorites/${tiramisu}`)).status).toBe(200);
    const listed = await client.get('/api/favorites');
    expect(listed.json.total).toBe(2);
    expect((listed.json.recipes as Array<{ name: string }>).map((recipe) => recipe.name)).toEqual([
      'Classic Tiramisu',
      'Spaghetti Carbonara',
    ]);
    expect((await client.delete(`/api/favorites/${carbonara}`)).status).toBe(200);
    expect((await client.delete(`/api/favorites/${carbonara}`)).status).toBe(200);
    expect((await client.get('/api/favorites')).json.total).toBe(1);
  });

  it('keeps each user to their own favorites', async () => {
    const alice = (await signUp(server.url)).client;
    const bob = (await signUp(server.url)).client;
    await alice.put(`/api/favorites/${await seedRecipeId(server, 'thai-mango-sticky-rice')}`);
    expect((await bob.get('/api/favorites')).json.total).toBe(0);
  });

  it('answers 404 for an unknown recipe, 400 for a bad id, 401 for a visitor and 403 for premium-only', async () => {
    const { client } = await signUp(server.url);
    expect((await client.put('/api/favorites/999999')).status).toBe(404);
    expect((await client.delete('/api/favorites/999999')).status).toBe(404);
    const bad = await client.put('/api/favorites/abc');
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('recipeId');
    expect((await new TestClient(server.url).get('/api/favorites')).status).toBe(401);
    const premium = await seedRecipeId(server, 'premium-duck-confit');
    expect((await client.put(`/api/favorites/${premium}`)).status).toBe(403);
  });
});
