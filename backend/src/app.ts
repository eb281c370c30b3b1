import Router from '@koa/router';
import Koa from 'koa';
import compress from 'koa-compress';
import type { AppDeps } from './app-deps';
import { systemRoutes } from './modules/system/system.routes';
import { notFound } from './platform/errors';
import { jsonBody } from './platform/http/body';
import { errorHandler } from './platform/http/error-handler';
import { requestContext } from './platform/http/request-context';
import { securityHeaders } from './platform/http/security-headers';
import { spaStatic } from './platform/http/static-files';
import { createMetrics } from './platform/metrics';

/** Composes the Koa app: platform middleware, module routers under /api, then the SPA. */
export function createApp(deps: AppDeps): Koa {
  const { config } = deps;
  const app = new Koa({ proxy: config.TRUST_PROXY });
  const metrics = createMetrics(deps.db, deps.queues);

  app.use(requestContext(deps.log));
  app.use(securityHeaders({ hsts: config.TRUST_PROXY }));
  app.use(errorHandler());
  app.use(metrics.middleware);
  app.use(compress({ threshold: 1024 }));

  const system = systemRoutes(deps, metrics.registry);
  app.use(system.routes());

  const api = new Router({ prefix: '/api' });
  api.use(jsonBody());
  api.get('/config', (ctx) => {
    ctx.body = { appName: config.APP_NAME, contactEmail: config.CONTACT_EMAIL };
  });
  // Anything under /api that no module claimed.
  api.all('/{*rest}', () => {
    throw notFound('No such API endpoint');
  });
  app.use(api.routes());
  app.use(api.allowedMethods());

  app.use(spaStatic(config.FRONTEND_DIST));
  return app;
}
