import { z } from 'zod';
import { defineRoutes, get, noContent, post, type HttpMethod, type RouteSpec } from './api.schema';
import { requiredText } from './common.schema';
import { AISLES, LIST_NAME_MAX } from './shopping-list';

/** A named list's id; absent (in every spec route) means the cook's default list. */
export const listIdField = z.uuid({ error: 'is not a list id' });
/** `?listId=`: which of the cook's lists a route reads or changes; absent → the default list. */
export const listSelector = z.object({ listId: listIdField.optional() });
export type ListSelector = z.infer<typeof listSelector>;

export const addListRecipeRequest = z.object({
  recipeId: z.number({ error: 'must be a number' }).int().min(1),
  servings: z.number({ error: 'must be a number' }).int().min(1).max(100).optional(),
  listId: listIdField.optional(),
});

export const addCustomItemRequest = z.object({
  /** Client-generated, so a line added offline and synced twice is stored once. */
  id: z.uuid({ error: 'must be a UUID' }).optional(),
  text: requiredText(200),
  listId: listIdField.optional(),
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

/** The aisles in the order the household walks the store. */
export const aisleOrder = z.object({ order: z.array(z.enum(AISLES)) }).meta({ id: 'AisleOrder' });
export type AisleOrder = z.infer<typeof aisleOrder>;

const everyAisleOnce = `must name every aisle exactly once: ${AISLES.join(', ')}`;
/** PUT /api/shopping-list/aisles: a permutation of the known aisles (any other list is a 400 on `order`). */
export const setAisleOrderRequest = z.object({
  order: z
    .array(z.string(), { error: 'must be a list of aisles' })
    .refine(
      (order) =>
        order.length === AISLES.length &&
        new Set(order).size === AISLES.length &&
        order.every((aisle) => (AISLES as readonly string[]).includes(aisle)),
      { error: everyAisleOnce },
    ),
});

/**
 * A route on one of the cook's lists (`?listId`; absent, the default list). Every one answers with the
 * whole list as it now reads: 201 when it adds (POST), else 200.
 */
const onList = <
  const M extends HttpMethod,
  const P extends string,
  const I extends Pick<RouteSpec, 'params' | 'body'> = object,
>(
  method: M,
  path: P,
  summary: string,
  input?: I,
) =>
  ({
    method,
    path,
    summary,
    ...(input as I),
    query: listSelector,
    responses: { [method === 'post' ? 201 : 200]: shoppingListView },
  }) as const;

export const shoppingListApi = defineRoutes({
  view: onList(
    'get',
    '/api/shopping-list',
    "The cook's shopping list (the default one, or `listId`'s), lines merged across recipes",
  ),
  addRecipe: onList('post', '/api/shopping-list/recipes', "Add a recipe's ingredients", { body: addListRecipeRequest }),
  setRecipeServings: onList('patch', '/api/shopping-list/recipes/:recipeId', 'Buy for another number of servings', {
    params: listRecipeParam,
    body: setListRecipeServingsRequest,
  }),
  removeRecipe: onList('delete', '/api/shopping-list/recipes/:recipeId', 'Remove a recipe and its share of the lines', {
    params: listRecipeParam,
  }),
  addItem: onList('post', '/api/shopping-list/items', "Add a line of the cook's own", { body: addCustomItemRequest }),
  setCompleted: onList('patch', '/api/shopping-list/items/:id', 'Tick a line off, or back on', {
    params: listItemParam,
    body: setCompletedRequest,
  }),
  addMealPlan: onList('post', '/api/shopping-list/meal-plans/:planId', 'Add every recipe of a meal plan', {
    params: listMealPlanParam,
  }),
  clear: onList('delete', '/api/shopping-list', 'Empty the list'),
  aisles: get('/api/shopping-list/aisles', "The household's aisle order", aisleOrder),
  setAisles: {
    method: 'put',
    path: '/api/shopping-list/aisles',
    summary: 'Walk the store in another order: every aisle once',
    body: setAisleOrderRequest,
    responses: { 200: aisleOrder },
  },
});

const listName = requiredText(LIST_NAME_MAX);

export const newShoppingListRequest = z.object({
  name: listName,
  /** Client-generated, so a list created offline and synced twice is created once. */
  clientKey: z.uuid({ error: 'must be a UUID' }).optional(),
});
export const renameShoppingListRequest = z.object({ name: listName });
export const shoppingListParam = z.object({ listId: listIdField });

export const shoppingListSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The list the spec's routes use when no `listId` is given; it cannot be renamed or deleted. */
    isDefault: z.boolean(),
    /** Lines on the list once merged, and how many of them are still to get. */
    itemCount: z.number().int(),
    openCount: z.number().int(),
    recipeCount: z.number().int(),
  })
  .meta({ id: 'ShoppingListSummary' });
export type ShoppingListSummary = z.infer<typeof shoppingListSummary>;

export const shoppingListIndex = z.object({ lists: z.array(shoppingListSummary) });
export type ShoppingListIndex = z.infer<typeof shoppingListIndex>;

/** The cook's (or household's) lists: the default one first, then named lists oldest first. */
export const shoppingListsApi = defineRoutes({
  index: get(
    '/api/shopping-lists',
    "The cook's lists with their item counts, the default one first",
    shoppingListIndex,
  ),
  create: post('/api/shopping-lists', 'Start a named list ("Costco")', newShoppingListRequest, {
    201: shoppingListSummary,
  }),
  rename: {
    method: 'patch',
    path: '/api/shopping-lists/:listId',
    summary: 'Rename a named list',
    params: shoppingListParam,
    body: renameShoppingListRequest,
    responses: { 200: shoppingListSummary },
  },
  remove: {
    method: 'delete',
    path: '/api/shopping-lists/:listId',
    summary: 'Delete a named list and everything on it (the default list stays)',
    params: shoppingListParam,
    responses: { 204: noContent },
  },
});
