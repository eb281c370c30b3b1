import { createHash } from 'node:crypto';
import { CUSTOM_ITEMS_LABEL } from '@common/contracts/shopping-list';
import type { ShoppingListItem, ShoppingListView } from '@common/contracts/shopping-list.schema';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Actor, PremiumCheck } from '../../platform/http/actor';
import type { Announce } from '../../platform/live-events';
import type { MealPlansService } from '../meal-plans';
import type { ParsedIngredient, RecipesService } from '../recipes';
import { mergeIngredients, parseCustomLine, type ListRecipe, type MergedItem } from './merge/merge';
import { actionTime, claimLatestMark } from './mark-order';
import * as repo from './shopping-list.repository';

export type { ShoppingListItem, ShoppingListView };

/** The cook's own lines are listed under this name in each item's `recipes`. */
export { CUSTOM_ITEMS_LABEL };

/** Item ids are short hashes of the merge key: stable across rebuilds and safe in a URL. */
const itemId = (key: string) => createHash('sha1').update(key).digest('base64url').slice(0, 16);

/**
 * A tick is stored with the amount it was given for ("<id>@<amount hash>"), so it survives a rebuild
 * while its line still exists with the same amount (adding a recipe mid-shop keeps the cook's ticks),
 * and lapses when the line grows: 2 eggs ticked, then a recipe needing 3 more, is not "done".
 */
const tickKey = (id: string, amountText: string) =>
  `${id}@${createHash('sha1').update(amountText).digest('base64url').slice(0, 8)}`;

export interface ShoppingListDeps {
  db: Db;
  recipes: RecipesService;
  mealPlans: MealPlansService;
  isPremium: PremiumCheck;
  /** Tells the cook's other screens the list changed, after each write has committed. */
  announce?: Announce;
  /** Whose list a cook uses: their household's (its owner's) while they are in one, else their own. */
  sharedOwnerOf?: (userId: string) => Promise<string>;
}

