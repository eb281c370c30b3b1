/**
 * From what the cook typed to what the catalog is searched for: the cook's words read once
 * (readCookQuery), misspelt words corrected in context, names of the same dish or food searched
 * together (aliases.json), and the whole turned into full-text queries for the strict match (every
 * word), the loose one (most words) and the foods to leave out.
 */
import { distance } from 'fastest-levenshtein';
import { foldText, readCookQuery, type CookQuery } from '@common/kitchen/cook-query';
import type { RecipeListQuery, UnderstoodQuery } from '@common/contracts/recipes.schema';
import type { Executor } from '../../../platform/db';
import aliasData from './aliases.json' with { type: 'json' };

/** Lower-case words of letters and digits only: safe to put into a tsquery. */
export function queryWords(search: string): string[] {
  return foldText(search)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** A search as it is searched: case, accents and spacing do not change it (the result cache's key). */
export const normalizeSearch = (search: string | undefined) =>
  search === undefined ? undefined : foldText(search).replace(/\s+/g, ' ').trim();

/** A crude English singular, only to match a typed word against a name in the tables. */
const base = (word: string) => word.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '');
const nameWords = (name: string) => queryWords(name).map(base);

interface NameTable {
  /** Each name as its words (singular), longest names first, with the names searched with it. */
  entries: Array<{ words: string[]; alternatives: string[][] }>;
}

function buildTable(pairs: Array<[name: string, alternatives: string[]]>): NameTable {
  const entries = pairs.map(([name, alternatives]) => ({
    words: nameWords(name),
    alternatives: alternatives.map(queryWords).filter((words) => words.length > 0),
  }));
  return { entries: entries.filter((entry) => entry.words.length > 0).sort((a, b) => b.words.length - a.words.length) };
}

const ALIASES = buildTable(aliasData.groups.flatMap((group) => group.map((name): [string, string[]] => [name, group])));
const MOODS = buildTable(Object.entries(aliasData.moods));
const FAMILIES: Record<string, string[]> = aliasData.families;
const DIETS: Record<string, { within?: string; without: string[] }> = aliasData.diets;

/** A condition on recipes, as SQL with its bindings. */
export interface Clause {
  sql: string;
  bindings: Array<string | string[]>;
}

/**
 * A diet named in the search: recipes labelled with it, or (for the diets the importer labels only
 * from a publisher's tag) recipes whose ingredient lines name none of the foods the diet rules out.
 */
function dietClause(diet: string): Clause {
  const rule = DIETS[diet];
  if (!rule) return { sql: 'dietary @> ?::text[]', bindings: [[diet]] };
  const without = rule.without
    .map((food) =>
      queryWords(food)
        .map((word) => `${word}:C`)
        .join(' <-> '),
    )
    .join(' | ');
  return rule.within
    ? {
        sql: `(dietary @> ?::text[] or (dietary @> ?::text[] and not (search_vector @@ to_tsquery('english', ?))))`,
        bindings: [[diet], [rule.within], without],
      }
    : { sql: `(dietary @> ?::text[] or not (search_vector @@ to_tsquery('english', ?)))`, bindings: [[diet], without] };
}

/** One thing the recipes must say: a word, or any of several names of the same thing. */
export interface SearchUnit {
  /** The words as typed (folded), for showing and for name similarity. */
  words: string[];
  /** Alternatives, each a sequence of words; one alternative of one word for a plain word. */
  alternatives: string[][];
  /** A plain word the vocabulary does not hold whole, or the last word (maybe still being typed). */
  prefix: boolean;
}

const tsWord = (word: string, prefix: boolean) => (prefix ? `${word}:*` : word);
const tsAlternative = (words: string[], prefix: boolean) =>
  words.length === 1 ? tsWord(words[0], prefix) : `(${words.join(' <-> ')})`;
export const unitQuery = (unit: SearchUnit) =>
  unit.alternatives.length === 1
    ? tsAlternative(unit.alternatives[0], unit.prefix)
    : `(${unit.alternatives.map((words) => tsAlternative(words, false)).join(' | ')})`;

/** Every unit: the strict match. */
export const strictQuery = (units: SearchUnit[]) => units.map(unitQuery).join(' & ');
/** Every unit, each word whole (a subset of strictQuery's matches, cheaper to find). */
export const wholeWordQuery = (units: SearchUnit[]) =>
  units.map((unit) => unitQuery({ ...unit, prefix: false })).join(' & ');
/** Any unit: the loose match. */
export const anyQuery = (units: SearchUnit[]) => units.map(unitQuery).join(' | ');

/** Groups the words into units: table names (longest first) become one unit with their alternatives. */
function groupUnits(words: Array<{ word: string; prefix: boolean }>, tables: NameTable[]): SearchUnit[] {
  const units: SearchUnit[] = [];
  const bases = words.map(({ word }) => base(word));
  let i = 0;
  outer: while (i < words.length) {
    for (const table of tables) {
      for (const entry of table.entries) {
        const n = entry.words.length;
        if (i + n <= words.length && entry.words.every((word, k) => bases[i + k] === word)) {
          const typed = words.slice(i, i + n).map(({ word }) => word);
          const alternatives = [typed, ...entry.alternatives].filter(
            (alternative, index, all) => all.findIndex((other) => other.join(' ') === alternative.join(' ')) === index,
          );
          units.push({ words: typed, alternatives, prefix: false });
          i += n;
          continue outer;
        }
      }
    }
    units.push({ words: [words[i].word], alternatives: [[words[i].word]], prefix: words[i].prefix });
    i += 1;
  }
  return units;
}

/** The excluded foods as one query over ingredient lines and foods (weight C): any of them excludes. */
export function excludedQuery(excluded: string[]): string | null {
  const alternatives = excluded.flatMap((food) => {
    const folded = queryWords(food).join(' ');
    const family = FAMILIES[folded];
    const alias = ALIASES.entries.find((entry) => entry.words.join(' ') === nameWords(folded).join(' '));
    const names = family
      ? family.map(queryWords)
      : alias
        ? [queryWords(folded), ...alias.alternatives]
        : [queryWords(folded)];
    return names.filter((words) => words.length > 0).map((words) => words.map((word) => `${word}:C`).join(' <-> '));
  });
  return alternatives.length ? [...new Set(alternatives)].join(' | ') : null;
}

// ---------------------------------------------------------------- typo correction in context

/** A word used in fewer recipes than this may be a misspelling of a common one ("pye" for "pie"). */
const RARE_WORD = 3;
const CANDIDATES_PER_WORD = 3;
const NEAREST_BY_TRIGRAM = 12;
/** Co-occurrence is counted up to this many recipes: past it, more says nothing about a typo. */
const COOCCURRENCE_CAP = 100;

/** Every string one edit (delete, transpose, replace, insert) from `word`. */
function oneEditAway(word: string): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of letters) {
      if (tail) out.add(head + letter + tail.slice(1));
      out.add(head + letter + tail);
    }
  }
  out.delete(word);
  return [...out];
}

