import { createHash } from 'node:crypto';
import { ingredientItems, parseIngredient, type ParsedIngredient } from '@common/kitchen';
import { toRecipeRow, type RecipeInput } from '../recipe-row';

interface CachedParse {
  parsed: ParsedIngredient;
  /** JSON.stringify(parsed), kept so a batch is serialised without re-stringifying repeated lines. */
  json: string;
}

/**
 * parseIngredient costs ~17 µs a line and an import parses ~700k lines, but only ~200k of them
 * are distinct ("1 teaspoon salt" appears thousands of times). A bounded cache of recent results
 * removes most of that work while keeping memory flat. It keeps two generations: when the current
 * map is full it becomes the previous one and the older generation is dropped; a hit in the
 * previous generation is promoted. (Evicting single oldest entries from one Map instead is O(n) per
 * eviction in V8 once the front of the map fills with deleted slots.)
 */
export class IngredientParseCache {
  private current = new Map<string, CachedParse>();
  private previous = new Map<string, CachedParse>();
  hits = 0;
  misses = 0;

  constructor(private readonly generationSize = 50_000) {}

  lookup(line: string): CachedParse {
    let entry = this.current.get(line);
    if (entry) {
      this.hits++;
      return entry;
    }
    entry = this.previous.get(line);
    if (entry) this.hits++;
    else {
      this.misses++;
      const parsed = parseIngredient(line);
      entry = { parsed, json: JSON.stringify(parsed) };
    }
    if (this.current.size >= this.generationSize) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(line, entry);
    return entry;
  }

  parse(line: string): ParsedIngredient {
    return this.lookup(line).parsed;
  }
}

export type RecipeColumns = Omit<ReturnType<typeof toRecipeRow>, 'ingredients_structured'>;

/**
 * The version of the mapping from a source record to a row. Bump it whenever that mapping changes
 * (sources/*, classify.ts, the ingredient parser, recipe-row.ts, this file): every fingerprint then
 * changes, and the next import maps every record again instead of skipping the unchanged ones.
 */
export const MAPPING_VERSION = 2; // 2: lines with several things to buy (items), package sizes

/**
 * What a re-import compares to decide a record is unchanged without mapping it: the record's text
 * and the mapping version (SHA-1, base64url). Stored in recipes.import_fingerprint.
 */
export const fingerprintOf = (text: string): string =>
  createHash('sha1').update(`${MAPPING_VERSION}\n`).update(text).digest('base64url');

/** A recipes row as the importer writes it; the parsed ingredients travel beside it, with their JSON text. */
export interface ImportRow {
  columns: RecipeColumns & { import_fingerprint: string | null };
  structured: ParsedIngredient[];
  /** JSON.stringify(structured), assembled from the cached per-line JSON. */
  structuredJson: string;
}

/**
 * Same row as toRecipeRow(input), but with ingredient lines parsed through the cache. toRecipeRow
 * still maps every other field (given no ingredients); the ingredient-derived columns are filled
 * here exactly as toRecipeRow fills them (import-idempotency.test.ts checks the two agree).
 * `fingerprint` is the source record's (fingerprintOf), or null for a source that has none.
 */
export function toImportRow(
  input: RecipeInput,
  cache: IngredientParseCache,
  fingerprint: string | null = null,
): ImportRow {
  const { ingredients_structured: _none, ...columns } = toRecipeRow({ ...input, ingredients: [] });
  const entries = input.ingredients.map((line) => cache.lookup(line));
  const structured = entries.map((entry) => entry.parsed);
  const foods = [
    ...new Set(
      structured.flatMap((line) => ingredientItems(line).map((item) => item.food)).filter((food) => food.length > 1),
    ),
  ];
  return {
    columns: {
      ...columns,
      ingredients: input.ingredients,
      foods,
      number_of_ingredients: input.ingredients.length,
      import_fingerprint: fingerprint,
    },
    structured,
    structuredJson: `[${entries.map((entry) => entry.json).join(',')}]`,
  };
}

/** The row exactly as toRecipeRow returns it (ingredients_structured as JSON text), for upsertRecipes. */
export const toRecipeRowShape = (row: ImportRow) => ({ ...row.columns, ingredients_structured: row.structuredJson });

/** A JSON array of row objects for jsonb_populate_recordset, splicing in each row's ingredient JSON. */
export function serializeRows(rows: readonly ImportRow[]): string {
  const parts = rows.map((row) => {
    const json = JSON.stringify(row.columns);
    return `${json.slice(0, -1)},"ingredients_structured":${row.structuredJson}}`;
  });
  return `[${parts.join(',')}]`;
}
