import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { mealPlansApi } from '@common/contracts/meal-plans.schema';
import { requireActor, type PremiumCheck } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { MealPlansService } from './meal-plans.service';

export function mealPlanRoutes(deps: { mealPlans: MealPlansService; isPremium: PremiumCheck }) {
  const router = new Router();

  mount(router, mealPlansApi.list, async (ctx) => {
    requireActor(ctx);
    ctx.body = { plans: await deps.mealPlans.list() };
  });

  mount(router, mealPlansApi.get, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(mealPlansApi.get.params, ctx.params);
    ctx.body = await deps.mealPlans.get({ isPremium: await deps.isPremium(actor) }, id);
  });

  return router;
}
