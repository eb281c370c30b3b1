import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isZodSchema, type RouteSpec } from '@common/contracts/api.schema';
import { errorResponse } from '@common/contracts/common.schema';
import { apiRoutes } from '@common/contracts/routes.schema';
import { recordFigures } from './figures';
import { worldDuringTests, type Fixtures } from './fixtures';
import { fuzzSpecs, type FuzzSpec } from './fuzz-routes';
import { routeKey } from './route-requests';
import { generousLimits, leakIn } from './world';
import { arbitraryFor, hostileJson, hostileQuery, hostileSegment, toQueryString } from './zod-arbitrary';

interface FuzzCase {
  path: string;
  body?: string;
}

const noInput = z.object({});
const declarations = new Map(
  apiRoutes.map((route) => [routeKey({ ...route, method: route.method.toUpperCase() }), route]),
);

/** The route's declared contracts, with the spec's additions: a route that declares no input gets `{}`. */
function inputsOf(declared: RouteSpec, spec: FuzzSpec) {
  return { query: spec.query ?? declared.query ?? noInput, body: spec.body ?? declared.body ?? noInput };
}

/** The JSON body a success status must carry, where the route declares one. */
function contractOf(declared: RouteSpec, status: number): z.ZodType | undefined {
  const response = declared.responses[status];
  return response && isZodSchema(response) ? response : undefined;
}

function caseArbitrary(declared: RouteSpec, spec: FuzzSpec, f: Fixtures): fc.Arbitrary<FuzzCase> {
  const [method, routePath] = [declared.method.toUpperCase(), declared.path];
  const inputs = inputsOf(declared, spec);
  const hints = spec.hints?.(f) ?? {};
  const params = spec.params?.(f) ?? {};
  const names = [...routePath.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
  const segments = fc.tuple(...names.map((name) => hostileSegment(params[name] ?? fc.string({ minLength: 1 }))));
  const pathOf = (values: string[]) =>
    names.reduce((path, name, index) => path.replace(`:${name}`, values[index]), routePath);

  let query: fc.Arbitrary<string> = fc.constant('');
  if (method === 'GET') {
    const valid = arbitraryFor(inputs.query, hints);
    const keys = Object.keys((inputs.query as unknown as { shape?: object }).shape ?? {});
    query = fc.oneof(
      { weight: 3, arbitrary: valid.map(toQueryString) },
      { weight: 2, arbitrary: hostileQuery(valid, keys) },
    );
  }
  let body: fc.Arbitrary<string | undefined> = fc.constant(undefined);
  if (method !== 'GET') {
    const valid = arbitraryFor(inputs.body, hints);
    body = fc.oneof(
      { weight: 3, arbitrary: valid.map((value) => JSON.stringify(value) ?? '{}') },
      { weight: 2, arbitrary: hostileJson(valid) },
    );
  }
  return fc.record({ segments, query, body }).map(({ segments: values, query: search, body: text }) => ({
    path: `${pathOf(values)}${search}`,
    body: text,
  }));
}

/**
 * Fuzzes every API route from its zod contract: generated valid input mixed with hostile input
 * (wrong types, huge and odd strings, forged and prototype-polluting keys, broken encodings). Every
 * answer must be below 500, free of stack traces and SQL errors, 4xx bodies must be `{message, code,
 * field?}`, and 2xx bodies must match the response contract where the API has one.
 */
export function fuzzEveryRoute(runs: number, label: string) {
  const { world, fixtures } = worldDuringTests(generousLimits);

  describe(`fuzz (${label}, ${runs} cases per route)`, () => {
    it('has a fuzz specification for every route of the router table', () => {
      const missing = world.server.app.apiRoutes.map(routeKey).filter((key) => !fuzzSpecs[key]);
      expect(missing, 'add these routes to reliability/support/fuzz-routes.ts').toEqual([]);
    });

    for (const key of Object.keys(fuzzSpecs)) {
      it(key, async (context) => {
        const route = world.server.app.apiRoutes.find((candidate) => routeKey(candidate) === key);
        expect(route, `${key} is no longer a route`).toBeDefined();
        const spec = fuzzSpecs[key];
        const declared = declarations.get(key);
        expect(declared, `${key} has no declaration in common/contracts`).toBeDefined();
        const statuses = new Map<number, number>();
        const run = fc.assert(
          fc.asyncProperty(caseArbitrary(declared!, spec, fixtures), async (input) => {
            const response = await world.as(spec.as).request(route!.method, input.path, input.body);
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const where = `${route!.method} ${input.path} ${input.body?.slice(0, 300) ?? ''}`;
            expect(response.status, where).toBeLessThan(500);
            expect(leakIn(response.text), `leak in ${where}: ${response.text.slice(0, 300)}`).toBeUndefined();
            expect(Object.prototype).not.toHaveProperty('polluted');
            expect(Object.prototype).not.toHaveProperty('isAdmin');
            // Node itself answers 431 (no body) when the request line and headers pass 16 KB; Koa never sees it.
            if (response.status === 431) return;
            if (response.status >= 400) {
              const parsed = errorResponse.safeParse(response.json);
              expect(parsed.success, `error body of ${where}: ${response.text.slice(0, 300)}`).toBe(true);
            } else if (response.status < 300 && contractOf(declared!, response.status)) {
              const parsed = contractOf(declared!, response.status)!.safeParse(response.json);
              expect(parsed.success, `2xx body of ${where}: ${response.text.slice(0, 300)}`).toBe(true);
            }
          }),
          { numRuns: runs, endOnFailure: true },
        );
        // fast-check's report quotes the whole counterexample (up to 1 MB of hostile text): keep it readable.
        await run.catch((error: Error) => {
          const short = (text: string) => text.replace(/(.{400})[^\n]{400,}/g, '$1…');
          throw new Error(`${short(error.message)}\nCause: ${short(String((error.cause as Error)?.message ?? ''))}`);
        });
        const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
        recordFigures(context, `${runs} cases: ${histogram.join(' ')}`);
      });
    }
  });
}
