import Router from '@koa/router';
import { z } from 'zod';
import { requireActor } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { FavoritesService } from './favorites.service';

const recipeParam = z.object({ recipeId: z.coerce.number().int().min(1).max(2_147_483_647) });

export function favoritesRoutes({ favorites }: { favorites: FavoritesService }): Router {
  const router = new Router();

  router.get('/favorites', async (ctx) => {
    const recipes = await favorites.list(requireActor(ctx));
    ctx.body = { recipes, total: recipes.length };
  });

  router.put('/favorites/:recipeId', async (ctx) => {
    const { recipeId } = parseInput(recipeParam, ctx.params);
    await favorites.save(requireActor(ctx), recipeId);
    ctx.body = { recipeId, saved: true };
  });

  router.delete('/favorites/:recipeId', async (ctx) => {
    const { recipeId } = parseInput(recipeParam, ctx.params);
    await favorites.remove(requireActor(ctx), recipeId);
    ctx.body = { recipeId, saved: false };
  });

  return router;
}
