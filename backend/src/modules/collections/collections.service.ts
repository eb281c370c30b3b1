import {
  COLLECTION_RECIPES_MAX,
  COLLECTIONS_MAX,
  COOKED_ENTRIES_MAX,
  type CollectionVisibility,
} from '@common/contracts/collections';
import type {
  CollectionDetail,
  CollectionSummary,
  CookedEntry,
  RecipeNote,
} from '@common/contracts/collections.schema';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import type { Db, Executor } from '../../platform/db';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Actor, PremiumCheck } from '../../platform/http/actor';
import type { RecipesService, RecipeViewer } from '../recipes';
import * as repo from './collections.repository';

export interface CollectionsDeps {
  db: Db;
  recipes: RecipesService;
  isPremium: PremiumCheck;
  /** The cook's fellow household members by name, asked at each request: one who leaves loses access at once. */
  householdOf?: (userId: string) => Promise<Array<{ userId: string; name: string }>>;
  /**
   * Told after a change has committed: the cook's other screens hear of it, and their household's too
   * when the collection is (or was) shared with it (`toHousehold`).
   */
  announce?: (actor: Actor, toHousehold: boolean) => Promise<void>;
}

/** The cook, their household members' ids, and the members' names (a shared collection shows its owner's). */
interface Reader extends repo.Reader {
  names: Map<string, string>;
}

const uniqueViolation = (error: unknown): string | undefined => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? '') : undefined;
};

const nameTaken = (mine = true) =>
  conflict(`${mine ? 'You already have' : 'Its owner already has'} a collection with this name`, 'name');
const missingCollection = () => notFound('Collection not found');
const isShared = (row: { visibility: CollectionVisibility }) => row.visibility === 'household';

