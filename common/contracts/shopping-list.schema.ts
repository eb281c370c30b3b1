import { z } from 'zod';
import { defineRoutes, get, route, post } from './api.schema';
import { requiredText } from './common.schema';
import { AISLES } from './shopping-list';

export const addListRecipeRequest = z.object({
  recipeId: z.number({ error: 'must be a number' }).int().min(1),
  servings: z.number({ error: 'must be a number' }).int().min(1).max(100).optional(),
});

export const addCustomItemRequest = z.object({
  /** Client-generated, so a line added offline and synced twice is stored once. */
  id: z.uuid({ error: 'must be a UUID' }).optional(),
  text: requiredText(200),
});

export const setCompletedRequest = z.object({
  completed: z.boolean({ error: 'must be true or false' }),
  /**
   * When the cook ticked or unticked it (an offline replay sends the original time); the latest action
   * on a line wins, whatever order actions arrive in. Without it, now.
   */
  at: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
});

/** PATCH /api/shopping-list/recipes/:recipeId: the servings this recipe is bought for. */
export const setListRecipeServingsRequest = z.object({
  servings: z.number({ error: 'must be a number' }).int().min(1).max(100),
});

export const listRecipeParam = z.object({ recipeId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const listItemParam = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'is not an item id' }),
});
export const listMealPlanParam = z.object({
  planId: z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'is not a meal plan id' }),
});

/** One recipe's share of a list line ("2 cups" from Carbonara). */
export const shoppingListItemSource = z.object({
  /** 0 for the cook's own lines. */
  recipeId: z.number().int(),
  recipeName: z.string(),
  /** That recipe's amount at its servings, as written ("2 cups", "1 can (28 oz)"); "" when unmeasured. */
  amount: z.string(),
  /** The same share in metric ("100 g" of grated cheese, "240 ml" of milk); "" for counts and unmeasured. */
  metricAmount: z.string(),
});
export type ShoppingListItemSource = z.infer<typeof shoppingListItemSource>;

export const shoppingListItem = z.object({
  id: z.string(),
  ingredient: z.string(),
  /** Text of a number, as the spec has it ("1 1/2"); empty when the line has no amount. */
  quantity: z.string(),
  /** Display unit; may carry a package size or a second part ("cans (28 oz)", "cup + 1 tbsp"). */
  unit: z.string(),
  /**
   * The whole amount in metric, for a cook reading in metric: dry goods weighed through the kitchen's
   * density table ("300 g"), other volumes in ml, weights in g/kg; "" for counts ("3 eggs") and lines
   * without an amount, which read the same either way.
   */
  metricAmount: z.string(),
  aisle: z.enum(AISLES),
  recipes: z.array(z.string()),
  completed: z.boolean(),
  /** Where the amount comes from, one entry per recipe in the order added. */
  sources: z.array(shoppingListItemSource),
});
export type ShoppingListItem = z.infer<typeof shoppingListItem>;

export const shoppingListView = z
  .object({
    recipes: z.array(z.object({ id: z.number().int(), name: z.string(), servings: z.number().int().nullable() })),
    items: z.array(shoppingListItem),
    completed: z.array(z.string()),
  })
  .meta({ id: 'ShoppingListView' });
export type ShoppingListView = z.infer<typeof shoppingListView>;

/** Every change answers with the whole list as it now reads. */
export const shoppingListApi = defineRoutes({
  view: get('/api/shopping-list', "The cook's shopping list, lines merged across recipes", shoppingListView),
  addRecipe: post('/api/shopping-list/recipes', "Add a recipe's ingredients", addListRecipeRequest, {
    201: shoppingListView,
  }),
  setRecipeServings: {
    method: 'patch',
    path: '/api/shopping-list/recipes/:recipeId',
    summary: 'Buy for another number of servings',
    params: listRecipeParam,
    body: setListRecipeServingsRequest,
    responses: { 200: shoppingListView },
  },
  removeRecipe: {
    method: 'delete',
    path: '/api/shopping-list/recipes/:recipeId',
    summary: 'Remove a recipe and its share of the lines',
    params: listRecipeParam,
    responses: { 200: shoppingListView },
  },
  addItem: post('/api/shopping-list/items', "Add a line of the cook's own", addCustomItemRequest, {
    201: shoppingListView,
  }),
  setCompleted: {
    method: 'patch',
    path: '/api/shopping-list/items/:id',
    summary: 'Tick a line off, or back on',
    params: listItemParam,
    body: setCompletedRequest,
    responses: { 200: shoppingListView },
  },
  addMealPlan: {
    method: 'post',
    path: '/api/shopping-list/meal-plans/:planId',
    summary: 'Add every recipe of a meal plan',
    params: listMealPlanParam,
    responses: { 201: shoppingListView },
  },
  clear: route('delete', '/api/shopping-list', 'Empty the list', { 200: shoppingListView }),
});
