import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { mount, mountChange, mountCreate } from '../../platform/http/mount';
import { shoppingListApi } from '@common/contracts/shopping-list.schema';
import { requireActor } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { ShoppingListService } from './shopping-list.service';

export function shoppingListRoutes({ shoppingList }: { shoppingList: ShoppingListService }): Router {
  const router = new Router({ prefix: '/shopping-list' });

  mount(router, shoppingListApi.view, async (ctx) => {
    ctx.body = await shoppingList.view(requireActor(ctx));
  });

  mountCreate(router, shoppingListApi.addRecipe, (actor, { recipeId, servings }) =>
    shoppingList.addRecipe(actor, recipeId, servings),
  );

  mountChange(router, shoppingListApi.setRecipeServings, (actor, { recipeId }, { servings }) =>
    shoppingList.setRecipeServings(actor, recipeId, servings),
  );

  mount(router, shoppingListApi.removeRecipe, async (ctx) => {
    const actor = requireActor(ctx);
    const { recipeId } = parseInput(shoppingListApi.removeRecipe.params, ctx.params);
    ctx.body = await shoppingList.removeRecipe(actor, recipeId);
  });

  mountCreate(router, shoppingListApi.addItem, (actor, { id, text }) =>
    shoppingList.addCustomItem(actor, id ?? randomUUID(), text),
  );

  mountChange(router, shoppingListApi.setCompleted, (actor, { id }, { completed, at }) =>
    shoppingList.setCompleted(actor, id, completed, at),
  );

  mount(router, shoppingListApi.addMealPlan, async (ctx) => {
    const actor = requireActor(ctx);
    const { planId } = parseInput(shoppingListApi.addMealPlan.params, ctx.params);
    ctx.status = 201;
    ctx.body = await shoppingList.addMealPlan(actor, planId);
  });

  mount(router, shoppingListApi.clear, async (ctx) => {
    ctx.body = await shoppingList.clear(requireActor(ctx));
  });

  return router;
}