const presentCollection = (
  row: repo.CollectionListRow,
  cover: RecipeSummary | undefined,
  reader: Reader,
): CollectionSummary => ({
  id: row.id,
  name: row.name,
  visibility: row.visibility,
  mine: row.user_id === reader.userId,
  ownerName: row.user_id === reader.userId ? null : (reader.names.get(row.user_id) ?? null),
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

/** `all` with the ids in `seen` put in the order of `ordered` (a permutation of them); the others keep their places. */
const reorderSeen = <T>(all: T[], seen: T[], ordered: T[]) => {
  const visible = new Set(seen);
  let next = 0;
  return all.map((id) => (visible.has(id) ? ordered[next++] : id));
};

/**
 * What a cook keeps of recipes: their collections (named cookbooks in their own order), a private note
 * per recipe and an "I made this" log. Notes and the log are the cook's alone. A collection is its
 * owner's, or also their household's when they share it: members then list, read and edit it (rename,
 * add, take out, reorder), each seeing only the recipes they may see; its owner alone deletes it or
 * changes who sees it. Anything a cook may not open answers 404 like a missing one.
 */
export function createCollectionsService({
  db,
  recipes,
  isPremium,
  householdOf = async () => [],
  announce = async () => {},
}: CollectionsDeps) {
  const viewer = async (actor: Actor): Promise<RecipeViewer> => ({
    isPremium: await isPremium(actor),
    userId: actor.userId,
  });
  const readerOf = async (actor: Actor): Promise<Reader> => {
    const mates = await householdOf(actor.userId);
    return {
      userId: actor.userId,
      mates: mates.map((mate) => mate.userId),
      names: new Map(mates.map((mate) => [mate.userId, mate.name])),
    };
  };
  /**
   * A recipe the cook may keep: the catalog's (a premium-exclusive one too: opening it still follows
   * Premium's rules), their own and their household's. Anything else is the 404 of a missing recipe.
   */
  const requireKeepable = (actor: Actor, recipeId: number) =>
    recipes.requireAccessible({ isPremium: true, userId: actor.userId }, recipeId);

  async function presentRows(actor: Actor, reader: Reader, rows: repo.CollectionListRow[]) {
    const firstIds = rows.flatMap((row) => (row.first_recipe_id === null ? [] : [row.first_recipe_id]));
    const covers = new Map(
      (await recipes.summaries(await viewer(actor), firstIds)).map((recipe) => [recipe.id, recipe]),
    );
    return rows.map((row) => presentCollection(row, covers.get(row.first_recipe_id ?? 0), reader));
  }

  const listFor = async (actor: Actor, reader: Reader) =>
    presentRows(actor, reader, await repo.listCollections(db, reader));

  async function summaryOf(actor: Actor, reader: Reader, id: string): Promise<CollectionSummary> {
    const row = await repo.findListed(db, reader, id);
    if (!row) throw missingCollection();
    return (await presentRows(actor, reader, [row]))[0];
  }

  async function detailOf(actor: Actor, reader: Reader, id: string): Promise<CollectionDetail> {
    const summary = await summaryOf(actor, reader, id);
    const ids = await repo.memberIds(db, id, reader);
    return { ...summary, recipes: await recipes.summaries(await viewer(actor), ids) };
  }

  /**
   * A change to a collection the cook may open (its row locked meanwhile), told once committed to the
   * cook's screens and, when it was shared or now is (`nowShared`), the household's.
   */
  async function changing<T>(
    actor: Actor,
    id: string,
    change: (trx: Executor, row: repo.CollectionRow, reader: Reader) => Promise<T>,
    nowShared = false,
  ): Promise<{ result: T; reader: Reader }> {
    const reader = await readerOf(actor);
    const { result, shared } = await db.transaction(async (trx) => {
      const row = await repo.lockCollection(trx, reader, id);
      if (!row) throw missingCollection();
      return { result: await change(trx, row, reader), shared: nowShared || isShared(row) };
    });
    await announce(actor, shared);
    return { result, reader };
  }

  return {
    async list(actor: Actor): Promise<CollectionSummary[]> {
      return listFor(actor, await readerOf(actor));
    },

    async get(actor: Actor, id: string): Promise<CollectionDetail> {
      return detailOf(actor, await readerOf(actor), id);
    },

    /** Idempotent by `clientKey`: the same key again answers the collection the first request made. */
    async create(
      actor: Actor,
      name: string,
      clientKey?: string,
      visibility: CollectionVisibility = 'private',
    ): Promise<CollectionSummary> {
      const reader = await readerOf(actor);
      const earlier = async () => (clientKey ? await repo.findByClientKey(db, actor.userId, clientKey) : undefined);
      const found = await earlier();
      if (found) return summaryOf(actor, reader, found.id);
      try {
        const id = await db.transaction(async (trx) => {
          await repo.lockCooksCollections(trx, actor.userId);
          if ((await repo.countCollections(trx, actor.userId)) >= COLLECTIONS_MAX) {
            throw conflict(`You can keep at most ${COLLECTIONS_MAX} collections`, 'name');
          }
          return repo.insertCollection(trx, actor.userId, { name, visibility, clientKey });
        });
        await announce(actor, visibility === 'household');
        return await summaryOf(actor, reader, id);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        // Two submits at once with one key: the other one's insert won, and its collection is this one.
        const raced = constraint.includes('client_key') ? await earlier() : undefined;
        if (raced) return summaryOf(actor, reader, raced.id);
        throw nameTaken();
      }
    },

    /** A new name (the owner or a member), or who sees it (the owner alone). */
    async update(
      actor: Actor,
      id: string,
      changes: { name?: string; visibility?: CollectionVisibility },
    ): Promise<CollectionSummary> {
      let mine = true;
      try {
        const { reader } = await changing(
          actor,
          id,
          async (trx, row) => {
            mine = row.user_id === actor.userId;
            if (changes.visibility !== undefined && !mine)
              throw forbidden('Only its owner can choose who sees this collection');
            await repo.updateCollection(trx, id, changes);
          },
          changes.visibility === 'household',
        );
        return await summaryOf(actor, reader, id);
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw nameTaken(mine);
        throw error;
      }
    },

    /** Its owner alone: a member who may edit it is told so, anyone else finds nothing. */
    async remove(actor: Actor, id: string): Promise<void> {
      await changing(actor, id, async (trx, row) => {
        if (row.user_id !== actor.userId) throw forbidden('Only its owner can delete this collection');
        await repo.deleteCollection(trx, actor.userId, id);
      });
    },

    /** Idempotent: a recipe already in the collection stays where it is. */
    async addRecipe(actor: Actor, id: string, recipeId: number): Promise<void> {
      await requireKeepable(actor, recipeId);
      await changing(actor, id, async (trx) => {
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

    /** Idempotent: taking out a recipe that is not in the collection (or that the cook cannot see) is fine. */
    async removeRecipe(actor: Actor, id: string, recipeId: number): Promise<void> {
      await changing(actor, id, async (trx, _row, reader) => {
        if (await repo.removeMember(trx, id, recipeId, reader)) await repo.touchCollection(trx, id);
      });
    },

    /** `recipeIds` are the recipes the cook sees, in their new order; those they cannot see keep their places. */
    async reorder(actor: Actor, id: string, recipeIds: number[]): Promise<CollectionDetail> {
      const { reader } = await changing(actor, id, async (trx, _row, reader) => {
        const seen = await repo.memberIds(trx, id, reader);
        if (!isPermutation(recipeIds, seen)) {
          throw badRequest("recipeIds: must list exactly the collection's recipes, each once", 'recipeIds');
        }
        await repo.setMemberOrder(trx, id, reorderSeen(await repo.memberIds(trx, id), seen, recipeIds));
        await repo.touchCollection(trx, id);
      });
      return detailOf(actor, reader, id);
    },

    /** The cook's own collections in a new order (those shared with them follow their owners' order). */
    async reorderAll(actor: Actor, ids: string[]): Promise<CollectionSummary[]> {
      await db.transaction(async (trx) => {
        await repo.lockCooksCollections(trx, actor.userId);
        if (!isPermutation(ids, await repo.ownCollectionIds(trx, actor.userId))) {
          throw badRequest('collectionIds: must list exactly your collections, each once', 'collectionIds');
        }
        await repo.setCollectionOrder(trx, actor.userId, ids);
      });
      await announce(actor, true);
      return listFor(actor, await readerOf(actor));
    },

    async collectionsHolding(actor: Actor, recipeId: number): Promise<string[]> {
      await requireKeepable(actor, recipeId);
      return repo.collectionIdsHolding(db, await readerOf(actor), recipeId);
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
