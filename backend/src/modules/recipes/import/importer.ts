/**
 * The import pipeline: detect the format, stream records, map each to a RecipeInput (or a
 * reject with its reason), build rows, and upsert them in batches on source_id. Parsing the next
 * batch overlaps with the database writing the previous one (one write in flight), which is what
 * keeps both cores of a small machine busy.
 *
 * Re-imports skip what has not changed: a JSON Lines or CSV record whose fingerprint (its text and
 * the mapping version) is the one stored with its source_id is neither mapped nor written. Records
 * are read a batch ahead so that one query finds the stored fingerprints of the whole batch.
 */
import path from 'node:path';
import type { Db } from '../../../platform/db';
import { refreshSearchWords } from '../recipes.repository';
import { detectFormat, type ImportFormat } from './detect-format';
import { fingerprintOf, IngredientParseCache, toImportRow, type ImportRow } from './import-row';
import {
  anyImportFingerprint,
  batchSettings,
  storedFingerprints,
  upsertBatchWithRepository,
  upsertImportBatch,
  type BatchResult,
} from './import.repository';
import { rejected, type MappedRecipe } from './mapped-recipe';
import { silentProgress, type ProgressReporter } from './progress';
import { openInput, readCsvRecords, readJsonLd, readJsonLines, type SourceRecord } from './read-records';
import { defaultReportPath, openRejectReport } from './reject-report';
import { datasetSourceId, mapDatasetRecord, type DatasetRecord } from './sources/dataset';
import { foodComSourceId, mapFoodComRecord, type FoodComRecord } from './sources/foodcom';
import { isJsonLdDocument, mapJsonLdRecipe, recipeNodes } from './sources/jsonld';

export type ImportWriter = 'json' | 'upsert-recipes';

export interface ImportOptions {
  file: string;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Stop after this many recipes (rejected ones included). */
  limit?: number;
  /** Where rejected records go (JSON Lines); default import-report-<timestamp>.jsonl in the cwd. */
  reportPath?: string;
  progress?: ProgressReporter;
  /** 'json' (default): one jsonb_populate_recordset upsert per batch that skips unchanged rows. */
  writer?: ImportWriter;
  /** Batches written concurrently (each on its own connection) while the next one is parsed; default 2. */
  writers?: number;
  /** Rebuild the typo-correction vocabulary afterwards when any recipe changed (default true). */
  refreshSearchWords?: boolean;
  /** Map and compare every record, even those whose fingerprint says they are unchanged. */
  remap?: boolean;
}

export interface ImportSummary {
  file: string;
  format: ImportFormat;
  gzip: boolean;
  /** Recipe records read (stored or rejected). */
  records: number;
  imported: number;
  updated: number;
  unchanged: number;
  rejected: number;
  reportPath: string;
  elapsedMs: number;
  /** Time spent waiting for the database after the last batch was parsed, and in refreshSearchWords. */
  timings: { readAndMapMs: number; writeWaitMs: number; searchWordsMs: number };
  parseCache: { hits: number; misses: number };
}

interface PendingRow {
  line: number;
  sourceId: string;
  /** Absent for a record skipped as unchanged: it holds its place (a later duplicate replaces it), no write. */
  row?: ImportRow;
}

function mapRecord(format: ImportFormat, value: unknown): MappedRecipe[] {
  if (format === 'foodcom-csv') return [mapFoodComRecord(value as FoodComRecord)];
  if (format === 'jsonl' && !isJsonLdDocument(value)) return [mapDatasetRecord(value as DatasetRecord)];
  const nodes = recipeNodes(value);
  return nodes.length ? nodes.map(mapJsonLdRecipe) : [rejected('no schema.org Recipe in this JSON-LD')];
}

function recordsOf(format: ImportFormat, input: ReturnType<typeof openInput>): AsyncGenerator<SourceRecord> {
  if (format === 'foodcom-csv') return readCsvRecords(input);
  if (format === 'jsonld') return readJsonLd(input);
  return readJsonLines(input);
}

/**
 * The source_id a record will map to, when that is known without mapping it (JSON Lines of the
 * dataset, Food.com rows); null for JSON-LD, whose ids come out of the mapping.
 */
