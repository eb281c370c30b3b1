import { createHash } from 'node:crypto';
import { CUSTOM_ITEMS_LABEL, MAX_LISTS, type Aisle } from '@common/contracts/shopping-list';
import type { ShoppingListItem, ShoppingListSummary, ShoppingListView } from '@common/contracts/shopping-list.schema';
import { memoize } from '@common/kitchen/memo';
import type { Db } from '../../platform/db';
import { conflict, notFound } from '../../platform/errors';
import type { Actor, PremiumCheck, SharedOwnerOf, SharedOwnerSql } from '../../platform/http/actor';
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
const itemId = memoize((key) => createHash('sha1').update(key).digest('base64url').slice(0, 16));

/**
 * A tick is stored with the amount it was given for ("<id>@<amount hash>"), so it survives a rebuild
 * while its line still exists with the same amount (adding a recipe mid-shop keeps the cook's ticks),
 * and lapses when the line grows: 2 eggs ticked, then a recipe needing 3 more, is not "done".
 */
const tickKey = (id: string, amountText: string) => `${id}@${amountHash(amountText)}`;
const amountHash = memoize((amountText) => createHash('sha1').update(amountText).digest('base64url').slice(0, 8));

export interface ShoppingListDeps {
  db: Db;
  recipes: RecipesService;
  mealPlans: MealPlansService;
  isPremium: PremiumCheck;
  /**
   * Tells the cook's other screens the list changed, after each write has committed; `listId` names
   * a named list (absent: the default list, or every list, as an aisle order change).
   */
  announce?: Announce;
  /** Whose list a cook uses: their household's (its owner's) while they are in one, else their own. */
  sharedOwnerOf?: SharedOwnerOf;
  /** The same, as an expression a list lookup nests (the household module's one definition). */
  sharedOwnerSql?: SharedOwnerSql;
}