/** Edit distance counting a swap of neighbours as one edit ("cookeis" → "cookies"). */
function editDistance(a: string, b: string): number {
  const plain = distance(a, b);
  if (plain < 2 || a.length !== b.length) return plain;
  const diff = [...a].flatMap((char, index) => (char === b[index] ? [] : [index]));
  return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]]
    ? 1
    : plain;
}

interface WordChoice {
  word: string;
  /** Recipes whose names, foods or tags hold the word (search_words). */
  count: number;
  edits: number;
  /** Kept as typed, searched as a prefix (the start of a longer word). */
  prefix: boolean;
}

interface Lookup {
  word: string;
  count: number | null;
  isPrefix: boolean;
  near: Array<{ word: string; count: number }>;
}

/**
 * The catalog's words for each query word: its own count and, for a word the catalog does not know
 * well, the words one edit away that exist (a primary-key lookup of a few hundred strings), its
 * nearest words by trigram distance (from the GiST index) and whether it starts a longer word.
 */
async function lookUpWords(db: Executor, words: string[]): Promise<Lookup[]> {
  const variants = words.map((word) => (word.length >= 3 ? oneEditAway(word) : []));
  const counted = await db.raw(`select word, document_count as count from search_words where word = any(?::text[])`, [
    [...new Set([...words, ...variants.flat()])],
  ]);
  const counts = new Map((counted.rows as Array<{ word: string; count: number }>).map((row) => [row.word, row.count]));
  const uncertain = words.filter((word) => (counts.get(word) ?? 0) < RARE_WORD && word.length >= 3);
  const nearby = new Map<string, { isPrefix: boolean; near: Lookup['near'] }>();
  if (uncertain.length) {
    const result = await db.raw(
      `select q.word,
              exists (select 1 from search_words w where w.word like q.word || '_%') as "isPrefix",
              (select coalesce(json_agg(json_build_object('word', n.word, 'count', n.document_count)), '[]')
               from (select w.word, w.document_count from search_words w order by w.word <-> q.word limit ?) n) as near
       from unnest(?::text[]) as q(word)`,
      [NEAREST_BY_TRIGRAM, uncertain],
    );
    for (const row of result.rows as Array<{ word: string; isPrefix: boolean; near: Lookup['near'] }>) {
      nearby.set(row.word, { isPrefix: row.isPrefix, near: row.near });
    }
  }
  return words.map((word, index) => {
    const found = nearby.get(word);
    const edited = variants[index].flatMap((variant) => {
      const count = counts.get(variant);
      return count === undefined ? [] : [{ word: variant, count }];
    });
    return {
      word,
      count: counts.get(word) ?? null,
      isPrefix: found?.isPrefix ?? false,
      near: found ? [...edited, ...found.near] : [],
    };
  });
}

