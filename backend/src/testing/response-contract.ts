import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { isZodSchema, type RouteSpec } from '@common/contracts/api.schema';
import { errorResponse } from '@common/contracts/common.schema';
import { apiRoutes } from '@common/contracts/routes.schema';
import { errorHandler } from '../platform/http/error-handler';

export interface ContractViolation {
  route: string;
  status: number;
  problem: string;
}

/** What a test sees in place of an answer that breaks its contract: a 500 that says why. */
export const CONTRACT_VIOLATION_CODE = 'response_contract_violation';

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`;

/** The JSON value of an answer, or undefined when it is not JSON (a page, a file, a stream). */
function jsonBody(ctx: Context): { value: unknown } | undefined {
  const body: unknown = ctx.body;
  if (body === null || body === undefined || Buffer.isBuffer(body)) return undefined;
  if (typeof body === 'object')
    return typeof (body as { pipe?: unknown }).pipe === 'function' ? undefined : { value: body };
  if (typeof body === 'string' && ctx.response.is('json')) {
    try {
      return { value: JSON.parse(body) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function problemOf(spec: RouteSpec | undefined, ctx: Context): string | undefined {
  const body = jsonBody(ctx);
  if (ctx.status >= 400) {
    if (!body) return undefined;
    const parsed = errorResponse.safeParse(body.value);
    return parsed.success ? undefined : `error body: ${z.prettifyError(parsed.error)}`;
  }
  if (!spec) return 'no contract names this route (common/contracts/*.schema.ts)';
  const declared = spec.responses[ctx.status];
  if (!declared)
    return `status ${ctx.status} is not among its declared answers (${Object.keys(spec.responses).join(', ')})`;
  if (!isZodSchema(declared)) return undefined;
  if (!body) return 'the answer is not JSON';
  const parsed = declared.safeParse(body.value);
  return parsed.success ? undefined : z.prettifyError(parsed.error);
}

/**
 * Checks every answer of an `/api` route against the route's contract: the declared status, the
 * response schema for JSON answers, `ErrorResponse` for errors. A mismatch is recorded in
 * `violations` and replaces the answer with a 500 naming the problem, so the test that caused it
 * fails where it happened. Mounted inside the ETag and compression layers, it sees bodies as
 * handlers set them, and runs the app's error handler itself to see error answers as they leave.
 */
export function responseContractCheck(
  violations: ContractViolation[] = [],
  routes: RouteSpec[] = apiRoutes,
): Middleware {
  const specs = new Map(routes.map((route) => [routeKey(route.method, route.path), route]));
  const handleErrors = errorHandler();
  return async (ctx, next) => {
    await handleErrors(ctx, next);
    if (!ctx.path.startsWith('/api/') || ctx.respond === false || ctx.method === 'HEAD' || ctx.status === 304) return;
    const matched = (ctx as { _matchedRoute?: string })._matchedRoute;
    const route = routeKey(ctx.method, typeof matched === 'string' ? matched : ctx.path);
    const problem = problemOf(specs.get(route), ctx);
    if (!problem) return;
    const violation = { route, status: ctx.status, problem };
    violations.push(violation);
    console.error('Response breaks its contract', violation);
    ctx.status = 500;
    ctx.body = {
      message: `${route} answered ${violation.status}, which breaks its contract: ${problem}`,
      code: CONTRACT_VIOLATION_CODE,
    };
  };
}
