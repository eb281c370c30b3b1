import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import {
  addCustomItemRequest,
  addListRecipeRequest,
  setCompletedRequest,
  setListRecipeServingsRequest,
} from '@common/contracts/shopping-list.schema';
import { requireActor } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { ShoppingListService } from './shopping-list.service';

const recipeParam = z.object({ recipeId: z.coerce.number().int().min(1).max(2_147_483_647) });
const itemParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'is not an item id' }) });
const planParam = z.object({ planId: z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'is not a meal plan id' }) });

export function shoppingListRoutes({ shoppingList }: { shoppingList: ShoppingListService }): Router {
  const router = new Router({ prefix: '/shopping-list' });

  router.get('/', async (ctx) => {
    ctx.body = await shoppingList.view(requireActor(ctx));
  });

  router.post('/recipes', async (ctx) => {
    const actor = requireActor(ctx);
    const { recipeId, servings } = parseInput(addListRecipeRequest, ctx.request.body);
    ctx.status = 201;
    ctx.body = await shoppingList.addRecipe(actor, recipeId, servings);
  });

  router.patch('/recipes/:recipeId', async (ctx) => {
    const actor = requireActor(ctx);
    const { recipeId } = parseInput(recipeParam, ctx.params);
    const { servings } = parseInput(setListRecipeServingsRequest, ctx.request.body);
    ctx.body = await shoppingList.setRecipeServings(actor, recipeId, servings);
  });

  router.delete('/recipes/:recipeId', async (ctx) => {
    const actor = requireActor(ctx);
    const { recipeId } = parseInput(recipeParam, ctx.params);
    ctx.body = await shoppingList.removeRecipe(actor, recipeId);
  });

  router.post('/items', async (ctx) => {
    const actor = requireActor(ctx);
    const { id, text } = parseInput(addCustomItemRequest, ctx.request.body);
    ctx.status = 201;
    ctx.body = await shoppingList.addCustomItem(actor, id ?? randomUUID(), text);
  });

  router.patch('/items/:id', async (ctx) => {
    const actor = requireActor(ctx);
    const { id } = parseInput(itemParam, ctx.params);
    const { completed } = parseInput(setCompletedRequest, ctx.request.body);
    ctx.body = await shoppingList.setCompleted(actor, id, completed);
  });

  router.post('/meal-plans/:planId', async (ctx) => {
    const actor = requireActor(ctx);
    const { planId } = parseInput(planParam, ctx.params);
    ctx.status = 201;
    ctx.body = await shoppingList.addMealPlan(actor, planId);
  });

  router.delete('/', async (ctx) => {
    ctx.body = await shoppingList.clear(requireActor(ctx));
  });

  return router;
}
