import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { ownRecipesApi } from '@common/contracts/own-recipes.schema';
import { recipeJsonLd } from '@common/contracts/recipe-json-ld';
import { recipesApi } from '@common/contracts/recipes.schema';
import { requireActor, type Actor, type PremiumCheck } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { RecipesService } from './recipes.service';

export interface RecipeRouteDeps {
  recipes: RecipesService;
  isPremium: PremiumCheck;
  /** Where the app is served: exported JSON-LD links start with it. */
  origin: string;
}

/** Catalog reads. Browsing needs a session (spec section 6); counts and cuisines are public. */
export function recipeRoutes({ recipes, isPremium, origin }: RecipeRouteDeps): Router {
  const router = new Router();
  const viewerOf = async (actor: Actor) => ({
    isPremium: await isPremium(actor),
    userId: actor.userId,
    scope: actor.recipeScope,
  });

  mount(router, recipesApi.list, async (ctx) => {
    const actor = requireActor(ctx);
    const query = parseInput(recipesApi.list.query, ctx.query);
    ctx.body = await recipes.list(await viewerOf(actor), query);
  });

  mount(router, recipesApi.byIngredients, async (ctx) => {
    const actor = requireActor(ctx);
    const { have, limit } = parseInput(recipesApi.byIngredients.query, ctx.query);
    ctx.body = { recipes: await recipes.byIngredients(await viewerOf(actor), have, limit) };
  });

  mount(router, recipesApi.get, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(recipesApi.get.params, ctx.params);
    ctx.body = await recipes.get(await viewerOf(actor), id);
  });

  mount(router, recipesApi.stats, async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = await recipes.stats();
  });

  mount(router, recipesApi.cuisines, async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = { cuisines: await recipes.cuisines() };
  });

  mount(router, ownRecipesApi.export, async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(ownRecipesApi.export.params, ctx.params);
    const recipe = await recipes.get(await viewerOf(actor), id);
    ctx.set('Content-Disposition', `attachment; filename="recipe-${recipe.id}.jsonld"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'application/ld+json';
    ctx.body = JSON.stringify(recipeJsonLd(recipe, origin), null, 2);
  });

  return router;
}