function choicesFor(lookup: Lookup): WordChoice[] {
  const own: WordChoice = { word: lookup.word, count: lookup.count ?? 0, edits: 0, prefix: lookup.count === null };
  if ((lookup.count ?? 0) >= RARE_WORD || lookup.word.length < 3) return [own];
  const maxEdits = lookup.word.length <= 4 ? 1 : 2;
  const seen = new Set<string>([lookup.word]);
  const others: WordChoice[] = [];
  for (const near of lookup.near) {
    if (seen.has(near.word)) continue;
    seen.add(near.word);
    const edits = editDistance(lookup.word, near.word);
    // A longer word that merely starts with the typed one is the prefix search's to find.
    if (edits > maxEdits || near.word.startsWith(lookup.word)) continue;
    others.push({ word: near.word, count: near.count, edits, prefix: false });
  }
  others.sort((a, b) => a.edits - b.edits || b.count - a.count);
  const keep = lookup.count !== null || lookup.isPrefix ? [own] : [];
  return [...keep, ...others.slice(0, CANDIDATES_PER_WORD)].concat(keep.length || others.length ? [] : [own]);
}

/**
 * How good a reading of the query is: few edits, common words, and above all words that occur
 * together in recipes ("cookeis" next to "chip" reads as "cookies", not "cooker").
 */
const readingScore = (choices: WordChoice[], together: number) =>
  choices.reduce((sum, choice) => sum - 2 * choice.edits + 0.4 * Math.log10(1 + choice.count), 0) +
  1.5 * Math.log10(1 + together);

const MAX_READINGS = 16;

export interface CorrectedWord {
  word: string;
  prefix: boolean;
}

/**
 * The query's words with misspellings corrected. A word the catalog knows well stays; any other is
 * weighed against the known words one or two edits away, every combination of the uncertain words'
 * candidates scored by edits, frequency and how many recipes hold the whole reading.
 */
export async function correctInContext(db: Executor, words: string[]): Promise<CorrectedWord[]> {
  if (words.length === 0) return [];
  const lookups = await lookUpWords(db, words);
  const choices = lookups.map(choicesFor);
  const lastIndex = words.length - 1;
  const settle = (reading: WordChoice[]) =>
    reading.map((choice, index) => ({
      word: choice.word,
      prefix: choice.prefix || (index === lastIndex && choice.edits === 0),
    }));
  if (choices.every((list) => list.length === 1)) return settle(choices.map((list) => list[0]));
  let readings: WordChoice[][] = [[]];
  for (const list of choices) {
    readings = readings.flatMap((reading) => list.map((choice) => [...reading, choice])).slice(0, MAX_READINGS);
  }
  const queries = readings.map((reading) => reading.map((choice) => tsWord(choice.word, choice.prefix)).join(' & '));
  // With a LIMIT the planner likes to walk the table until it has found enough, which for a reading
  // no name holds means reading every row; the name index's bitmap finds them (or none) at once.
  const together = await db.transaction(async (trx): Promise<number[]> => {
    await trx.raw('set local enable_seqscan = off');
    // Names: a short index, and a reading that names a dish is the one a cook meant.
    const counts = await trx.raw(
      `select (select count(*) from (select 1 from recipes where name_vector @@ to_tsquery('english', c.q) limit :cap) x)::int as n
       from unnest(:queries::text[]) with ordinality as c(q, i) order by c.i`,
      { queries, cap: COOCCURRENCE_CAP },
    );
    return (counts.rows as Array<{ n: number }>).map((row) => row.n);
  });
  let best = 0;
  readings.forEach((reading, index) => {
    if (readingScore(reading, together[index]) > readingScore(readings[best], together[best])) best = index;
  });
  return settle(readings[best]);
}

