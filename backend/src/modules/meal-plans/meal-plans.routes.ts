import Router from '@koa/router';
import { z } from 'zod';
import { requireActor, type PremiumCheck } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { MealPlansService } from './meal-plans.service';

const planParam = z.object({ id: z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'is not a meal plan id' }) });

export function mealPlanRoutes(deps: { mealPlans: MealPlansService; isPremium: PremiumCheck }) {
  const router = new Router();

  router.get('/meal-plans', async (ctx) => {
    requireActor(ctx);
    ctx.body = { plans: await deps.mealPlans.list() };
  });

  router.get('/meal-plans/:id', async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(planParam, ctx.params);
    ctx.body = await deps.mealPlans.get({ isPremium: await deps.isPremium(actor) }, id);
  });

  return router;
}
