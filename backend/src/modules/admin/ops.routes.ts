import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { pageQuery } from '@common/contracts/paging.schema';
import { requireRole } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { OpsService } from './ops.service';

const deadLetterQuery = pageQuery(50, 200).extend({
  state: z.enum(['open', 'retried'], { error: 'must be open or retried' }).optional(),
});
const deadLetterParam = z.object({
  id: z.coerce.number({ error: 'must be a number' }).int().min(1).max(Number.MAX_SAFE_INTEGER),
});
const mailParam = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, { error: 'is not a message id' }) });

/** The ops area API, admins only (403 for everyone else, 401 for visitors). */
export function opsRoutes({ ops }: { ops: OpsService }): Router {
  const router = new Router();

  const admin = (ctx: Context) => {
    requireRole(ctx, 'admin');
    ctx.set('Cache-Control', 'no-store');
  };

  router.get('/admin/overview', async (ctx) => {
    admin(ctx);
    ctx.body = await ops.overview();
  });

  router.get('/admin/dead-letters', async (ctx) => {
    admin(ctx);
    const { state, ...page } = parseInput(deadLetterQuery, ctx.query);
    ctx.body = await ops.deadLetters({ state }, page);
  });

  router.post('/admin/dead-letters/:id/retry', async (ctx) => {
    admin(ctx);
    const { id } = parseInput(deadLetterParam, ctx.params);
    ctx.body = await ops.retryDeadLetter(id);
  });

  router.get('/admin/mail', async (ctx) => {
    admin(ctx);
    ctx.body = await ops.mail();
  });

  router.get('/admin/mail/:id', async (ctx) => {
    admin(ctx);
    const { id } = parseInput(mailParam, ctx.params);
    const raw = await ops.mailMessage(id);
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = raw;
  });

  return router;
}
