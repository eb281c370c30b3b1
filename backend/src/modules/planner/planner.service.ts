import { createHash, randomBytes } from 'node:crypto';
import { PLANNER_MAX_ENTRIES_PER_DAY, PLANNER_MEALS, type PlannerMeal } from '@common/contracts/planner';
import {
  daysBetween,
  type NewPlannerEntry,
  type PlannerEntry,
  type PlannerEntryChange,
} from '@common/contracts/planner.schema';
import type { ShoppingListView } from '@common/contracts/shopping-list.schema';
import type { Db } from '../../platform/db';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import type { Actor, PremiumCheck, SharedOwnerOf } from '../../platform/http/actor';
import type { Announce } from '../../platform/live-events';
import type { MealPlansService } from '../meal-plans';
import type { RecipesService } from '../recipes';
import type { ShoppingListService } from '../shopping-list';
import * as repo from './planner.repository';

export interface PlannerDeps {
  db: Db;
  recipes: RecipesService;
  mealPlans: MealPlansService;
  shoppingList: ShoppingListService;
  isPremium: PremiumCheck;
  /** Where the calendar URL points: the app's public origin, never a request's Host. */
  publicOrigin: string;
  /** Tells the cook's other screens the plan changed, after each write has committed. */
  announce?: Announce;
  /** Whose planner a cook uses: their household's (its owner's) while they are in one, else their own. */
  sharedOwnerOf?: SharedOwnerOf;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const dayFull = () =>
  new HttpError(422, `A day holds at most ${PLANNER_MAX_ENTRIES_PER_DAY} planned entries`, 'day_full', 'date');

export function createPlannerService({
  db,
  recipes,
  mealPlans,
  shoppingList,
  isPremium,
  publicOrigin,
  announce,
  sharedOwnerOf = async (userId) => userId,
}: PlannerDeps) {
  const ownerOf = (actor: Actor) => sharedOwnerOf(actor.userId);
  /** Passes a write's answer through once the cook's other screens have been told. */
  const changed = async <T>(actor: Actor, result: T): Promise<T> => {
    await announce?.(actor);
    return result;
  };

  /** Who reads the plan: the signed-in cook, or the owner of a calendar feed. */
  type Reader = Pick<Actor, 'userId' | 'premium'>;
  const viewer = async (reader: Reader) => ({ isPremium: await isPremium(reader), userId: reader.userId });

  async function present(actor: Reader, rows: repo.PlannerEntryRow[]): Promise<PlannerEntry[]> {
    const ids = [...new Set(rows.flatMap((row) => (row.recipe_id ? [row.recipe_id] : [])))];
    const summaries = new Map((await recipes.summaries(await viewer(actor), ids)).map((r) => [r.id, r]));
    return rows.map((row) => {
      const recipe = row.recipe_id ? summaries.get(row.recipe_id) : undefined;
      return {
        id: row.id,
        date: row.date,
        meal: row.meal,
        recipeId: row.recipe_id,
        servings: row.servings,
        note: row.note,
        position: row.position,
        recipe: recipe
          ? {
              id: recipe.id,
              name: recipe.name,
              image: recipe.image,
              totalTimeMinutes: recipe.totalTimeMinutes,
              servings: recipe.servings,
              locked: recipe.locked,
            }
          : null,
      };
    });
  }

  /** An unknown recipe is a bad field of the entry (400), a Premium one needs Premium (403). */
  async function requirePlannable(actor: Actor, recipeId: number) {
    try {
      return await recipes.requireAccessible(await viewer(actor), recipeId);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) throw badRequest('No such recipe', 'recipeId');
      throw error;
    }
  }

  /** Copies rows onto new dates inside one transaction, each day's limit checked after the copy. */
  async function copyRows(actor: Actor, rows: Array<Omit<repo.NewEntryRow, 'user_id' | 'position'>>) {
    const owner = await ownerOf(actor);
    const copied = await db.transaction(async (trx) => {
      const inserted: repo.PlannerEntryRow[] = [];
      for (const row of rows) {
        const position = await repo.nextPosition(trx, owner, row.date, row.meal);
        inserted.push(...(await repo.insertEntries(trx, [{ ...row, user_id: owner, position }])));
      }
      for (const date of new Set(rows.map((row) => row.date)))
        if ((await repo.countOnDay(trx, owner, date)) > PLANNER_MAX_ENTRIES_PER_DAY) throw dayFull();
      return inserted;
    });
    return changed(actor, await present(actor, copied));
  }

