import Router from '@koa/router';
import { z } from 'zod';
import { ownRecipesApi } from '@common/contracts/own-recipes.schema';
import { mount } from '../../platform/http/mount';
import { requireActor } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { OwnRecipesService } from './own-recipes.service';

const idempotencyKey = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, { error: 'must be at least 8 characters' })
    .max(100, { error: 'must be at most 100 characters' })
    .optional(),
});

/** A cook's own recipes: create, change, delete (reads go through the catalog's routes). */
export function ownRecipeRoutes({ ownRecipes }: { ownRecipes: OwnRecipesService }): Router {
  const router = new Router();

  mount(router, ownRecipesApi.create, async (ctx) => {
    const actor = requireActor(ctx);
    const { clientKey, ...input } = parseInput(ownRecipesApi.create.body, ctx.request.body);
    const header = parseInput(idempotencyKey, { 'idempotency-key': ctx.get('idempotency-key') || undefined });
    ctx.body = await ownRecipes.create(actor.userId, input, clientKey ?? header['idempotency-key']);
    ctx.status = 201;
  });

  mount(router, ownRecipesApi.update, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(ownRecipesApi.update.params, ctx.params);
    const changes = parseInput(ownRecipesApi.update.body, ctx.request.body);
    ctx.body = await ownRecipes.update(actor.userId, id, changes);
  });

  mount(router, ownRecipesApi.remove, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(ownRecipesApi.remove.params, ctx.params);
    await ownRecipes.remove(actor.userId, id);
    ctx.status = 204;
  });

  return router;
}
