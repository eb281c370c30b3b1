import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachablePages } from '@common/contracts/paging';
import type { TestClient } from '../backend/src/testing/http-client';
import { signUpVerified } from '../backend/src/testing/verified-user';
import { startSeededServer } from '../backend/src/testing/seeded-server';
import type { TestServer } from '../backend/src/testing/test-server';
import type { Fixtures } from './support/fixtures';
import { requestFor, routeKey } from './support/route-requests';
import { generousLimits } from './support/world';

/*
 * Deep pages are a cheap denial of service: `GET /api/recipes?search=e&page=99999&limit=100` made
 * PostgreSQL find and skip ten million rows' worth of matches (0.4–0.8 s of database time at 73k
 * recipes) for one request. Every paginated list now stops at page × limit = MAX_RESULT_DEPTH.
 */
const ADMIN = 'pages-admin@reliability.example';
let server: TestServer;
let admin: TestClient;
let fixtures: Fixtures;
beforeAll(async () => {
  server = await startSeededServer({ ...generousLimits, ADMIN_EMAILS: ADMIN });
  admin = (await signUpVerified(server, { email: ADMIN })).client;
  const [free, premium] = await Promise.all([
    server.deps.db('recipes').where({ is_premium_exclusive: false }).first('id'),
    server.deps.db('recipes').where({ is_premium_exclusive: true }).first('id'),
  ]);
  // Only the ids that GET paths need; the rest are never read by a GET route's path.
  fixtures = {
    freeRecipeId: free.id,
    premiumRecipeId: premium.id,
    mealPlanIds: ['00000000-0000-0000-0000-000000000000'],
    premiumMediaUrl: '/api/media/videos/none/video.mp4',
    premiumPhotoUrl: '/api/media/recipes/0/none.webp',
    premiumCollectionId: '00000000-0000-0000-0000-000000000000',
  } as Fixtures;
});
afterAll(() => server?.close());

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** Every GET API route whose answer is a page (it reports `totalPages`), found by asking each one. */
async function paginatedRoutes(): Promise<Array<{ key: string; path: string }>> {
  const found: Array<{ key: string; path: string }> = [];
  for (const route of server.app.apiRoutes.filter((candidate) => candidate.method === 'GET')) {
    const key = routeKey(route);
    const request = requestFor(route);
    // A route without a request fails the access matrix test; one that signs out or streams is no list.
    if (!request || request.endsSession || request.stream) continue;
    const path = request.path(fixtures);
    const response = await admin.get(withQuery(path, 'page=1&limit=1'));
    if (response.status === 200 && response.json && 'totalPages' in response.json) found.push({ key, path });
  }
  return found;
}

describe('deep pages', () => {
  it('refuses the reported request with a 400 naming page, in the usual validation format', async () => {
    const response = await admin.get('/api/recipes?search=e&page=99999&limit=100');
    expect(response.status).toBe(400);
    const message =
      'page: must be at most 10 with limit 100: only the first 1000 results can be paged through, narrow the search to see others';
    expect(response.json).toEqual({
      code: 'invalid_input',
      field: 'page',
      message,
      errors: [{ field: 'page', code: 'custom', message }],
    });
  });

  it.each([
    ['page=10&limit=100', 200],
    ['page=11&limit=100', 400],
    ['page=41', 200], // 41 × 24 = 984
    ['page=42', 400], // 42 × 24 = 1008
    ['page=1000&limit=1', 200],
    ['page=1001&limit=1', 400],
  ])('GET /api/recipes?search=e&%s → %i', async (query, status) => {
    expect((await admin.get(`/api/recipes?search=e&${query}`)).status).toBe(status);
  });

  it.each([
    [192, 24, 8],
    [73_000, 24, 41],
    [73_000, 100, 10],
    [73_000, 1, 1000],
    [5, 1000, 1],
  ])('offers no page past the depth in totalPages: %i results by %i → %i pages', (total, limit, pages) => {
    expect(reachablePages(total, limit)).toBe(pages);
  });

  it('holds for every paginated list of the API', async () => {
    const routes = await paginatedRoutes();
    // The discovery itself: every list we know of pages (a new one joins by answering totalPages).
    expect(routes.map((route) => route.key).sort()).toEqual(
      [
        'GET /api/admin/contact-messages',
        'GET /api/admin/dead-letters',
        'GET /api/admin/expert-questions',
        'GET /api/admin/rating-notes',
        'GET /api/admin/reviews',
        'GET /api/recipes',
        'GET /api/recipes/:id/ratings',
        'GET /api/reviews',
      ].sort(),
    );
    const failures: string[] = [];
    for (const { key, path } of routes) {
      for (const [query, status] of [
        ['page=1001&limit=1', 400],
        ['page=101&limit=10', 400],
        ['page=1000&limit=1', 200],
        ['page=100&limit=10', 200],
      ] as const) {
        const response = await admin.get(withQuery(path, query));
        const named =
          status === 400 ? response.json?.field === 'page' && response.json?.code === 'invalid_input' : true;
        if (response.status !== status || !named) failures.push(`${key} ${query}: ${response.status} ${response.text}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
