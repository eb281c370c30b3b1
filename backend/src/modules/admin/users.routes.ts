import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { accountApi } from '@common/contracts/account.schema';
import type { Context } from 'koa';
import { requireRole } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { AdminUsersService } from './users.service';

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

  mount(router, accountApi.adminUsers, async (ctx) => {
    admin(ctx);
    ctx.body = await users.list(parseInput(accountApi.adminUsers.query, ctx.query));
  });

  mount(router, accountApi.grantComp, async (ctx) => {
    const actor = admin(ctx);
    const { id } = parseInput(accountApi.grantComp.params, ctx.params);
    const input = parseInput(accountApi.grantComp.body, objectBody(ctx));
    const comp = await users.grantComp(actor, id, input);
    ctx.state.log?.info(
      { securityEvent: 'premium_comp.granted', adminId: actor.userId, userId: id, compId: comp.id, days: input.days },
      'Premium comp granted',
    );
    ctx.status = 201;
    ctx.body = comp;
  });

  mount(router, accountApi.revokeComp, async (ctx) => {
    const actor = admin(ctx);
    const { id, compId } = parseInput(accountApi.revokeComp.params, ctx.params);
    await users.revokeComp(actor, id, compId);
    ctx.state.log?.info(
      { securityEvent: 'premium_comp.revoked', adminId: actor.userId, userId: id, compId },
      'Premium comp revoked',
    );
    ctx.status = 204;
  });

  return router;
}
