import Router from '@koa/router';
import { z } from 'zod';
import { pageQuery } from '@common/contracts/paging.schema';
import { contactRequest } from '@common/contracts/contact.schema';
import { requireRole } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { ContactService } from './contact.service';

const adminContactQuery = pageQuery(50, 200).extend({
  notEmailed: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** The contact form (public, rate-limited per IP) and the admin list of messages. */
export function contactRoutes({ contact }: { contact: ContactService }): Router {
  const router = new Router();

  router.post('/contact', async (ctx) => {
    const input = parseInput(contactRequest, ctx.request.body);
    ctx.status = 201;
    ctx.body = await contact.send(input, ctx.ip || null);
  });

  router.get('/admin/contact-messages', async (ctx) => {
    requireRole(ctx, 'admin');
    const { notEmailed, ...page } = parseInput(adminContactQuery, ctx.query);
    ctx.body = await contact.adminList({ notEmailed }, page);
  });

  return router;
}
