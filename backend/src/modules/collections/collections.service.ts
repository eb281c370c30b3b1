import { COLLECTION_RECIPES_MAX, COLLECTIONS_MAX, COOKED_ENTRIES_MAX } from '@common/contracts/collections';
import type {
  CollectionDetail,
  CollectionSummary,
  CookedEntry,
  RecipeNote,
} from '@common/contracts/collections.schema';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import type { Db, Executor } from '../../platform/db';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Actor, PremiumCheck } from '../../platform/http/actor';
import type { RecipesService, RecipeViewer } from '../recipes';
import * as repo from './collections.repository';

export interface CollectionsDeps {
  db: Db;
  recipes: RecipesService;
  isPremium: PremiumCheck;
}

const uniqueViolation = (error: unknown): string | undefined => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? '') : undefined;
};

const nameTaken = () => conflict('You already have a collection with this name', 'name');
const missingCollection = () => notFound('Collection not found');

const presentCollection = (row: repo.CollectionListRow, cover: RecipeSummary | undefined): CollectionSummary => ({
  id: row.id,
  name: row.name,
  recipeCount: row.recipe_count,
  cover: cover ? { recipeId: cover.id, name: cover.name, image: cover.image } : null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const presentCooked = (row: repo.CookedRow): CookedEntry => ({
  id: row.id,
  recipeId: row.recipe_id,
  date: row.date,
  rating: row.rating,
  note: row.note,
  createdAt: row.created_at.toISOString(),
});

/** Whether `ids` is exactly `current` in some order (each id once; the contract refused repeats). */
const isPermutation = <T>(ids: T[], current: T[]) => {
  const members = new Set(current);
  return ids.length === current.length && ids.every((id) => members.has(id));
};

/**
 * What a cook keeps of recipes: their collections (named cookbooks in their own order), a private note
 * per recipe and an "I made this" log. Everything is the cook's alone: another cook's collection or
 * entry answers 404 like a missing one.
 */
export function createCollectionsService({ db, recipes, isPremium }: CollectionsDeps) {
  const viewer = async (actor: Actor): Promise<RecipeViewer> => ({
    isPremium: await isPremium(actor),
    userId: actor.userId,
  });
  /**
   * A recipe the cook may keep: the catalog's (a premium-exclusive one too: opening it still follows
   * Premium's rules) and their own. Anything else is the 404 of a missing recipe.
   */
  const requireKeepable = (actor: Actor, recipeId: number) =>
    recipes.requireAccessible({ isPremium: true, userId: actor.userId }, recipeId);

  async function presentRows(actor: Actor, rows: repo.CollectionListRow[]): Promise<CollectionSummary[]> {
    const firstIds = rows.flatMap((row) => (row.first_recipe_id === null ? [] : [row.first_recipe_id]));
    const covers = new Map(
      (await recipes.summaries(await viewer(actor), firstIds)).map((recipe) => [recipe.id, recipe]),
    );
    return rows.map((row) => presentCollection(row, covers.get(row.first_recipe_id ?? 0)));
  }

  async function summaryOf(actor: Actor, id: string): Promise<CollectionSummary> {
    const row = await repo.findListed(db, actor.userId, id);
    if (!row) throw missingCollection();
    return (await presentRows(actor, [row]))[0];
  }

  async function detailOf(actor: Actor, id: string): Promise<CollectionDetail> {
    const summary = await summaryOf(actor, id);
    const ids = await repo.memberIds(db, id);
    return { ...summary, recipes: await recipes.summaries(await viewer(actor), ids) };
  }

  const requireCollection = async (executor: Executor, actor: Actor, id: string, lock = false) => {
    const row = await repo.findCollection(executor, actor.userId, id, lock);
    if (!row) throw missingCollection();
    return row;
  };

  return {
    async list(actor: Actor): Promise<CollectionSummary[]> {
      return presentRows(actor, await repo.listCollections(db, actor.userId));
    },

    get: detailOf,

    /** Idempotent by `clientKey`: the same key again answers the collection the first request made. */
    async create(actor: Actor, name: string, clientKey?: string): Promise<CollectionSummary> {
      const earlier = async () => (clientKey ? await repo.findByClientKey(db, actor.userId, clientKey) : undefined);
      const found = await earlier();
      if (found) return summaryOf(actor, found.id);
      try {
        const id = await db.transaction(async (trx) => {
          await repo.lockCooksCollections(trx, actor.userId);
          if ((await repo.countCollections(trx, actor.userId)) >= COLLECTIONS_MAX) {
            throw conflict(`You can keep at most ${COLLECTIONS_MAX} collections`, 'name');
          }
          return repo.insertCollection(trx, actor.userId, name, clientKey);
        });
        return await summaryOf(actor, id);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        // Two submits at once with one key: the other one's insert won, and its collection is this one.
        const raced = constraint.includes('client_key') ? await earlier() : undefined;
        if (raced) return summaryOf(actor, raced.id);
        throw nameTaken();
      }
    },

    async rename(actor: Actor, id: string, name: string): Promise<CollectionSummary> {
      try {
        const changed = await repo.renameCollection(db, actor.userId, id, name);
        if (changed === 0) throw missingCollection();
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw nameTaken();
        throw error;
      }
      return summaryOf(actor, id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if ((await repo.deleteCollection(db, actor.userId, id)) === 0) throw missingCollection();
    },

    /** Idempotent: a recipe already in the collection stays where it is. */
    async addRecipe(actor: Actor, id: string, recipeId: number): Promise<void> {
      await requireCollection(db, actor, id);
      await requireKeepable(actor, recipeId);
      await db.transaction(async (trx) => {
        await requireCollection(trx, actor, id, true);
        if (await repo.isMember(trx, id, recipeId)) return;
        if ((await repo.countMembers(trx, id)) >= COLLECTION_RECIPES_MAX) {
          throw conflict(
            `A collection holds at most ${COLLECTION_RECIPES_MAX.toLocaleString('en')} recipes`,
            'recipeId',
          );
        }
        await repo.addMember(trx, id, recipeId);
        await repo.touchCollection(trx, id);
      });
    },

    /** Idempotent: taking out a recipe that is not in the collection is fine. */
    async removeRecipe(actor: Actor, id: string, recipeId: number): Promise<void> {
      await db.transaction(async (trx) => {
        await requireCollection(trx, actor, id, true);
        if (await repo.removeMember(trx, id, recipeId)) await repo.touchCollection(trx, id);
      });
    },

    async reorder(actor: Actor, id: string, recipeIds: number[]): Promise<CollectionDetail> {
      await db.transaction(async (trx) => {
        await requireCollection(trx, actor, id, true);
        if (!isPermutation(recipeIds, await repo.memberIds(trx, id))) {
          throw badRequest("recipeIds: must list exactly the collection's recipes, each once", 'recipeIds');
        }
        await repo.setMemberOrder(trx, id, recipeIds);
        await repo.touchCollection(trx, id);
      });
      return detailOf(actor, id);
    },

    async reorderAll(actor: Actor, ids: string[]): Promise<CollectionSummary[]> {
      await db.transaction(async (trx) => {
        await repo.lockCooksCollections(trx, actor.userId);
        const current = (await repo.listCollections(trx, actor.userId)).map((row) => row.id);
        if (!isPermutation(ids, current)) {
          throw badRequest('collectionIds: must list exactly your collections, each once', 'collectionIds');
        }
        await repo.setCollectionOrder(trx, actor.userId, ids);
      });
      return presentRows(actor, await repo.listCollections(db, actor.userId));
    },

    async collectionsHolding(actor: Actor, recipeId: number): Promise<string[]> {
      await requireKeepable(actor, recipeId);
      return repo.collectionIdsHolding(db, actor.userId, recipeId);
    },

    async note(actor: Actor, recipeId: number): Promise<RecipeNote> {
      await requireKeepable(actor, recipeId);
      const row = await repo.findNote(db, actor.userId, recipeId);
      return { recipeId, text: row?.text ?? null, updatedAt: row?.updated_at.toISOString() ?? null };
    },

    async writeNote(actor: Actor, recipeId: number, text: string): Promise<RecipeNote> {
      await requireKeepable(actor, recipeId);
      const row = await repo.upsertNote(db, actor.userId, recipeId, text);
      return { recipeId, text: row.text, updatedAt: row.updated_at.toISOString() };
    },

    /** Idempotent: deleting a note that is not there is fine. */
    async removeNote(actor: Actor, recipeId: number): Promise<void> {
      await requireKeepable(actor, recipeId);
      await repo.deleteNote(db, actor.userId, recipeId);
    },

    async logCooked(
      actor: Actor,
      recipeId: number,
      entry: { date: string; rating?: number | null; note: string | null },
    ): Promise<CookedEntry> {
      await requireKeepable(actor, recipeId);
      if ((await repo.countCooked(db, actor.userId, recipeId)) >= COOKED_ENTRIES_MAX) {
        throw conflict(`At most ${COOKED_ENTRIES_MAX.toLocaleString('en')} entries per recipe`, 'date');
      }
      const row = await repo.insertCooked(db, actor.userId, recipeId, {
        date: entry.date,
        rating: entry.rating ?? null,
        note: entry.note,
      });
      return presentCooked(row);
    },

    async cookedLog(actor: Actor, recipeId: number): Promise<CookedEntry[]> {
      await requireKeepable(actor, recipeId);
      return (await repo.cookedEntries(db, actor.userId, recipeId)).map(presentCooked);
    },

    async removeCooked(actor: Actor, recipeId: number, entryId: string): Promise<void> {
      if ((await repo.deleteCooked(db, actor.userId, recipeId, entryId)) === 0) throw notFound('Entry not found');
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
