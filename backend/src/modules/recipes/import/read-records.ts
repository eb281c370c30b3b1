/**
 * Streaming readers: each yields one source record at a time, so memory stays flat whatever the
 * file size. A record carries its position for the reject report: the line number for JSON Lines,
 * the first line of the row for CSV, and the element's position for a JSON-LD array.
 */
import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse';

export interface SourceRecord {
  /** 1-based line (JSON Lines, CSV) or element position (JSON-LD). */
  line: number;
  value?: unknown;
  /** The record's own text (a JSON line, a CSV row), for its fingerprint; not kept for JSON-LD. */
  text?: string;
  /** Set when the record could not be read at all (bad JSON, broken CSV row). */
  error?: string;
}

export interface InputFile {
  /** Decompressed text stream. */
  stream: Readable;
  /** Bytes of the file on disk read so far (compressed bytes for .gz): progress = bytesRead / totalBytes. */
  bytesRead(): number;
  totalBytes: number;
  close(): void;
}

export function openInput(file: string, gzip: boolean): InputFile {
  const totalBytes = statSync(file).size;
  const raw = createReadStream(file, { highWaterMark: 256 * 1024 });
  let bytesRead = 0;
  raw.on('data', (chunk) => {
    bytesRead += chunk.length;
  });
  const stream = gzip ? raw.pipe(createGunzip()) : raw;
  if (gzip) raw.on('error', (error) => stream.destroy(error));
  return {
    stream,
    bytesRead: () => bytesRead,
    totalBytes,
    close() {
      raw.destroy();
      stream.destroy();
    },
  };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function* readJsonLines(input: InputFile): AsyncGenerator<SourceRecord> {
  const lines = createInterface({ input: input.stream, crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (!text.trim()) continue;
    try {
      yield { line, value: JSON.parse(text), text };
    } catch (error) {
      yield { line, error: `invalid JSON: ${describe(error)}` };
    }
  }
}

export async function* readCsvRecords(input: InputFile): AsyncGenerator<SourceRecord> {
  // Rows csv-parse gave up on, by line; reported in file order among the good rows.
  const skipped = new Map<number, string>();
  const parser = input.stream.pipe(
    parseCsv({
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // A stray quote inside an unquoted field ('mom"s pie') is text, not a syntax error.
      relax_quotes: true,
      skip_records_with_error: true,
      info: true,
      raw: true,
    }),
  );
  input.stream.on('error', (error) => parser.destroy(error));
  parser.on('skip', (error: Error & { lines?: number }) => {
    const line = error.lines ?? 0;
    if (!skipped.has(line)) skipped.set(line, `unreadable CSV row: ${error.message}`);
  });
  const skippedBefore = function* (line: number): Generator<SourceRecord> {
    for (const [at, error] of [...skipped].sort(([a], [b]) => a - b)) {
      if (at >= line) break;
      skipped.delete(at);
      yield { line: at, error };
    }
  };
  let lastLine = 1;
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
      raw: string;
    }>) {
      // info.lines is where the row ends; a quoted field can span lines, so count back to its start.
      const breaks = (raw.match(/\n/g) ?? []).length - (raw.endsWith('\n') ? 1 : 0);
      const line = info.lines - breaks;
      lastLine = info.lines;
      if (skipped.size) yield* skippedBefore(line);
      yield { line, value: record, text: raw };
    }
  } catch (error) {
    // csv-parse stops for good on some errors (a quote never closed): report the rest as one reject.
    if (!String((error as { code?: unknown }).code ?? '').startsWith('CSV_')) throw error;
    yield* skippedBefore(Number.POSITIVE_INFINITY);
    yield { line: lastLine + 1, error: `unreadable CSV from this line on: ${describe(error)}` };
    return;
  }
  yield* skippedBefore(Number.POSITIVE_INFINITY);
}

/** Largest JSON-LD document read whole (an object root); arrays are streamed element by element. */
const MAX_DOCUMENT_CHARS = 256 * 1024 * 1024;

/**
 * A JSON-LD file: if its root is an array, each element is parsed as soon as it is complete (a
 * small scanner tracks strings and nesting), so a large array streams; an object root (one Recipe
 * or an @graph) is read whole.
 */
export async function* readJsonLd(input: InputFile): AsyncGenerator<SourceRecord> {
  input.stream.setEncoding('utf8');
  let mode: 'start' | 'array' | 'document' = 'start';
  let document = '';
  let element: string[] = [];
  let elementStart = -1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let position = 0;

  const finish = (text: string): SourceRecord => {
    position++;
    try {
      return { line: position, value: JSON.parse(text) };
    } catch (error) {
      return { line: position, error: `invalid JSON: ${describe(error)}` };
    }
  };

  for await (const chunk of input.stream as AsyncIterable<string>) {
    let i = 0;
    if (mode === 'start') {
      const text = chunk.replace(/^\uFEFF/, '');
      const first = text.search(/\S/);
      if (first === -1) continue;
      mode = text[first] === '[' ? 'array' : 'document';
      if (mode === 'document') {
        document = text;
        continue;
      }
      // Inside the array: depth 1.
      depth = 1;
      i = chunk.indexOf('[') + 1;
    } else if (mode === 'document') {
      document += chunk;
      if (document.length > MAX_DOCUMENT_CHARS) throw new Error('JSON-LD document too large to read whole');
      continue;
    }
    const out: SourceRecord[] = [];
    for (; i < chunk.length; i++) {
      const c = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
        continue;
      }
      if (c === '"') {
        inString = true;
        if (depth === 1 && elementStart === -1) elementStart = i;
      } else if (c === '{' || c === '[') {
        if (depth === 1 && elementStart === -1) elementStart = i;
        depth++;
      } else if (c === '}' || c === ']') {
        depth--;
        if (depth === 0) {
          // The array's closing bracket: flush a trailing scalar element, if any.
          if (elementStart !== -1) element.push(chunk.slice(elementStart, i));
          if (element.join('').trim()) out.push(finish(element.join('')));
          element = [];
          elementStart = -1;
        }
      } else if (c === ',' && depth === 1) {
        if (elementStart !== -1) element.push(chunk.slice(elementStart, i));
        if (element.join('').trim()) out.push(finish(element.join('')));
        element = [];
        elementStart = -1;
      } else if (depth === 1 && elementStart === -1 && !/\s/.test(c)) {
        elementStart = i;
      }
    }
    if (elementStart !== -1) {
      element.push(chunk.slice(elementStart));
      elementStart = 0;
    }
    yield* out;
  }
  if (mode === 'document') yield finish(document);
  else if (mode === 'array' && depth !== 0) yield { line: position + 1, error: 'invalid JSON: unterminated array' };
}
