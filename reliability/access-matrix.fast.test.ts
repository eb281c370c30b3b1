import { describe, expect, it } from 'vitest';
import { recordFigures } from './support/figures';
import { expectTableCovers, printDiscovered } from './support/matrix-coverage';
import { streamStatus } from './support/stream-status';
import { ACCESS_MATRIX, type Row } from './support/access-matrix';
import { worldDuringTests } from './support/fixtures';
import { requestFor, routeKey } from './support/route-requests';
import { ACTOR_NAMES, freshSession, leakIn, signInAgain, type ActorName } from './support/world';

// "other" runs before "premium": the Premium user's own deletes (saved video) come last.
const RUN_ORDER: ActorName[] = ['visitor', 'free', 'other', 'admin', 'premium'];

const { world, fixtures } = worldDuringTests();

/*
 * Every API route × every kind of caller, with the status each must get (the table is in
 * support/access-matrix.ts). A route the router has and the table lacks fails here.
 */
describe('access matrix', () => {
  it('covers every route of the router table, and nothing else', () => {
    const routes = world.server.app.apiRoutes.map(routeKey);
    const missingRequest = world.server.app.apiRoutes.filter((route) => !requestFor(route)).map(routeKey);
    expect(routes.length).toBeGreaterThan(50);
    expectTableCovers(routes, ACCESS_MATRIX, 'ACCESS_MATRIX');
    expect(missingRequest, 'routes missing from support/route-requests.ts').toEqual([]);
  });

  it('answers every route × caller with the expected status', async (context) => {
    const observed: Record<string, Row> = {};
    const mismatches: string[] = [];
    let requests = 0;
    for (const route of world.server.app.apiRoutes) {
      const key = routeKey(route);
      const request = requestFor(route);
      if (!request || !ACCESS_MATRIX[key]) continue;
      const row = [0, 0, 0, 0, 0] as Row;
      for (const actor of RUN_ORDER) {
        const client = request.endsSession ? await freshSession(world, actor) : world.as(actor);
        const body = request.body?.(fixtures);
        const response = request.stream
          ? await streamStatus(client, request.path(fixtures))
          : await client.request(
              route.method,
              request.path(fixtures),
              body ?? (route.method === 'GET' ? undefined : {}),
            );
        requests += 1;
        if (request.endsEverySession) await signInAgain(world, actor);
        const column = ACTOR_NAMES.indexOf(actor);
        row[column] = response.status;
        if (response.status !== ACCESS_MATRIX[key][column]) {
          mismatches.push(
            `${key} as ${actor}: expected ${ACCESS_MATRIX[key][column]}, got ${response.status} ${response.text.slice(0, 160)}`,
          );
        }
        expect(leakIn(response.text), `${key} as ${actor} leaks`).toBeUndefined();
      }
      observed[key] = row;
    }
    printDiscovered(observed);
    recordFigures(context, `${Object.keys(observed).length} routes × 5 callers = ${requests} requests`);
    expect(mismatches).toEqual([]);
  });

  it("keeps another user's favorites, list, saved videos, questions and ratings out of reach", async () => {
    const other = world.as('other');
    const premium = world.as('premium');
    // Rows the Premium user owns.
    await premium.put(`/api/favorites/${fixtures.recipeIds[5]}`);
    await premium.post('/api/shopping-list/items', { text: 'owner secret truffle' });
    const question = await premium.post('/api/cooking-expert/submit', {
      question: 'owner secret: how long to rest brisket?',
      name: 'Owner',
      category: 'Meat Preparation & Cooking',
    });
    expect(question.status).toBe(201);
    await premium.post('/api/saved-videos', { videoId: fixtures.skillVideoIds[4], videoType: 'skill' });
    await premium.put(`/api/recipes/${fixtures.recipeIds[6]}/rating`, { stars: 2, note: 'owner secret note' });

    // Lists are scoped to the caller: nothing of the owner's shows up.
    const lists = await Promise.all(
      [
        '/api/favorites',
        '/api/shopping-list',
        '/api/cooking-expert/questions',
        '/api/saved-videos',
        '/api/saved-videos/status',
      ].map((path) => other.get(path)),
    );
    for (const list of lists) {
      expect(list.status).toBe(200);
      expect(list.text).not.toContain('owner secret');
      expect(list.text).not.toContain(fixtures.skillVideoIds[4]);
    }
    const favorites = (await other.get('/api/favorites')).json.recipes as Array<{ id: number }>;
    expect(favorites.map((recipe) => recipe.id)).not.toContain(fixtures.recipeIds[5]);
    const ratings = await other.get(`/api/recipes/${fixtures.recipeIds[6]}/ratings`);
    expect(ratings.json.mine).toBeNull(); // (an approved note is public by design; "mine" is not)

    // Rows addressed by id answer 404 to anyone but the owner, and stay untouched.
    const list = (await premium.get('/api/shopping-list')).json.items as Array<{ id: string; ingredient: string }>;
    const truffle = list.find((item) => item.ingredient.includes('truffle'))!;
    expect((await other.patch(`/api/shopping-list/items/${truffle.id}`, { completed: true })).status).toBe(404);
    expect((await other.request('DELETE', `/api/saved-videos/${fixtures.skillVideoIds[4]}`)).status).toBe(404);
    expect((await premium.get('/api/saved-videos/status')).json[fixtures.skillVideoIds[4]]).toBe(true);
    // A cook's own recipe is missing to anyone else, in search and by id.
    expect((await other.get(`/api/recipes/${fixtures.premiumOwnRecipeId}`)).status).toBe(404);
    expect((await other.get('/api/recipes?search=owner%20secret%20flatbread')).text).not.toContain('owner secret');
    expect((await premium.get('/api/recipes?search=owner%20secret%20flatbread')).text).toContain('owner secret');
    const ownerList = (await premium.get('/api/shopping-list')).json as { completed: string[] };
    expect(ownerList.completed).not.toContain(truffle.id);
    // The assistant keeps no server-side sessions or history to reach: it only has ask and stream.
    expect(
      world.server.app.apiRoutes.filter((route) => route.path.startsWith('/api/cooking-assistant')).map(routeKey),
    ).toEqual(['POST /api/cooking-assistant/ask', 'POST /api/cooking-assistant/stream']);
  });
});
