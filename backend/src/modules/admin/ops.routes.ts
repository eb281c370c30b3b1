import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { adminApi } from '@common/contracts/admin.schema';
import type { Context } from 'koa';
import { requireRole } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { OpsService } from './ops.service';

/** The ops area API, admins only (403 for everyone else, 401 for visitors). */
export function opsRoutes({ ops }: { ops: OpsService }): Router {
  const router = new Router();

  const admin = (ctx: Context) => {
    requireRole(ctx, 'admin');
    ctx.set('Cache-Control', 'no-store');
  };

  mount(router, adminApi.overview, async (ctx) => {
    admin(ctx);
    ctx.body = await ops.overview();
  });

  mount(router, adminApi.deadLetters, async (ctx) => {
    admin(ctx);
    const { state, ...page } = parseInput(adminApi.deadLetters.query, ctx.query);
    ctx.body = await ops.deadLetters({ state }, page);
  });

  mount(router, adminApi.retryDeadLetter, async (ctx) => {
    admin(ctx);
    const { id } = parseInput(adminApi.retryDeadLetter.params, ctx.params);
    ctx.body = await ops.retryDeadLetter(id);
  });

  mount(router, adminApi.mail, async (ctx) => {
    admin(ctx);
    ctx.body = await ops.mail();
  });

  mount(router, adminApi.mailMessage, async (ctx) => {
    admin(ctx);
    const { id } = parseInput(adminApi.mailMessage.params, ctx.params);
    const raw = await ops.mailMessage(id);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = raw;
  });

  mount(router, adminApi.decodedMailMessage, async (ctx) => {
    admin(ctx);
    const { id } = parseInput(adminApi.decodedMailMessage.params, ctx.params);
    ctx.body = await ops.decodedMailMessage(id);
  });

  return router;
}
