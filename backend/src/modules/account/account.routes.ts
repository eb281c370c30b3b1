import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { accountApi } from '@common/contracts/account.schema';
import type { Context } from 'koa';
import { HttpError } from '../../platform/errors';
import { requireActor } from '../../platform/http/actor';
import { clearSessionCookie } from '../../platform/http/session-cookie';
import { parseInput } from '../../platform/http/validate';
import type { AccountService } from './account.service';

/** A body that is not a JSON object carries none of the fields: the missing one is named, as for `{}`. */
const objectBody = (ctx: Context): unknown => {
  const body: unknown = ctx.request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
};

/** The cook's own account: their data as a file, and closing the account. Signed-in cooks only. */
export function accountRoutes({ account }: { account: AccountService }): Router {
  const router = new Router();

  mount(router, accountApi.export, async (ctx) => {
    const actor = requireActor(ctx);
    const data = await account.exportData(actor);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="sous-data-${data.exportedAt.slice(0, 10)}.json"`);
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = `${JSON.stringify(data, null, 2)}\n`;
  });

  mount(router, accountApi.delete, async (ctx) => {
    const actor = requireActor(ctx);
    const input = parseInput(accountApi.delete.body, objectBody(ctx));
    try {
      await account.close(actor, input, { ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null });
    } catch (error) {
      if (error instanceof HttpError && error.code === 'invalid_password') {
        ctx.state.log?.warn(
          { securityEvent: 'account.close_refused', userId: actor.userId },
          'account closing refused: wrong password',
        );
      }
      throw error;
    }
    ctx.state.log?.info({ securityEvent: 'account.closed', userId: actor.userId }, 'account closed');
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  return router;
}
