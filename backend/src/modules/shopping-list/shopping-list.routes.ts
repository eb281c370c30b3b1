import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { mount, mountChange, mountCreate } from '../../platform/http/mount';
import { listSelector, shoppingListApi, shoppingListsApi } from '@common/contracts/shopping-list.schema';
import type { Aisle } from '@common/contracts/shopping-list';
import { requireActor } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { ShoppingListService } from './shopping-list.service';

/** `?listId=`: the named list a route works on; absent, the default list (every spec route). */
const listIdOf = (ctx: Context) => parseInput(listSelector, ctx.query).listId;

export function shoppingListRoutes({ shoppingList }: { shoppingList: ShoppingListService }): Router {
  const router = new Router({ prefix: '/shopping-list' });

  mount(router, shoppingListApi.view, async (ctx) => {
    const actor = requireActor(ctx);
    ctx.body = await shoppingList.view(actor, listIdOf(ctx));
  });

  mount(router, shoppingListApi.aisles, async (ctx) => {
    ctx.body = { order: await shoppingList.aisleOrder(requireActor(ctx)) };
  });

  mount(router, shoppingListApi.setAisles, async (ctx) => {
    const actor = requireActor(ctx);
    const { order } = parseInput(shoppingListApi.setAisles.body, ctx.request.body);
    ctx.body = { order: await shoppingList.setAisleOrder(actor, order as Aisle[]) };
  });

  mount(router, shoppingListApi.addRecipe, async (ctx) => {
    const actor = requireActor(ctx);
    const { recipeId, servings, listId } = parseInput(shoppingListApi.addRecipe.body, ctx.request.body);
    ctx.status = 201;
    ctx.body = await shoppingList.addRecipe(actor, recipeId, servings, listId ?? listIdOf(ctx));
  });

  mount(router, shoppingListApi.setRecipeServings, async (ctx) => {
    const actor = requireActor(ctx);
    const listId = listIdOf(ctx);
    const { recipeId } = parseInput(shoppingListApi.setRecipeServings.params, ctx.params);
    const { servings } = parseInput(shoppingListApi.setRecipeServings.body, ctx.request.body);
    ctx.body = await shoppingList.setRecipeServings(actor, recipeId, servings, listId);
  });

  mount(router, shoppingListApi.removeRecipe, async (ctx) => {
    const actor = requireActor(ctx);
    const listId = listIdOf(ctx);
    const { recipeId } = parseInput(shoppingListApi.removeRecipe.params, ctx.params);
    ctx.body = await shoppingList.removeRecipe(actor, recipeId, listId);
  });

  mount(router, shoppingListApi.addItem, async (ctx) => {
    const actor = requireActor(ctx);
    const { id, text, listId } = parseInput(shoppingListApi.addItem.body, ctx.request.body);
    ctx.status = 201;
    ctx.body = await shoppingList.addCustomItem(actor, id ?? randomUUID(), text, listId ?? listIdOf(ctx));
  });

  mount(router, shoppingListApi.setCompleted, async (ctx) => {
    const actor = requireActor(ctx);
    const listId = listIdOf(ctx);
    const { id } = parseInput(shoppingListApi.setCompleted.params, ctx.params);
    const { completed, at } = parseInput(shoppingListApi.setCompleted.body, ctx.request.body);
    ctx.body = await shoppingList.setCompleted(actor, id, completed, at, listId);
  });

  mount(router, shoppingListApi.addMealPlan, async (ctx) => {
    const actor = requireActor(ctx);
    const listId = listIdOf(ctx);
    const { planId } = parseInput(shoppingListApi.addMealPlan.params, ctx.params);
    ctx.status = 201;
    ctx.body = await shoppingList.addMealPlan(actor, planId, listId);
  });

  mount(router, shoppingListApi.clear, async (ctx) => {
    const actor = requireActor(ctx);
    ctx.body = await shoppingList.clear(actor, listIdOf(ctx));
  });

  return router;
}

/** The household's named lists beside the default one. */
export function shoppingListsRoutes({ shoppingList }: { shoppingList: ShoppingListService }): Router {
  const router = new Router({ prefix: '/shopping-lists' });

  mount(router, shoppingListsApi.index, async (ctx) => {
    ctx.body = { lists: await shoppingList.lists(requireActor(ctx)) };
  });

  mountCreate(router, shoppingListsApi.create, (actor, { name, clientKey }) =>
    shoppingList.createList(actor, name, clientKey),
  );

  mountChange(router, shoppingListsApi.rename, (actor, { listId }, { name }) =>
    shoppingList.renameList(actor, listId, name),
  );

  mount(router, shoppingListsApi.remove, async (ctx) => {
    const actor = requireActor(ctx);
    const { listId } = parseInput(shoppingListsApi.remove.params, ctx.params);
    await shoppingList.deleteList(actor, listId);
    ctx.status = 204;
  });

  return router;
}
