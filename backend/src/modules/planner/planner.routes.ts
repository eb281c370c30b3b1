import Router from '@koa/router';
import { plannerApi } from '@common/contracts/planner.schema';
import { requireActor } from '../../platform/http/actor';
import { mount, mountChange, mountCreate } from '../../platform/http/mount';
import { parseInput } from '../../platform/http/validate';
import { plannerCalendar } from './calendar';
import type { PlannerService } from './planner.service';

export function plannerRoutes({
  planner,
  appName,
  publicOrigin,
}: {
  planner: PlannerService;
  appName: string;
  publicOrigin: string;
}): Router {
  const router = new Router();

  mount(router, plannerApi.week, async (ctx) => {
    const actor = requireActor(ctx);
    const { from, to } = parseInput(plannerApi.week.query, ctx.query);
    ctx.body = { entries: await planner.week(actor, from, to) };
  });

  mountCreate(router, plannerApi.add, (actor, input) => planner.add(actor, input));

  mountChange(router, plannerApi.change, (actor, { id }, change) => planner.change(actor, id, change));

  mount(router, plannerApi.remove, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(plannerApi.remove.params, ctx.params);
    await planner.remove(actor, id);
    ctx.status = 204;
  });

  mountCreate(router, plannerApi.copyPlan, async (actor, { planId, startDate }) => ({
    entries: await planner.copyPlan(actor, planId, startDate),
  }));

  mountCreate(router, plannerApi.copyWeek, async (actor, { from, to }) => ({
    entries: await planner.copyWeek(actor, from, to),
  }));

  mountCreate(router, plannerApi.toShoppingList, (actor, { from, to, listId }) =>
    planner.toShoppingList(actor, from, to, listId),
  );

  mount(router, plannerApi.createCalendarLink, async (ctx) => {
    const actor = requireActor(ctx);
    ctx.status = 201;
    ctx.body = { url: await planner.createCalendarLink(actor) };
  });

  mount(router, plannerApi.revokeCalendarLink, async (ctx) => {
    await planner.revokeCalendarLink(requireActor(ctx));
    ctx.status = 204;
  });

  mount(router, plannerApi.calendarFeed, async (ctx) => {
    const { token } = parseInput(plannerApi.calendarFeed.params, ctx.params);
    const today = new Date().toISOString().slice(0, 10);
    const entries = await planner.calendarEntries(token.slice(0, -'.ics'.length), today);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = plannerCalendar(entries, appName, publicOrigin);
  });

  return router;
}