/** Which of `words` the cook's own recipes hold, or those their household's members share with it. */
async function wordsOfOwnRecipes(
  db: Executor,
  ownerId: string,
  householdMates: readonly string[],
  words: string[],
): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const { rows } = await db.raw(
    `select w from unnest(?::text[]) as w
      where exists (select 1 from recipes
        where (owner_id = ? or (owner_id = any(?::uuid[]) and visibility = 'household'))
          and search_vector @@ plainto_tsquery('english', w))`,
    [words, ownerId, [...householdMates]],
  );
  return new Set((rows as Array<{ w: string }>).map((row) => row.w));
}

// ---------------------------------------------------------------- the whole step

export interface Understanding {
  /** What the response says was understood. */
  query: UnderstoodQuery;
  /** The list query with the filters read from the words (explicit parameters win). */
  filters: RecipeListQuery;
  /** Diets read from the words, as conditions (dietClause); a dietary parameter replaces them. */
  dietClauses: Clause[];
  units: SearchUnit[];
  /** The searched words, folded, for name similarity. */
  text: string;
  excludedQuery: string | null;
}

/** Reads a search: `asTyped` searches the words as typed, without correcting them. */
export async function understandSearch(
  db: Executor,
  filters: RecipeListQuery,
  {
    asTyped = false,
    viewerId,
    householdMates = [],
  }: { asTyped?: boolean; viewerId?: string; householdMates?: readonly string[] } = {},
): Promise<Understanding> {
  const read: CookQuery = readCookQuery(filters.search ?? '');
  const typed = queryWords(read.text);
  const asWritten = (word: string, index: number) => ({ word, prefix: index === typed.length - 1 });
  // The catalog's words decide corrections; a word of the cook's own recipes is never "corrected" away.
  // Only the words a correction would change are looked for among them: a word of the catalog stays
  // as typed anyway, and looking up a common one ("salt") reads its whole posting list.
  const suggested = asTyped ? typed.map(asWritten) : await correctInContext(db, typed);
  const changes = (word: CorrectedWord, index: number) =>
    word.word !== typed[index] || word.prefix !== asWritten(typed[index], index).prefix;
  const changing = typed.filter((_, index) => changes(suggested[index], index));
  const own =
    viewerId && changing.length ? await wordsOfOwnRecipes(db, viewerId, householdMates, changing) : new Set<string>();
  const corrected = suggested.map((word, index) => (own.has(typed[index]) ? asWritten(typed[index], index) : word));
  const changed = corrected.some((word, index) => word.word !== typed[index]);
  const units = groupUnits(corrected, [ALIASES, MOODS]);
  const dietary = filters.dietary?.length ? filters.dietary : read.dietary.length ? read.dietary : undefined;
  const maxCookingTime = filters.maxCookingTime ?? read.maxCookingTime;
  const mealType = filters.mealType ?? read.mealType;
  const text = corrected.map(({ word }) => word).join(' ');
  return {
    query: {
      text,
      corrected: changed ? text : null,
      // The filters the words asked for, as they apply (a parameter of the same filter wins).
      filters: {
        ...(read.dietary.length && dietary ? { dietary } : {}),
        ...(read.maxCookingTime && maxCookingTime ? { maxCookingTime } : {}),
        ...(read.mealType && mealType ? { mealType } : {}),
      },
      excluded: read.excluded,
      approximate: false,
    },
    filters: { ...filters, dietary: filters.dietary?.length ? filters.dietary : undefined, maxCookingTime, mealType },
    dietClauses: filters.dietary?.length ? [] : read.dietary.map(dietClause),
    units,
    text,
    excludedQuery: excludedQuery(read.excluded),
  };
}
