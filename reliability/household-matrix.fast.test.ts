import { describe, expect, it } from 'vitest';
import { duringTests } from '../backend/src/testing/during-tests';
import { recordFigures } from './support/figures';
import { expectTableCovers, printDiscovered } from './support/matrix-coverage';
import { streamStatus } from './support/stream-status';
import {
  HOUSEHOLD_MATRIX,
  HOUSEHOLD_READS,
  householdRequests,
  inHouseholdScope,
  type HouseholdRow,
} from './support/household-matrix';
import { HOUSEHOLD_CALLERS, startHouseholdWorld } from './support/household-world';
import { routeKey } from './support/route-requests';
import { leakIn } from './support/world';

const world = duringTests(startHouseholdWorld, (started) => started.server.close());

/*
 * Every route a household shares × owner, member, ex-member, stranger and visitor (the table is in
 * support/household-matrix.ts). A route of that scope the router has and the table lacks fails here.
 */
describe('household access matrix', () => {
  it('covers every household-shared route of the router table, and nothing else', () => {
    const routes = world.server.app.apiRoutes.map(routeKey).filter(inHouseholdScope);
    expect(routes.length).toBeGreaterThan(30);
    expectTableCovers(routes, HOUSEHOLD_MATRIX, 'HOUSEHOLD_MATRIX');
    const missingRequest = routes.filter((key) => key.includes(':') && !householdRequests[key]?.path);
    expect(missingRequest, 'routes missing from householdRequests').toEqual([]);
  });

  it(
    'answers every household route × caller with the expected status, and shows the household to its members only',
    { timeout: 300_000 },
    async (context) => {
      const observed: Record<string, HouseholdRow> = {};
      const mismatches: string[] = [];
      let requests = 0;
      for (const route of world.server.app.apiRoutes) {
        const key = routeKey(route);
        const expected = HOUSEHOLD_MATRIX[key];
        if (!expected) continue;
        const request = householdRequests[key] ?? {};
        const row = [0, 0, 0, 0, 0] as HouseholdRow;
        for (const [column, caller] of HOUSEHOLD_CALLERS.entries()) {
          const client = world.clients[caller];
          const path = (await request.path?.(world)) ?? route.path;
          const body = (await request.body?.(world)) ?? (route.method === 'GET' ? undefined : {});
          const response = request.stream
            ? await streamStatus(client, path)
            : await client.request(route.method, path, body);
          requests += 1;
          row[column] = response.status;
          if (response.status !== expected[column])
            mismatches.push(
              `${key} as ${caller}: expected ${expected[column]}, got ${response.status} ${response.text.slice(0, 160)}`,
            );
          const marker = HOUSEHOLD_READS[key];
          if (marker && response.status === 200 && caller !== 'visitor') {
            const shouldSee = caller === 'member' || caller === 'owner';
            if (response.text.includes(marker) !== shouldSee)
              mismatches.push(`${key} as ${caller}: ${shouldSee ? 'misses' : 'shows'} "${marker}"`);
          }
          expect(leakIn(response.text), `${key} as ${caller} leaks`).toBeUndefined();
          // A read changes nothing the matrix depends on; a write may have (a join, a leave, a cleared list).
          if (route.method !== 'GET') await world.restore();
        }
        observed[key] = row;
      }
      printDiscovered(observed);
      recordFigures(context, `${Object.keys(observed).length} household routes × 5 callers = ${requests} requests`);
      expect(mismatches).toEqual([]);
    },
  );
});
