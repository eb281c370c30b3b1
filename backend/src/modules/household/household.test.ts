import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../../testing/http-client';
import { seedRecipeId, startSeededServer } from '../../testing/seeded-server';
import type { TestServer } from '../../testing/test-server';
import { startHousehold } from '../../testing/household';

let server: TestServer;
let chili: number;
beforeAll(async () => {
  server = await startSeededServer();
  chili = await seedRecipeId(server, 'american-beef-and-bean-chili');
});
afterAll(() => server?.close());

const household = () => startHousehold(server.url);

describe('households', () => {
  it('shares one shopping list and one planner between its members, each change seen by the other', async () => {
    const { owner, member } = await household();
    await member.post('/api/shopping-list/recipes', { recipeId: chili, servings: 6 });
    const ownersList = (await owner.get('/api/shopping-list')).json as {
      recipes: Array<{ id: number }>;
      items: Array<{ id: string }>;
    };
    expect(ownersList.recipes.map((recipe) => recipe.id)).toEqual([chili]);
    await owner.patch(`/api/shopping-list/items/${ownersList.items[0].id}`, { completed: true });
    expect((await member.get('/api/shopping-list')).json.completed).toEqual([ownersList.items[0].id]);

    await owner.post('/api/planner/entries', { date: '2026-12-01', meal: 'dinner', note: 'pizza night' });
    const week = await member.get('/api/planner?from=2026-12-01&to=2026-12-07');
    expect((week.json.entries as Array<{ note: string }>).map((entry) => entry.note)).toEqual(['pizza night']);

    const view = (await member.get('/api/household')).json.household as {
      name: string;
      role: string;
      members: Array<{ name: string; role: string; you: boolean }>;
    };
    expect(view).toMatchObject({ name: 'The Kitchen Table', role: 'member' });
    expect(view.members.map((m) => [m.name, m.role, m.you])).toEqual([
      ['Olive O.', 'owner', false],
      ['Mo M.', 'member', true],
    ]);
  });

  it('gives a member back their own list when they leave or are removed, and ends the household when its owner leaves', async () => {
    const { owner, member, memberId, invite } = await household();
    await owner.post('/api/shopping-list/items', { text: 'household saffron' });
    await member.post('/api/household/leave');
    expect((await member.get('/api/household')).json.household).toBeNull();
    expect(JSON.stringify((await member.get('/api/shopping-list')).json)).not.toContain('saffron');

    expect((await member.post('/api/household/join', { token: await invite() })).status).toBe(200);
    expect((await owner.delete(`/api/household/members/${memberId}`)).status).toBe(204);
    expect(JSON.stringify((await member.get('/api/shopping-list')).json)).not.toContain('saffron');
    expect((await member.get('/api/planner?from=2026-12-01&to=2026-12-07')).json.entries).toEqual([]);

    expect((await member.post('/api/household/join', { token: await invite() })).status).toBe(200);
    expect((await owner.post('/api/household/leave')).status).toBe(204);
    expect((await member.get('/api/household')).json.household).toBeNull();
    expect(JSON.stringify((await owner.get('/api/shopping-list')).json)).toContain('saffron');
  });

  it('refuses forged, used and expired invites with the reason, and a second household', async () => {
    const { owner, member, invite } = await household();
    const stranger = (await signUp(server.url)).client;
    const forged = await stranger.post('/api/household/join', { token: 'x'.repeat(43) });
    expect([forged.status, forged.json.field, forged.json.message]).toEqual([
      400,
      'token',
      'This invite link is not valid. Ask for a new one.',
    ]);
    const token = await invite();
    expect((await stranger.get(`/api/household/invite?token=${token}`)).json).toMatchObject({
      householdName: 'The Kitchen Table',
      invitedBy: 'Olive',
    });
    expect((await stranger.post('/api/household/join', { token })).status).toBe(200);
    const reused = await (await signUp(server.url)).client.post('/api/household/join', { token });
    expect([reused.status, reused.json.message]).toEqual([
      400,
      'This invite link was already used. Ask for a new one.',
    ]);

    const late = await invite();
    await server.deps
      .db('household_invites')
      .update({ expires_at: new Date(Date.now() - 1000) })
      .whereNull('used_at');
    const expired = await (await signUp(server.url)).client.post('/api/household/join', { token: late });
    expect([expired.status, expired.json.message]).toEqual([400, 'This invite link has expired. Ask for a new one.']);

    expect((await member.post('/api/household', { name: 'Another' })).status).toBe(409);
    expect((await member.post('/api/household/invites')).status).toBe(403);
    expect((await member.delete(`/api/household/members/${(await signUp(server.url)).user.id}`)).status).toBe(403);
    const elsewhere = await signUp(server.url);
    await elsewhere.client.post('/api/household', { name: 'Elsewhere' });
    expect((await elsewhere.client.post('/api/household/join', { token: await invite() })).status).toBe(409);
    expect((await owner.post('/api/household', { name: '   ' })).json.field).toBe('name');
  });

  it('lets its owner alone rename it and revoke the links not yet used', async () => {
    const { owner, member, invite } = await household();
    const renamed = await owner.patch('/api/household', { name: 'Sunday Suppers' });
    expect([renamed.status, renamed.json.name]).toEqual([200, 'Sunday Suppers']);
    expect((await member.get('/api/household')).json.household).toMatchObject({ name: 'Sunday Suppers' });
    expect((await member.patch('/api/household', { name: 'Mine now' })).status).toBe(403);
    expect((await owner.patch('/api/household', { name: '' })).json.field).toBe('name');

    const [first, second] = [await invite(), await invite()];
    expect((await member.delete('/api/household/invites')).status).toBe(403);
    expect((await owner.delete('/api/household/invites')).status).toBe(204);
    for (const token of [first, second]) {
      const revoked = await (await signUp(server.url)).client.post('/api/household/join', { token });
      expect([revoked.status, revoked.json.message]).toEqual([
        400,
        'This invite link is not valid. Ask for a new one.',
      ]);
    }
    expect(
      (await (await signUp(server.url)).client.post('/api/household/join', { token: await invite() })).status,
    ).toBe(200);
    expect((await (await signUp(server.url)).client.delete('/api/household/invites')).status).toBe(404);
  });

  it('lets exactly one of two cooks in through one link used at the same time', async () => {
    const { invite } = await household();
    const token = await invite();
    const [a, b] = [(await signUp(server.url)).client, (await signUp(server.url)).client];
    const answers = await Promise.all([
      a.post('/api/household/join', { token }),
      b.post('/api/household/join', { token }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('is for signed-in cooks, and nobody outside a household reaches its list', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.get('/api/household')).status).toBe(401);
    expect((await visitor.post('/api/household/join', { token: 'x'.repeat(43) })).status).toBe(401);
    const { owner } = await household();
    await owner.post('/api/shopping-list/items', { text: 'private truffle' });
    const stranger = (await signUp(server.url)).client;
    expect(JSON.stringify((await stranger.get('/api/shopping-list')).json)).not.toContain('truffle');
    expect((await stranger.post('/api/household/leave')).status).toBe(404);
  });
});
