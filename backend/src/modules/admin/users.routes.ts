import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { adminUserQuery, grantCompRequest } from '@common/contracts/account.schema';
import { requireRole } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { AdminUsersService } from './users.service';

const userParam = z.object({ id: z.uuid({ error: 'must be a user id' }) });
const compParams = userParam.extend({ compId: z.uuid({ error: 'must be a comp id' }) });

/** A body that is not a JSON object carries none of the fields: the missing one is named, as for `{}`. */
const objectBody = (ctx: Context): unknown => {
  const body: unknown = ctx.request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
};

/** The admins' user list and Premium comps: admins only (403 for everyone else, 401 for visitors). */
export function adminUserRoutes({ users }: { users: AdminUsersService }): Router {
  const router = new Router();

  const admin = (ctx: Context) => {
    const actor = requireRole(ctx, 'admin');
    ctx.set('Cache-Control', 'no-store');
    return actor;
  };

  router.get('/admin/users', async (ctx) => {
    admin(ctx);
    ctx.body = await users.list(parseInput(adminUserQuery, ctx.query));
  });

  router.post('/admin/users/:id/comps', async (ctx) => {
    const actor = admin(ctx);
    const { id } = parseInput(userParam, ctx.params);
    const input = parseInput(grantCompRequest, objectBody(ctx));
    const comp = await users.grantComp(actor, id, input);
    ctx.state.log?.info(
      { securityEvent: 'premium_comp.granted', adminId: actor.userId, userId: id, compId: comp.id, days: input.days },
      'Premium comp granted',
    );
    ctx.status = 201;
    ctx.body = comp;
  });

  router.delete('/admin/users/:id/comps/:compId', async (ctx) => {
    const actor = admin(ctx);
    const { id, compId } = parseInput(compParams, ctx.params);
    await users.revokeComp(actor, id, compId);
    ctx.state.log?.info(
      { securityEvent: 'premium_comp.revoked', adminId: actor.userId, userId: id, compId },
      'Premium comp revoked',
    );
    ctx.status = 204;
  });

  return router;
}
