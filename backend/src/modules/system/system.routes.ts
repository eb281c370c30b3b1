import Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../platform/errors';
import { checkReadiness } from './system.service';

/**
 * Liveness and readiness (outside /api: probes call them). Prometheus metrics are served on their
 * own port (METRICS_PORT, server.ts), not here.
 */
export function systemRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    const readiness = await checkReadiness(deps);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = readiness.ready ? 200 : 503;
    ctx.body =
      readiness.status === 'ok'
        ? { status: 'ok', checks: readiness.checks }
        : { status: readiness.status, failing: readiness.failing, checks: readiness.checks };
  });

  // Not the SPA's index.html either: a scraper pointed at the public port gets a plain 404.
  router.all('/metrics', () => {
    throw notFound();
  });

  return router;
}
