import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { RouteSpec } from '@common/contracts/api.schema';

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
