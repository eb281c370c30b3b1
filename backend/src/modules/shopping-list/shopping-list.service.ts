import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Actor, PremiumCheck } from '../../platform/http/actor';
import type { MealPlansService } from '../meal-plans';
import type { ParsedIngredient, RecipesService } from '../recipes';
import { mergeIngredients, parseCustomLine, type ListRecipe, type MergedItem } from './merge/merge';
import * as repo from './shopping-list.repository';

export interface ShoppingListItem {
  id: string;
  ingredient: string;
  /** Text of a number, as the spec has it ("1 1/2"); empty when the line has no amount. */
  quantity: string;
  unit: string;
  aisle: string;
  recipes: string[];
  completed: boolean;
}

export interface ShoppingListView {
  recipes: Array<{ id: number; name: string; servings: number | null }>;
  items: ShoppingListItem[];
  completed: string[];
}

/** The cook's own lines are listed under this name in each item's `recipes`. */
export const CUSTOM_ITEMS_LABEL = 'Added by you';

/** Item ids are short hashes of the merge key: stable across rebuilds and safe in a URL. */
const itemId = (key: string) => createHash('sha1').update(key).digest('base64url').slice(0, 16);

export interface ShoppingListDeps {
  db: Db;
  recipes: RecipesService;
  mealPlans: MealPlansService;
  isPremium: PremiumCheck;
}

export function createShoppingListService({ db, recipes, mealPlans, isPremium }: ShoppingListDeps) {
  async function build(userId: string): Promise<{ view: ShoppingListView; merged: MergedItem[] }> {
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
    const items = merged.map((item) => {
      const id = itemId(item.key);
      return {
        id,
        ingredient: item.ingredient,
        quantity: item.quantityText,
        unit: item.unit ?? '',
        aisle: item.aisle,
        recipes: item.recipes,
        completed: completed.has(id),
      };
    });
    return {
      merged,
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

  const view = async (actor: Actor) => (await build(actor.userId)).view;

  return {
    view,

    /** Adding a recipe rebuilds the merged list and clears the completed marks (spec section 4). */
    async addRecipe(actor: Actor, recipeId: number, servings?: number): Promise<ShoppingListView> {
      await recipes.requireAccessible({ isPremium: await isPremium(actor) }, recipeId);
      await db.transaction(async (trx) => {
        await repo.upsertListRecipes(trx, actor.userId, [{ recipeId, servings: servings ?? null }]);
        await repo.clearCompleted(trx, actor.userId);
      });
      return view(actor);
    },

    async removeRecipe(actor: Actor, recipeId: number): Promise<ShoppingListView> {
      await db.transaction(async (trx) => {
        const removed = await repo.deleteListRecipe(trx, actor.userId, recipeId);
        if (removed === 0) throw notFound('That recipe is not on your list');
        await repo.clearCompleted(trx, actor.userId);
      });
      return view(actor);
    },

    async addMealPlan(actor: Actor, planId: string): Promise<ShoppingListView> {
      const ids = await mealPlans.recipeIds(planId);
      await db.transaction(async (trx) => {
        await repo.upsertListRecipes(
          trx,
          actor.userId,
          ids.map((recipeId) => ({ recipeId, servings: null })),
        );
        await repo.clearCompleted(trx, actor.userId);
      });
      return view(actor);
    },

    async addCustomItem(actor: Actor, id: string, text: string): Promise<ShoppingListView> {
      await repo.insertCustomItem(db, actor.userId, id, text);
      return view(actor);
    },

    /** Idempotent: setting the same mark twice (an offline replay) changes nothing. */
    async setCompleted(actor: Actor, id: string, completed: boolean): Promise<ShoppingListView> {
      const current = await view(actor);
      if (!current.items.some((item) => item.id === id)) throw notFound('No such item on your list');
      if (completed) await repo.markCompleted(db, actor.userId, id);
      else await repo.unmarkCompleted(db, actor.userId, id);
      return view(actor);
    },

    async clear(actor: Actor): Promise<ShoppingListView> {
      await db.transaction((trx) => repo.clearList(trx, actor.userId));
      return view(actor);
    },

    /** For the benchmark: the merge of a whole list, timed without HTTP. */
    rebuild: (userId: string) => build(userId),
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
