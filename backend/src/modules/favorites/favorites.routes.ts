import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { favoritesApi } from '@common/contracts/favorites.schema';
import { requireActor } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { FavoritesService } from './favorites.service';

export function favoritesRoutes({ favorites }: { favorites: FavoritesService }): Router {
  const router = new Router();

  mount(router, favoritesApi.list, async (ctx) => {
    const recipes = await favorites.list(requireActor(ctx));
    ctx.body = { recipes, total: recipes.length };
  });

  mount(router, favoritesApi.save, async (ctx) => {
    const { recipeId } = parseInput(favoritesApi.save.params, ctx.params);
    await favorites.save(requireActor(ctx), recipeId);
    ctx.body = { recipeId, saved: true };
  });

  mount(router, favoritesApi.remove, async (ctx) => {
    const { recipeId } = parseInput(favoritesApi.remove.params, ctx.params);
    await favorites.remove(requireActor(ctx), recipeId);
    ctx.body = { recipeId, saved: false };
  });

  return router;
}