function sourceIdBeforeMapping(format: ImportFormat, record: SourceRecord): string | null {
  const value = record.value;
  if (record.error || value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  if (format === 'foodcom-csv') return foodComSourceId(value as FoodComRecord);
  if (format === 'jsonl' && !isJsonLdDocument(value)) return datasetSourceId(value as DatasetRecord);
  return null;
}

async function* inChunks<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

/** SQLSTATE classes a single row can cause (data exception, constraint, size limit); anything else aborts the import. */
const isDataError = (error: unknown) => /^(?:22|23|54)/.test(String((error as { code?: unknown })?.code ?? ''));

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

export async function importRecipes(db: Db, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const writers = Math.max(1, options.writers ?? 2);
  const progress = options.progress ?? silentProgress;
  const writeBatch = options.writer === 'upsert-recipes' ? upsertBatchWithRepository : upsertImportBatch;
  const { format, gzip } = await detectFormat(options.file);
  const settings = await batchSettings(db);
  const skipUnchanged = options.remap !== true && (await anyImportFingerprint(db));
  // Nothing may be awaited between opening the input and reading it: the stream would flow meanwhile.
  const input = openInput(options.file, gzip);
  const report = openRejectReport(options.reportPath ?? path.resolve(defaultReportPath()));
  const cache = new IngredientParseCache();
  const totals: BatchResult = { inserted: 0, updated: 0, unchanged: 0 };
  let records = 0;
  let writeWaitMs = 0;

  // Writes one batch; if the statement fails (one bad row aborts it), retries row by row so
  // only the offending rows are rejected, each with the database's reason.
  const write = async (pending: Array<Required<PendingRow>>) => {
    if (pending.length === 0) return;
    const add = (result: BatchResult) => {
      totals.inserted += result.inserted;
      totals.updated += result.updated;
      totals.unchanged += result.unchanged;
    };
    const inTransaction = (rows: ImportRow[]) =>
      db.transaction(async (trx) => {
        for (const sql of settings) await trx.raw(sql);
        return writeBatch(trx, rows);
      });
    try {
      add(await inTransaction(pending.map((item) => item.row)));
    } catch (batchError) {
      if (!isDataError(batchError)) throw batchError;
      for (const item of pending) {
        try {
          add(await inTransaction([item.row]));
        } catch (error) {
          if (!isDataError(error)) throw error;
          report.add({ line: item.line, sourceId: item.sourceId, reason: `database: ${errorMessage(error)}` });
        }
      }
    }
  };

  let batch: PendingRow[] = [];
  let positions = new Map<string, number>();
  // Batches being written, oldest first. A failed write rejects its promise and stops the import.
  const inFlight: Array<{ writing: Promise<void>; sourceIds: Map<string, number> }> = [];
  const waitForWrite = async () => {
    const waitStarted = performance.now();
    try {
      await inFlight[0].writing;
    } finally {
      inFlight.shift();
      writeWaitMs += performance.now() - waitStarted;
    }
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const pending = batch;
    const sourceIds = positions;
    batch = [];
    positions = new Map();
    // A source_id repeated in a batch still being written must wait for it, so the later record wins.
    const overlaps = () => inFlight.some((other) => [...sourceIds.keys()].some((id) => other.sourceIds.has(id)));
    while (inFlight.length >= writers || (inFlight.length && overlaps())) await waitForWrite();
    const toWrite = pending.filter((item): item is Required<PendingRow> => item.row !== undefined);
    totals.unchanged += pending.length - toWrite.length;
    const writing = write(toWrite);
    writing.catch(() => {}); // observed when awaited; avoids an unhandled rejection meanwhile
    inFlight.push({ writing, sourceIds });
  };

  const place = (pending: PendingRow) => {
    const earlier = positions.get(pending.sourceId);
    if (earlier === undefined) {
      positions.set(pending.sourceId, batch.length);
      batch.push(pending);
      return;
    }
    // One statement cannot upsert the same key twice; the later record wins, as it would across batches.
    report.add({
      line: batch[earlier].line,
      sourceId: pending.sourceId,
      reason: `duplicate sourceId: replaced by the record at ${format === 'jsonld' ? 'position' : 'line'} ${pending.line}`,
    });
    batch[earlier] = pending;
  };

  // Source ids met so far in this file: a record is skipped as unchanged only at its id's first
  // appearance, since an earlier record with the same id may have been written over it.
  const seen = new Set<string>();

  try {
    let stop = false;
    for await (const chunk of inChunks(recordsOf(format, input), batchSize)) {
      // Only records whose source_id is known before mapping carry a fingerprint: only they can be skipped.
      const knownIds = chunk.map((record) =>
        record.text === undefined ? null : sourceIdBeforeMapping(format, record),
      );
      const stored = skipUnchanged
        ? await storedFingerprints(
            db,
            knownIds.filter((id): id is string => id !== null),
          )
        : new Map<string, string>();
      for (const [index, record] of chunk.entries()) {
        const knownId = knownIds[index];
        const fingerprint = knownId && record.text !== undefined ? fingerprintOf(record.text) : null;
        if (knownId && fingerprint && stored.get(knownId) === fingerprint && !seen.has(knownId)) {
          if (options.limit !== undefined && records >= options.limit) {
            stop = true;
            break;
          }
          records++;
          seen.add(knownId);
          place({ line: record.line, sourceId: knownId });
        } else {
          const mappedList = record.error ? [rejected(record.error)] : mapRecord(format, record.value);
          for (const mapped of mappedList) {
            if (options.limit !== undefined && records >= options.limit) {
              stop = true;
              break;
            }
            records++;
            const line = format === 'jsonld' ? records : record.line;
            if (!mapped.ok) {
              report.add({ line, sourceId: mapped.sourceId, reason: mapped.reason });
              continue;
            }
            const row = toImportRow(mapped.input, cache, fingerprint);
            seen.add(row.columns.source_id);
            place({ line, sourceId: row.columns.source_id, row });
          }
        }
        if (batch.length >= batchSize) await flush();
        progress.update({ records, bytesRead: input.bytesRead(), totalBytes: input.totalBytes });
        if (stop) break;
      }
      if (stop) break;
    }
    await flush();
    while (inFlight.length) await waitForWrite();
    progress.update({ records, bytesRead: input.bytesRead(), totalBytes: input.totalBytes });
  } finally {
    await Promise.allSettled(inFlight.map((item) => item.writing));
    input.close();
    progress.done();
    await report.close();
  }

  const readDoneAt = performance.now();
  // The vocabulary comes from the recipes; when none changed there is nothing new to learn.
  const changed = totals.inserted + totals.updated > 0;
  if (options.refreshSearchWords !== false && changed) await refreshSearchWords(db);
  const finished = performance.now();
  return {
    file: options.file,
    format,
    gzip,
    records,
    imported: totals.inserted,
    updated: totals.updated,
    unchanged: totals.unchanged,
    rejected: report.count,
    reportPath: report.path,
    elapsedMs: finished - started,
    timings: {
      readAndMapMs: readDoneAt - started - writeWaitMs,
      writeWaitMs,
      searchWordsMs: finished - readDoneAt,
    },
    parseCache: { hits: cache.hits, misses: cache.misses },
  };
}
