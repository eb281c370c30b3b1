import Router from '@koa/router';
import type { Registry } from 'prom-client';
import type { AppDeps } from '../../app-deps';
import { checkReadiness } from './system.service';

/** Liveness, readiness and Prometheus metrics (outside /api: probes and scrapers call them). */
export function systemRoutes(deps: AppDeps, registry: Registry): Router {
  const router = new Router();

  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    const readiness = await checkReadiness(deps);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = readiness.ready ? 200 : 503;
    ctx.body = readiness.ready
      ? { status: 'ok', checks: readiness.checks }
      : { status: 'unavailable', failing: readiness.failing, checks: readiness.checks };
  });

  router.get('/metrics', async (ctx) => {
    ctx.set('Content-Type', registry.contentType);
    ctx.body = await registry.metrics();
  });

  return router;
}
