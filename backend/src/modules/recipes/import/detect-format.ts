import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { FOODCOM_COLUMNS } from './sources/foodcom';
import { isJsonLdDocument } from './sources/jsonld';

/**
 * - jsonl: one JSON object per line (the recipe-scrape dataset, or one JSON-LD Recipe per line)
 * - foodcom-csv: Food.com RAW_recipes.csv
 * - jsonld: one JSON document holding schema.org Recipe(s): an object, an array, or an @graph
 */
export type ImportFormat = 'jsonl' | 'foodcom-csv' | 'jsonld';

export interface DetectedFormat {
  format: ImportFormat;
  gzip: boolean;
}

export class UnknownFormatError extends Error {}

/** Decides the format from the first part of the (decompressed) file: content first, the extension only as a tie-break. */
export function detectFormatFromText(head: string, fileName = ''): ImportFormat {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('[')) return 'jsonld';
  if (text.startsWith('{')) {
    const newline = text.indexOf('\n');
    const firstLine = newline === -1 ? text : text.slice(0, newline);
    let first: unknown;
    try {
      first = JSON.parse(firstLine);
    } catch {
      // Not a complete object on the first line: a pretty-printed JSON document.
      if (/\.jsonl(?:\.gz)?$/i.test(fileName)) {
        throw new UnknownFormatError('The first line is not a complete JSON object, so this is not JSON Lines');
      }
      return 'jsonld';
    }
    const rest = newline === -1 ? '' : text.slice(newline + 1).trim();
    return isJsonLdDocument(first) && rest === '' ? 'jsonld' : 'jsonl';
  }
  const header = text
    .slice(0, text.search(/\r?\n/) === -1 ? undefined : text.search(/\r?\n/))
    .split(',')
    .map((column) => column.trim().replace(/^"|"$/g, '').toLowerCase());
  const required = ['name', 'id', 'ingredients', 'steps'];
  if (required.every((column) => header.includes(column))) return 'foodcom-csv';
  throw new UnknownFormatError(
    `Unrecognised file format: expected JSON Lines, Food.com CSV (header ${FOODCOM_COLUMNS.join(',')}) or schema.org JSON-LD`,
  );
}

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const magic = Buffer.alloc(2);
    const { bytesRead } = await handle.read(magic, 0, 2, 0);
    return bytesRead === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** Reads the start of the file (through gzip when the magic bytes say so) and detects its format. */
export async function detectFormat(file: string): Promise<DetectedFormat> {
  const gzip = await isGzip(file);
  const raw = createReadStream(file, { highWaterMark: 64 * 1024 });
  const stream = gzip ? raw.pipe(createGunzip()) : raw;
  let head = '';
  try {
    for await (const chunk of stream) {
      head += chunk.toString('utf8');
      if ((head.length >= 64 * 1024 && head.includes('\n')) || head.length >= 4 * 1024 * 1024) break;
    }
  } catch (error) {
    // A truncated gzip still gives us its first bytes; anything else is a real read error.
    if (!head) throw error;
  } finally {
    raw.destroy();
    stream.destroy();
  }
  return { format: detectFormatFromText(head, file), gzip };
}
