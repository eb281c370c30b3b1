import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { expertApi } from '@common/contracts/expert.schema';
import { publicOrigin, type Config } from '../../platform/config';
import { requireActor, requireRole } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import { parseInputVerbatim } from '../../platform/http/validate-verbatim';
import type { ExpertService } from './expert.service';

/**
 * The cooking expert: Premium users ask (answer by e-mail within 24 hours); experts answer through
 * the one-time link in their e-mail (the link is the credential, no sign-in needed); admins watch the SLA.
 */
export function expertRoutes({ expert, config }: { expert: ExpertService; config: Config }): Router {
  const router = new Router();

  mount(router, expertApi.submit, async (ctx) => {
    const actor = requireActor(ctx);
    await expert.requirePremium(actor);
    const input = parseInputVerbatim(expertApi.submit.body, ctx.request.body);
    ctx.status = 201;
    ctx.body = await expert.ask(actor, input, publicOrigin(config));
  });

  mount(router, expertApi.mine, async (ctx) => {
    const actor = requireActor(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { questions: await expert.mine(actor) };
  });

  mount(router, expertApi.answerPage, async (ctx) => {
    const { token } = parseInput(expertApi.answerPage.params, ctx.params);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = await expert.answerPage(token);
  });

  mount(router, expertApi.answer, async (ctx) => {
    const { token } = parseInput(expertApi.answer.params, ctx.params);
    const { answer } = parseInputVerbatim(expertApi.answer.body, ctx.request.body);
    ctx.body = await expert.answer(token, answer);
  });

  mount(router, expertApi.adminList, async (ctx) => {
    requireRole(ctx, 'admin');
    const { status, ...page } = parseInput(expertApi.adminList.query, ctx.query);
    ctx.body = await expert.adminList({ status }, page);
  });

  return router;
}