export function createShoppingListService({
  db,
  recipes,
  mealPlans,
  isPremium,
  announce,
  sharedOwnerOf = async (userId) => userId,
}: ShoppingListDeps) {
  const ownerOf = (actor: Actor) => sharedOwnerOf(actor.userId);
  /** Passes a write's answer through once the cook's other screens have been told. */
  const changed = async <T>(actor: Actor, result: T): Promise<T> => {
    await announce?.(actor);
    return result;
  };

  async function build(
    userId: string,
  ): Promise<{ view: ShoppingListView; merged: MergedItem[]; ticks: Map<string, string> }> {
    const [listed, custom, completed] = await Promise.all([
      repo.listRecipes(db, userId),
      repo.customItems(db, userId),
      repo.completedKeys(db, userId),
    ]);
    const details = new Map((await recipes.forList(listed.map((row) => row.recipe_id))).map((row) => [row.id, row]));
    const listRecipes: ListRecipe[] = listed.flatMap((row) => {
      const recipe = details.get(row.recipe_id);
      if (!recipe) return [];
      const factor = row.servings && recipe.servings ? row.servings / recipe.servings : 1;
      return [
        { id: recipe.id, name: recipe.name, factor, ingredients: recipe.ingredients_structured as ParsedIngredient[] },
      ];
    });
    if (custom.length) {
      listRecipes.push({
        id: 0,
        name: CUSTOM_ITEMS_LABEL,
        factor: 1,
        ingredients: custom.map((item) => parseCustomLine(item.text)),
      });
    }
    const merged = mergeIngredients(listRecipes);
    const ticks = new Map<string, string>();
    const items = merged.map((item): ShoppingListItem => {
      const id = itemId(item.key);
      const tick = tickKey(id, item.amountText);
      ticks.set(id, tick);
      return {
        id,
        ingredient: item.ingredient,
        quantity: item.quantityText,
        unit: item.unit ?? '',
        metricAmount: item.metricAmountText,
        aisle: item.aisle,
        recipes: item.recipes,
        completed: completed.has(tick),
        sources: item.contributions.map((c) => ({
          recipeId: c.recipeId,
          recipeName: c.recipeName,
          amount: c.amountText,
          metricAmount: c.metricAmountText,
        })),
      };
    });
    return {
      merged,
      ticks,
      view: {
        recipes: listed.flatMap((row) => {
          const recipe = details.get(row.recipe_id);
          return recipe ? [{ id: recipe.id, name: recipe.name, servings: row.servings ?? recipe.servings }] : [];
        }),
        items,
        completed: items.filter((item) => item.completed).map((item) => item.id),
      },
    };
  }

  /** After the recipes change: ticks of lines that are gone or changed amount are dropped. */
  async function rebuilt(actor: Actor): Promise<ShoppingListView> {
    const owner = await ownerOf(actor);
    const { view: list, ticks } = await build(owner);
    await repo.keepCompleted(db, owner, [...ticks.values()]);
    return list;
  }

  const view = async (actor: Actor) => (await build(await ownerOf(actor))).view;

  /** Several recipes in one rebuild (a planned week), each checked as one added alone would be. */
  async function addRecipes(
    actor: Actor,
    rows: Array<{ recipeId: number; servings: number | null }>,
  ): Promise<ShoppingListView> {
    const viewer = { isPremium: await isPremium(actor), userId: actor.userId };
    for (const row of rows) await recipes.requireAccessible(viewer, row.recipeId);
    if (rows.length) await repo.upsertListRecipes(db, await ownerOf(actor), rows);
    return changed(actor, await rebuilt(actor));
  }

  return {
    view,

    /**
     * Adding a recipe rebuilds the merged list. Ticks of lines that still exist with the same amount
     * are kept, unlike the spec's "clears all completed marks": a cook adding a recipe
     * mid-shop must not lose their ticks).
     */
    async addRecipe(actor: Actor, recipeId: number, servings?: number): Promise<ShoppingListView> {
      return addRecipes(actor, [{ recipeId, servings: servings ?? null }]);
    },

    addRecipes,

    /** The servings a recipe on the list is bought for; its lines rescale. */
    async setRecipeServings(actor: Actor, recipeId: number, servings: number): Promise<ShoppingListView> {
      const updated = await repo.setListRecipeServings(db, await ownerOf(actor), recipeId, servings);
      if (updated === 0) throw notFound('That recipe is not on your list');
      return changed(actor, await rebuilt(actor));
    },

    async removeRecipe(actor: Actor, recipeId: number): Promise<ShoppingListView> {
      const removed = await repo.deleteListRecipe(db, await ownerOf(actor), recipeId);
      if (removed === 0) throw notFound('That recipe is not on your list');
      return changed(actor, await rebuilt(actor));
    },

    async addMealPlan(actor: Actor, planId: string): Promise<ShoppingListView> {
      const ids = await mealPlans.recipeIds(planId);
      await repo.upsertListRecipes(
        db,
        await ownerOf(actor),
        ids.map((recipeId) => ({ recipeId, servings: null })),
      );
      return changed(actor, await rebuilt(actor));
    },

    async addCustomItem(actor: Actor, id: string, text: string): Promise<ShoppingListView> {
      await repo.insertCustomItem(db, await ownerOf(actor), id, text);
      return changed(actor, await view(actor));
    },

    /**
     * Idempotent: setting the same mark twice (an offline replay) changes nothing. The latest action by
     * `actedAt` wins (claimLatestMark): an older one arriving later leaves the line as it is.
     */
    async setCompleted(actor: Actor, id: string, completed: boolean, actedAt?: string): Promise<ShoppingListView> {
      const owner = await ownerOf(actor);
      const { ticks } = await build(owner);
      const tick = ticks.get(id);
      if (!tick) throw notFound('No such item on your list');
      const applied = await db.transaction(async (trx) => {
        if (!(await claimLatestMark(trx, owner, id, completed, actionTime(actedAt)))) return false;
        if (completed) await repo.markCompleted(trx, owner, tick);
        else await repo.unmarkCompleted(trx, owner, id);
        return true;
      });
      return applied ? changed(actor, await view(actor)) : view(actor);
    },

    async clear(actor: Actor): Promise<ShoppingListView> {
      const owner = await ownerOf(actor);
      await db.transaction((trx) => repo.clearList(trx, owner));
      return changed(actor, await view(actor));
    },

    /** For the benchmark: the merge of a whole list, timed without HTTP. */
    rebuild: (userId: string) => build(userId),
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
