import Router from '@koa/router';
import { byIngredientsQuery, recipeIdParam, recipeListQuery } from '@common/contracts/recipes.schema';
import { requireActor, type Actor, type PremiumCheck } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { RecipesService } from './recipes.service';

export interface RecipeRouteDeps {
  recipes: RecipesService;
  isPremium: PremiumCheck;
}

/** Catalog reads. Browsing needs a session (spec section 6); counts and cuisines are public. */
export function recipeRoutes({ recipes, isPremium }: RecipeRouteDeps): Router {
  const router = new Router();
  const viewerOf = async (actor: Actor) => ({ isPremium: await isPremium(actor) });

  router.get('/recipes', async (ctx) => {
    const actor = requireActor(ctx);
    const query = parseInput(recipeListQuery, ctx.query);
    ctx.body = await recipes.list(await viewerOf(actor), query);
  });

  router.get('/recipes/by-ingredients', async (ctx) => {
    const actor = requireActor(ctx);
    const { have, limit } = parseInput(byIngredientsQuery, ctx.query);
    ctx.body = { recipes: await recipes.byIngredients(await viewerOf(actor), have, limit) };
  });

  router.get('/recipes/:id', async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(recipeIdParam, ctx.params);
    ctx.body = await recipes.get(await viewerOf(actor), id);
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