export function createShoppingListService({
  db,
  recipes,
  mealPlans,
  isPremium,
  announce,
  sharedOwnerOf = async (userId) => userId,
  sharedOwnerSql = (userId) => db.raw('?::uuid', [userId]),
}: ShoppingListDeps) {
  const ownerOf = (actor: Actor) => sharedOwnerOf(actor.userId);

  /**
   * The list a route works on: `listId` of the cook's household (else 404, as for anyone's list they
   * cannot see), or the default list when none is named. One query, the owner resolved inside it,
   * unless the default list is still to be made.
   */
  async function listFor(actor: Actor, listId?: string): Promise<ListRef> {
    const owner = sharedOwnerSql(actor.userId);
    const row = listId ? await repo.findList(db, owner, listId) : await repo.findDefaultList(db, owner);
    if (listId && !row) throw notFound('No such shopping list');
    const list = row ?? (await repo.ensureDefaultList(db, await ownerOf(actor)));
    return { userId: list.owner_user_id, listId: list.id, isDefault: list.is_default };
  }

  /** Passes a write's answer through once the cook's other screens have been told. */
  const changed = async <T>(actor: Actor, list: ListRef | null, result: T): Promise<T> => {
    await announce?.(actor, list && !list.isDefault ? { listId: list.listId } : {});
    return result;
  };

  async function build(list: repo.ListRef): Promise<{
    view: ShoppingListView;
    merged: MergedItem[];
    ticks: Map<string, string>;
    /** The ticks stored, whether or not a line still matches them. */
    stored: Set<string>;
  }> {
    const [listed, custom, completed] = await Promise.all([
      repo.listRecipes(db, list),
      repo.customItems(db, list),
      repo.completedKeys(db, list),
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
      stored: completed,
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
  async function rebuilt(list: ListRef): Promise<ShoppingListView> {
    const { view: built, ticks, stored } = await build(list);
    const current = new Set(ticks.values());
    const lapsed = [...stored].filter((tick) => !current.has(tick));
    if (lapsed.length) await repo.dropCompleted(db, list, lapsed);
    return built;
  }

  const read = async (list: ListRef) => (await build(list)).view;

  /** Several recipes in one rebuild (a planned week), each checked as one added alone would be. */
  async function addRecipes(
    actor: Actor,
    rows: Array<{ recipeId: number; servings: number | null }>,
    listId?: string,
  ): Promise<ShoppingListView> {
    const list = await listFor(actor, listId);
    const viewer = { isPremium: await isPremium(actor), userId: actor.userId };
    for (const row of rows) await recipes.requireAccessible(viewer, row.recipeId);
    if (rows.length) await repo.upsertListRecipes(db, list, rows);
    return changed(actor, list, await rebuilt(list));
  }

  /** A list's name and counts, as the list switcher shows it. */
  async function summary(owner: string, row: repo.ListRow): Promise<ShoppingListSummary> {
    const { view: built } = await build({ userId: owner, listId: row.id });
    return {
      id: row.id,
      name: row.name,
      isDefault: row.is_default,
      itemCount: built.items.length,
      openCount: built.items.filter((item) => !item.completed).length,
      recipeCount: built.recipes.length,
    };
  }

  /** A named list of the cook's household, or 404; the default list cannot be renamed or deleted. */
  async function namedList(owner: string, listId: string, doing: string): Promise<repo.ListRow> {
    const row = await repo.findList(db, owner, listId);
    if (!row) throw notFound('No such shopping list');
    if (row.is_default) throw conflict(`The main shopping list cannot be ${doing}`);
    return row;
  }

  async function requireFreeName(owner: string, name: string, except?: string): Promise<void> {
    const same = await repo.findListByName(db, owner, name);
    if (same && same.id !== except) throw conflict('You already have a list with that name', 'name');
  }

  /** Two writes racing for one name: the database's unique key answers, as a 409 like the check's. */
  const uniqueName = <T>(write: Promise<T>): Promise<T> =>
    write.catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505')
        throw conflict('You already have a list with that name', 'name');
      throw error;
    });

  return {
    view: async (actor: Actor, listId?: string) => read(await listFor(actor, listId)),

    /**
     * Adding a recipe rebuilds the merged list. Ticks of lines that still exist with the same amount
     * are kept, unlike the spec's "clears all completed marks": a cook adding a recipe
     * mid-shop must not lose their ticks).
     */
    async addRecipe(actor: Actor, recipeId: number, servings?: number, listId?: string): Promise<ShoppingListView> {
      return addRecipes(actor, [{ recipeId, servings: servings ?? null }], listId);
    },

    addRecipes,

    /** The servings a recipe on the list is bought for; its lines rescale. */
    async setRecipeServings(
      actor: Actor,
      recipeId: number,
      servings: number,
      listId?: string,
    ): Promise<ShoppingListView> {
      const list = await listFor(actor, listId);
      const updated = await repo.setListRecipeServings(db, list, recipeId, servings);
      if (updated === 0) throw notFound('That recipe is not on your list');
      return changed(actor, list, await rebuilt(list));
    },

    async removeRecipe(actor: Actor, recipeId: number, listId?: string): Promise<ShoppingListView> {
      const list = await listFor(actor, listId);
      const removed = await repo.deleteListRecipe(db, list, recipeId);
      if (removed === 0) throw notFound('That recipe is not on your list');
      return changed(actor, list, await rebuilt(list));
    },

    async addMealPlan(actor: Actor, planId: string, listId?: string): Promise<ShoppingListView> {
      const list = await listFor(actor, listId);
      const ids = await mealPlans.recipeIds(planId);
      await repo.upsertListRecipes(
        db,
        list,
        ids.map((recipeId) => ({ recipeId, servings: null })),
      );
      return changed(actor, list, await rebuilt(list));
    },

    async addCustomItem(actor: Actor, id: string, text: string, listId?: string): Promise<ShoppingListView> {
      const list = await listFor(actor, listId);
      await repo.insertCustomItem(db, list, id, text);
      return changed(actor, list, await read(list));
    },

    /**
     * Idempotent: setting the same mark twice (an offline replay) changes nothing. The latest action by
     * `actedAt` wins (claimLatestMark): an older one arriving later leaves the line as it is.
     */
    async setCompleted(
      actor: Actor,
      id: string,
      completed: boolean,
      actedAt?: string,
      listId?: string,
    ): Promise<ShoppingListView> {
      const list = await listFor(actor, listId);
      const { ticks } = await build(list);
      const tick = ticks.get(id);
      if (!tick) throw notFound('No such item on your list');
      const applied = await db.transaction(async (trx) => {
        if (!(await claimLatestMark(trx, list.listId, id, completed, actionTime(actedAt)))) return false;
        if (completed) await repo.markCompleted(trx, list, tick);
        else await repo.unmarkCompleted(trx, list, id);
        return true;
      });
      return applied ? changed(actor, list, await read(list)) : read(list);
    },

    async clear(actor: Actor, listId?: string): Promise<ShoppingListView> {
      const list = await listFor(actor, listId);
      await db.transaction((trx) => repo.clearList(trx, list));
      return changed(actor, list, await read(list));
    },

    /** The household's lists: the default one (made on first use) first, then named lists oldest first. */
    async lists(actor: Actor): Promise<ShoppingListSummary[]> {
      const owner = await ownerOf(actor);
      await repo.ensureDefaultList(db, owner);
      const rows = await repo.listsOf(db, owner);
      const summaries: ShoppingListSummary[] = [];
      for (const row of rows) summaries.push(await summary(owner, row));
      return summaries;
    },

    /** A named list; the same `clientKey` again (an offline replay) answers the list it made. */
    async createList(actor: Actor, name: string, clientKey?: string): Promise<ShoppingListSummary> {
      const owner = await ownerOf(actor);
      await repo.ensureDefaultList(db, owner);
      const replayed = clientKey ? await repo.findListByClientKey(db, owner, clientKey) : undefined;
      if (replayed) return summary(owner, replayed);
      await requireFreeName(owner, name);
      if ((await repo.countLists(db, owner)) >= MAX_LISTS)
        throw conflict(`You can keep at most ${MAX_LISTS} shopping lists; delete one first`);
      const row = await uniqueName(repo.insertList(db, owner, name, clientKey ?? null));
      return changed(actor, { userId: owner, listId: row.id, isDefault: false }, await summary(owner, row));
    },

    async renameList(actor: Actor, listId: string, name: string): Promise<ShoppingListSummary> {
      const owner = await ownerOf(actor);
      await namedList(owner, listId, 'renamed');
      await requireFreeName(owner, name, listId);
      const row = await uniqueName(repo.renameList(db, owner, listId, name));
      return changed(actor, { userId: owner, listId, isDefault: false }, await summary(owner, row));
    },

    /** A named list and everything on it; the default list stays (409). */
    async deleteList(actor: Actor, listId: string): Promise<void> {
      const owner = await ownerOf(actor);
      await namedList(owner, listId, 'deleted');
      await repo.deleteList(db, owner, listId);
      await changed(actor, { userId: owner, listId, isDefault: false }, undefined);
    },

    aisleOrder: async (actor: Actor): Promise<Aisle[]> => repo.aisleOrder(db, await ownerOf(actor)),

    /** The order every list of the household groups by; the contract checked it names every aisle once. */
    async setAisleOrder(actor: Actor, order: readonly Aisle[]): Promise<Aisle[]> {
      await repo.saveAisleOrder(db, await ownerOf(actor), order);
      return changed(actor, null, order as Aisle[]);
    },

    /** For the benchmark: the merge of a whole list, timed without HTTP. */
    rebuild: (list: repo.ListRef) => build(list),
  };
}

/** A list a route works on, and whether it is the owner's default one (whose changes name no list). */
interface ListRef extends repo.ListRef {
  isDefault: boolean;
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
