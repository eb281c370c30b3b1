import type Router from '@koa/router';
import type { RouterContext, RouterMiddleware } from '@koa/router';
import type { z } from 'zod';
import type { RouteSpec } from '@common/contracts/api.schema';
import { requireActor, type Actor } from './actor';
import { parseInput } from './validate';

/** Every module router is mounted under this prefix (app.ts). */
const API_PREFIX = '/api';

/**
 * Registers a handler for the route its contract declares (method and path): the contract is the one
 * place a route is named, for the router, the tests' response check and the OpenAPI document.
 */
export function mount(router: Router, route: RouteSpec, handler: RouterMiddleware): void {
  const prefix = `${API_PREFIX}${router.opts.prefix ?? ''}`;
  if (!route.path.startsWith(prefix)) throw new Error(`${route.path} is not under ${prefix}`);
  router[route.method](route.path.slice(prefix.length) || '/', handler);
}

/** Runs `handle` for the signed-in cook only: a visitor gets 401 before any input is read. */
function mountForCook(router: Router, route: RouteSpec, handle: (actor: Actor, ctx: RouterContext) => Promise<void>) {
  mount(router, route, (ctx) => handle(requireActor(ctx), ctx));
}

/**
 * A create route: a signed-in cook sends a body the contract checks, `create` makes the thing, and the
 * answer is 201 with what it returns.
 */
export function mountCreate<B extends z.ZodType>(
  router: Router,
  route: RouteSpec & { body: B },
  create: (actor: Actor, input: z.infer<B>) => Promise<unknown>,
) {
  mountForCook(router, route, async (actor, ctx) => {
    const input = parseInput(route.body, ctx.request.body);
    ctx.status = 201;
    ctx.body = await create(actor, input);
  });
}

/**
 * A change route: a signed-in cook names the thing in the path and the change in the body, both
 * checked by the contract; the answer is what `change` returns.
 */
export function mountChange<P extends z.ZodType, B extends z.ZodType>(
  router: Router,
  route: RouteSpec & { params: P; body: B },
  change: (actor: Actor, params: z.infer<P>, input: z.infer<B>) => Promise<unknown>,
) {
  mountForCook(router, route, async (actor, ctx) => {
    const params = parseInput(route.params, ctx.params);
    ctx.body = await change(actor, params, parseInput(route.body, ctx.request.body));
  });
}

/** A route that names its thing in the path: the answer is what `answer` returns for the signed-in cook. */
export function mountAnswer<P extends z.ZodType>(
  router: Router,
  route: RouteSpec & { params: P },
  answer: (actor: Actor, params: z.infer<P>) => Promise<unknown>,
) {
  mountForCook(router, route, async (actor, ctx) => {
    ctx.body = await answer(actor, parseInput(route.params, ctx.params));
  });
}

/** A route that names its thing in the path and answers 204 once `act` is done. */
export function mountNoContent<P extends z.ZodType>(
  router: Router,
  route: RouteSpec & { params: P },
  act: (actor: Actor, params: z.infer<P>) => Promise<void>,
) {
  mountForCook(router, route, async (actor, ctx) => {
    await act(actor, parseInput(route.params, ctx.params));
    ctx.status = 204;
  });
}
