import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { contactApi } from '@common/contracts/contact.schema';
import { requireRole } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { ContactService } from './contact.service';

/** The contact form (public, rate-limited per IP) and the admin list of messages. */
export function contactRoutes({ contact }: { contact: ContactService }): Router {
  const router = new Router();

  mount(router, contactApi.send, async (ctx) => {
    const input = parseInput(contactApi.send.body, ctx.request.body);
    ctx.status = 201;
    ctx.body = await contact.send(input, ctx.ip || null);
  });

  mount(router, contactApi.adminList, async (ctx) => {
    requireRole(ctx, 'admin');
    const { notEmailed, ...page } = parseInput(contactApi.adminList.query, ctx.query);
    ctx.body = await contact.adminList({ notEmailed }, page);
  });

  return router;
}
