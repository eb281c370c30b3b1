import Router from '@koa/router';
import { byIngredientsQuery, recipeIdParam, recipeListQuery } from '../../contracts/recipes';
import { requireActor } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { RecipesService } from './recipes.service';

export interface RecipeRouteDeps {
  recipes: RecipesService;
  isPremium(userId: string): Promise<boolean>;
}

/** Catalog reads. Browsing needs a session (spec section 6); counts and cuisines are public. */
export function recipeRoutes({ recipes, isPremium }: RecipeRouteDeps): Router {
  const router = new Router();
  const viewerOf = async (userId: string) => ({ isPremium: await isPremium(userId) });

  router.get('/recipes', async (ctx) => {
    const actor = requireActor(ctx);
    const query = parseInput(recipeListQuery, ctx.query);
    ctx.body = await recipes.list(await viewerOf(actor.userId), query);
  });

  router.get('/recipes/by-ingredients', async (ctx) => {
    const actor = requireActor(ctx);
    const { have, limit } = parseInput(byIngredientsQuery, ctx.query);
    ctx.body = { recipes: await recipes.byIngredients(await viewerOf(actor.userId), have, limit) };
  });

  router.get('/recipes/:id', async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(recipeIdParam, ctx.params);
    ctx.body = await recipes.get(await viewerOf(actor.userId), id);
  });

  router.get('/catalog/stats', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = await recipes.stats();
  });

  router.get('/cuisines', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { cuisines: await recipes.cuisines() };
  });

  return router;
}
