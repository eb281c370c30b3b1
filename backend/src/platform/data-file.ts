import type { z } from 'zod';

/** Fields that name a table entry, in the order tried: `entry 12 (korean-bibimbap)` beats `entry 12`. */
const ENTRY_NAME_FIELDS = ['slug', 'id', 'ingredient', 'food', 'name'];

function entryName(entry: unknown): string {
  if (typeof entry !== 'object' || entry === null) return '';
  const record = entry as Record<string, unknown>;
  const field = ENTRY_NAME_FIELDS.find((key) => typeof record[key] === 'string');
  return field ? ` (${String(record[field])})` : '';
}

/** "entry 3 (korean-bibimbap), field nutrition.sodium": the first list index names the entry, the rest the field. */
function describePlace(data: unknown, path: readonly PropertyKey[]): string {
  const entryAt = path.findIndex((key) => typeof key === 'number');
  if (entryAt === -1) return path.length ? `field ${path.join('.')}` : 'the file as a whole';
  let entry: unknown = data;
  for (const key of path.slice(0, entryAt + 1)) entry = (entry as Record<PropertyKey, unknown> | undefined)?.[key];
  const list = path.slice(0, entryAt).join('.');
  const field = path.slice(entryAt + 1).join('.');
  return `${list ? `${list} ` : ''}entry ${String(path[entryAt])}${entryName(entry)}${field ? `, field ${field}` : ''}`;
}

/**
 * Checks a bundled data file (seed content, the assistant's tables) against its schema. A file that
 * does not match is a content bug, so it fails at load with every problem named by file, entry and field.
 */
export function parseDataFile<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `- ${describePlace(data, issue.path)}: ${issue.message}`);
  throw new Error(`${file} does not match its schema:\n${problems.join('\n')}`);
}
