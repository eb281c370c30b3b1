import type { PlannerMeal } from '@common/contracts/planner';
import type { Executor } from '../../platform/db';

export interface PlannerEntryRow {
  id: string;
  user_id: string;
  date: string;
  meal: PlannerMeal;
  recipe_id: number | null;
  servings: number | null;
  note: string | null;
  position: number;
}

const COLUMNS = ['id', 'user_id', 'date', 'meal', 'recipe_id', 'servings', 'note', 'position'] as const;
// Dates leave PostgreSQL as text: a `date` turned into a JS Date would shift by the server's time zone.
const selectEntry = (db: Executor) =>
  db('planner_entries').select([...COLUMNS.filter((c) => c !== 'date'), db.raw(`to_char(date, 'YYYY-MM-DD') AS date`)]);
const MEAL_ORDER = `array_position(ARRAY['breakfast','lunch','dinner','snack'], meal)`;

/** Every query is scoped to its owner: a cook reaches only their own plan. */
export const entriesBetween = (db: Executor, userId: string, from: string, to: string): Promise<PlannerEntryRow[]> =>
  selectEntry(db)
    .where({ user_id: userId })
    .whereBetween('date', [from, to])
    .orderBy('date')
    .orderByRaw(MEAL_ORDER)
    .orderBy(['position', 'created_at']);

export const findEntry = (db: Executor, userId: string, id: string): Promise<PlannerEntryRow | undefined> =>
  selectEntry(db).where({ user_id: userId, id }).first();

export const findByClientKey = (
  db: Executor,
  userId: string,
  clientKey: string,
): Promise<PlannerEntryRow | undefined> => selectEntry(db).where({ user_id: userId, client_key: clientKey }).first();

export const countOnDay = async (db: Executor, userId: string, date: string): Promise<number> =>
  Number(
    (await db('planner_entries').where({ user_id: userId, date }).count<{ count: string }[]>('* as count'))[0].count,
  );

/** The position after the last entry of a meal, so a new entry goes to its end. */
export const nextPosition = async (db: Executor, userId: string, date: string, meal: PlannerMeal): Promise<number> => {
  const row = await db('planner_entries')
    .where({ user_id: userId, date, meal })
    .max<{ max: number | null }>('position as max')
    .first();
  return row?.max === null || row?.max === undefined ? 0 : row.max + 1;
};

export type NewEntryRow = Omit<PlannerEntryRow, 'id'> & { client_key?: string | null };

export const insertEntries = (db: Executor, rows: NewEntryRow[]): Promise<PlannerEntryRow[]> =>
  rows.length === 0
    ? Promise.resolve([])
    : db('planner_entries')
        .insert(rows)
        .onConflict(['user_id', 'client_key'])
        .ignore()
        .returning([...COLUMNS.filter((c) => c !== 'date'), db.raw(`to_char(date, 'YYYY-MM-DD') AS date`)]);

export const updateEntry = (
  db: Executor,
  userId: string,
  id: string,
  change: Partial<Pick<PlannerEntryRow, 'date' | 'meal' | 'servings' | 'note' | 'position'>>,
) =>
  db('planner_entries')
    .where({ user_id: userId, id })
    .update({ ...change, updated_at: db.fn.now() });

export const deleteEntry = (db: Executor, userId: string, id: string) =>
  db('planner_entries').where({ user_id: userId, id }).del();

export const saveCalendarToken = (db: Executor, userId: string, tokenHash: string) =>
  db('planner_calendar_links')
    .insert({ user_id: userId, token_hash: tokenHash, created_at: db.fn.now() })
    .onConflict('user_id')
    .merge(['token_hash', 'created_at']);

export const deleteCalendarToken = (db: Executor, userId: string) =>
  db('planner_calendar_links').where({ user_id: userId }).del();

export const calendarOwner = async (db: Executor, tokenHash: string): Promise<string | undefined> =>
  (await db('planner_calendar_links').where({ token_hash: tokenHash }).first('user_id'))?.user_id;
