import type { Executor } from '../../../platform/db';
import { toRecipeRow } from '../recipe-row';
import { upsertRecipes } from '../recipes.repository';
import { serializeRows, toRecipeRowShape, type ImportRow } from './import-row';

/** The recipes columns an import writes, in one fixed order: everything toRecipeRow produces, and the fingerprint. */
export const IMPORT_COLUMNS = [
  ...Object.keys(toRecipeRow({ sourceId: '', name: '', ingredients: [], instructions: [] })),
  'import_fingerprint',
] as Array<keyof ImportRow['columns'] | 'ingredients_structured'>;

export interface BatchResult {
  inserted: number;
  updated: number;
  unchanged: number;
}

const updatable = IMPORT_COLUMNS.filter((column) => column !== 'source_id');

/**
 * One statement per batch. The rows travel as a single JSON parameter and
 * jsonb_populate_recordset turns them into recipes-typed rows (arrays, jsonb, numerics, dates).
 * Existing source_ids are updated only when some column differs; new ones are inserted.
 *
 * This is deliberately not one INSERT ... ON CONFLICT DO UPDATE of the whole batch: the search-vector
 * trigger is a BEFORE INSERT trigger, so it would run (to_tsvector over every ingredient line, ~0.14 ms a row)
 * for each proposed row before the conflict is even detected; a re-run of an unchanged file would
 * pay it 73k times for nothing. Split, unchanged rows cost only the comparison. The insert only
 * sees source_ids that did not exist when the statement started; its ON CONFLICT clause covers
 * another importer inserting the same source_id meanwhile (the later write wins, as in a re-run).
 */
const UPSERT_SQL = `
  with input as materialized (
    select * from jsonb_populate_recordset(null::recipes, ?::jsonb)
  ),
  updated as (
    update recipes r set
      ${updatable.map((column) => `${column} = i.${column}`).join(',\n      ')},
      updated_at = now()
    from input i
    where r.source_id = i.source_id
      and (${updatable.map((column) => `r.${column}`).join(', ')})
        is distinct from (${updatable.map((column) => `i.${column}`).join(', ')})
    returning 1
  ),
  inserted as (
    insert into recipes as r (${IMPORT_COLUMNS.join(', ')})
    select ${IMPORT_COLUMNS.join(', ')} from input i
    where not exists (select 1 from recipes r where r.source_id = i.source_id)
    on conflict (source_id) do update set
      ${updatable.map((column) => `${column} = excluded.${column}`).join(',\n      ')},
      updated_at = now()
    where (${updatable.map((column) => `r.${column}`).join(', ')})
      is distinct from (${updatable.map((column) => `excluded.${column}`).join(', ')})
    returning xmax = 0 as fresh
  )
  select (select count(*) from inserted where fresh)::int as inserted,
         ((select count(*) from updated) + (select count(*) from inserted where not fresh))::int as updated`;

/** Whether any recipe carries an import fingerprint: if none does, a re-import has nothing to skip. */
export async function anyImportFingerprint(db: Executor): Promise<boolean> {
  const { rows } = await db.raw('select exists (select 1 from recipes where import_fingerprint is not null) as found');
  return rows[0].found === true;
}

/** source_id → the fingerprint of the record it was last imported from (only those that have one). */
export async function storedFingerprints(db: Executor, sourceIds: string[]): Promise<Map<string, string>> {
  if (sourceIds.length === 0) return new Map();
  const { rows } = await db.raw(
    'select source_id, import_fingerprint from recipes where source_id = any(?) and import_fingerprint is not null',
    [sourceIds],
  );
  return new Map(
    (rows as Array<{ source_id: string; import_fingerprint: string }>).map((row) => [
      row.source_id,
      row.import_fingerprint,
    ]),
  );
}

export async function upsertImportBatch(db: Executor, rows: ImportRow[]): Promise<BatchResult> {
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const result = await db.raw(UPSERT_SQL, [serializeRows(rows)]);
  const { inserted, updated } = result.rows[0] as { inserted: number; updated: number };
  return { inserted, updated, unchanged: rows.length - inserted - updated };
}

/**
 * The same batch through the shared upsertRecipes (knex multi-row insert, every row rewritten).
 * Kept as `--writer upsert-recipes` to compare against; it cannot tell inserts from updates.
 */
export async function upsertBatchWithRepository(db: Executor, rows: ImportRow[]): Promise<BatchResult> {
  const written = await upsertRecipes(db, rows.map(toRecipeRowShape));
  return { inserted: written, updated: 0, unchanged: rows.length - written };
}

/**
 * Settings for each batch's transaction, all local to it:
 * - synchronous_commit off: a crash can lose only the last batches, and re-running restores them;
 *   no need to wait for each commit's WAL flush.
 * - work_mem 64MB: the materialised batch (~3-4 MB of rows) stays in memory instead of a temp file.
 * - lz4 TOAST compression, when the server has it: ingredients_structured and the long text arrays
 *   are compressed several times faster than with the default pglz (and decompress faster too).
 */
export async function batchSettings(db: Executor): Promise<string[]> {
  const settings = ['set local synchronous_commit = off', "set local work_mem = '64MB'"];
  const { rows } = await db.raw(
    `select 1 from pg_settings where name = 'default_toast_compression' and 'lz4' = any(enumvals)`,
  );
  if (rows.length) settings.push('set local default_toast_compression = lz4');
  return settings;
}