  return {
    async week(actor: Actor, from: string, to: string): Promise<PlannerEntry[]> {
      const owner = await ownerOf(actor);
      return present(actor, await repo.entriesBetween(db, owner, from, to));
    },

    /** Idempotent by `clientKey`: the same create twice answers the first entry. */
    async add(actor: Actor, input: NewPlannerEntry): Promise<PlannerEntry> {
      if (input.recipeId !== undefined) await requirePlannable(actor, input.recipeId);
      const owner = await ownerOf(actor);
      const entry = await db.transaction(async (trx) => {
        if (input.clientKey) {
          const earlier = await repo.findByClientKey(trx, owner, input.clientKey);
          if (earlier) return earlier;
        }
        if ((await repo.countOnDay(trx, owner, input.date)) >= PLANNER_MAX_ENTRIES_PER_DAY) throw dayFull();
        const [inserted] = await repo.insertEntries(trx, [
          {
            user_id: owner,
            date: input.date,
            meal: input.meal,
            recipe_id: input.recipeId ?? null,
            servings: input.recipeId === undefined ? null : (input.servings ?? null),
            note: input.note || null,
            position: input.position ?? (await repo.nextPosition(trx, owner, input.date, input.meal)),
            client_key: input.clientKey ?? null,
          },
        ]);
        // A concurrent create with the same key won the insert: answer its entry.
        return inserted ?? (await repo.findByClientKey(trx, owner, input.clientKey!));
      });
      return changed(actor, (await present(actor, [entry!]))[0]);
    },

    async change(actor: Actor, id: string, change: PlannerEntryChange): Promise<PlannerEntry> {
      const owner = await ownerOf(actor);
      const entry = await db.transaction(async (trx) => {
        const current = await repo.findEntry(trx, owner, id);
        if (!current) throw notFound('No such entry in your plan');
        if (change.note !== undefined && !change.note && current.recipe_id === null)
          throw badRequest('A note entry needs its note', 'note');
        if (change.servings !== undefined && current.recipe_id === null)
          throw badRequest('Only a recipe entry has servings', 'servings');
        const movedTo = change.date ?? current.date;
        const meal = change.meal ?? current.meal;
        if (movedTo !== current.date && (await repo.countOnDay(trx, owner, movedTo)) >= PLANNER_MAX_ENTRIES_PER_DAY)
          throw dayFull();
        const moved = movedTo !== current.date || meal !== current.meal;
        await repo.updateEntry(trx, owner, id, {
          date: movedTo,
          meal,
          ...(change.servings !== undefined && { servings: change.servings }),
          ...(change.note !== undefined && { note: change.note || null }),
          position: change.position ?? (moved ? await repo.nextPosition(trx, owner, movedTo, meal) : current.position),
        });
        return (await repo.findEntry(trx, owner, id))!;
      });
      return changed(actor, (await present(actor, [entry]))[0]);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const owner = await ownerOf(actor);
      if ((await repo.deleteEntry(db, owner, id)) === 0) throw notFound('No such entry in your plan');
      await changed(actor, undefined);
    },

    /** A built-in plan's Monday lands on `startDate`, its Sunday six days later; its dishes at their own servings. */
    async copyPlan(actor: Actor, planId: string, startDate: string): Promise<PlannerEntry[]> {
      const plan = await mealPlans.get(await viewer(actor), planId);
      const rows = plan.dailyMeals.flatMap((day, index) =>
        PLANNER_MEALS.flatMap((meal) => {
          const recipeId = (day as Partial<Record<PlannerMeal, number>>)[meal];
          return recipeId
            ? [{ date: addDays(startDate, index), meal, recipe_id: recipeId, servings: null, note: null }]
            : [];
        }),
      );
      return copyRows(actor, rows);
    },

    /** The seven days from `from` copied onto the seven days from `to`, after what is there. */
    async copyWeek(actor: Actor, from: string, to: string): Promise<PlannerEntry[]> {
      const shift = daysBetween(from, to);
      if (shift === 0) throw badRequest('must be another week than from', 'to');
      const owner = await ownerOf(actor);
      const source = await repo.entriesBetween(db, owner, from, addDays(from, 6));
      return copyRows(
        actor,
        source.map((row) => ({
          date: addDays(row.date, shift),
          meal: row.meal,
          recipe_id: row.recipe_id,
          servings: row.servings,
          note: row.note,
        })),
      );
    },

    /**
     * Every planned recipe of the range goes on the list once, at the servings of all its entries
     * together (chili on Monday and Thursday for 4: bought for 8); an entry without servings counts the
     * recipe's own. The list holds the recipe at that total, replacing what it held for it.
     */
    async toShoppingList(actor: Actor, from: string, to: string, listId?: string): Promise<ShoppingListView> {
      const owner = await ownerOf(actor);
      const entries = (await repo.entriesBetween(db, owner, from, to)).filter((row) => row.recipe_id !== null);
      const own = new Map(
        (await recipes.summaries(await viewer(actor), [...new Set(entries.map((row) => row.recipe_id!))])).map((r) => [
          r.id,
          r,
        ]),
      );
      const totals = new Map<number, number | null>();
      for (const entry of entries) {
        const recipe = own.get(entry.recipe_id!);
        if (!recipe || recipe.locked) continue;
        const servings = entry.servings ?? recipe.servings;
        const sum = totals.has(recipe.id) ? totals.get(recipe.id) : 0;
        totals.set(recipe.id, servings === null || sum === null || sum === undefined ? null : sum + servings);
      }
      return shoppingList.addRecipes(
        actor,
        [...totals].map(([recipeId, servings]) => ({ recipeId, servings })),
        listId,
      );
    },

    async createCalendarLink(actor: Actor): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await repo.saveCalendarToken(db, actor.userId, hashToken(token));
      return `${publicOrigin}/api/planner/calendar/${token}.ics`;
    },

    async revokeCalendarLink(actor: Actor): Promise<void> {
      await repo.deleteCalendarToken(db, actor.userId);
    },

    /** The feed's owner and entries from two weeks back to two months ahead; an unknown token is 404. */
    async calendarEntries(token: string, today: string) {
      const userId = await repo.calendarOwner(db, hashToken(token));
      if (!userId) throw notFound('No such calendar');
      const owner = await sharedOwnerOf(userId);
      return present({ userId }, await repo.entriesBetween(db, owner, addDays(today, -14), addDays(today, 62)));
    },
  };
}

export type PlannerService = ReturnType<typeof createPlannerService>;
