import type { AssistantAnswer } from './types';

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/** "1½" → "1 1/2", "¾" → "3/4", keeping everything else (case included) as written. */
export function normalizeFractions(text: string): string {
  return text
    .replace(/(\d)?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_match, whole: string | undefined, fraction: string) =>
      whole ? `${whole} ${VULGAR_FRACTIONS[fraction]}` : `${VULGAR_FRACTIONS[fraction]}`,
    )
    .replace(/⁄/g, '/');
}

/**
 * One canonical form for questions, aliases and recipe lines, so every matcher can use plain
 * lower-case regexes: "1½ Cups", "all-purpose" and "350 ºF" become "1 1/2 cups", "all purpose", "350 °f".
 */
export function normalizeText(raw: string): string {
  return normalizeFractions(raw.toLowerCase())
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—−]/g, '-')
    .replace(/[º˚]/g, '°')
    .replace(/([a-z])-(?=[a-z])/g, '$1 ')
    .replace(/[?!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:]+$/, '');
}

const ORDINALS: readonly string[] = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
];

export const ORDINAL_WORD = `(?:${ORDINALS.join('|')}|\\d+(?:st|nd|rd|th))`;

/** "third" → 3, "3rd" → 3; null for anything else. */
export function parseOrdinal(raw: string): number | null {
  const index = ORDINALS.indexOf(raw);
  if (index >= 0) return index + 1;
  const numeric = /^(\d+)(?:st|nd|rd|th)$/.exec(raw);
  return numeric ? Number(numeric[1]) : null;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const aliasCache = new Map<string, RegExp>();

/** Whole words only, tolerating a plural ending, so "eggs" finds "egg" but "milk" never matches "buttermilk". */
export function aliasRegExp(alias: string): RegExp {
  let pattern = aliasCache.get(alias);
  if (!pattern) {
    pattern = new RegExp(`(?<![a-z])${escapeRegExp(normalizeText(alias))}(?:e?s)?(?![a-z])`);
    aliasCache.set(alias, pattern);
  }
  return pattern;
}

export interface AliasMatch<T> {
  item: T;
  alias: string;
  index: number;
  /** Length of the matched text, plural ending included. */
  length: number;
}

/**
 * The match ending furthest right wins, because English puts the head noun last ("chicken SOUP"),
 * then the longest, so "sour cream" beats "cream" and "ground chicken" beats "chicken".
 */
export function findByAlias<T>(
  text: string,
  items: readonly T[],
  aliasesOf: (item: T) => readonly string[],
): AliasMatch<T> | null {
  let best: AliasMatch<T> | null = null;
  for (const item of items) {
    for (const alias of aliasesOf(item)) {
      const match = aliasRegExp(alias).exec(text);
      if (!match) continue;
      const end = match.index + match[0].length;
      const bestEnd = best ? best.index + best.length : -1;
      if (!best || end > bestEnd || (end === bestEnd && match[0].length > best.length)) {
        best = { item, alias, index: match.index, length: match[0].length };
      }
    }
  }
  return best;
}

export function words(text: string): string[] {
  return text.match(/[a-z]+/g) ?? [];
}

/** Crude English singular, good enough to line up "tomatoes"/"tomato" and "cloves"/"clove". */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

const STOPWORDS = new Set(
  (
    'a an the of and or to in on at for with from by is are was were be been do does did i me my we you your ' +
    'it its this that these those how much many what which when where who why can could should would will ' +
    'need needs use used using add put some any there here just about into onto than then so if please ' +
    'recipe recipes make making get have has had am going go goes want like call calls'
  ).split(' '),
);

/** Content words of a phrase, singularised, for fuzzy matching against ingredient lines and steps. */
export function keywords(text: string): string[] {
  return words(text)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
    .map(singular);
}

export function bullets(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join('\n');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every answer goes through here so the 0–3 limits on tips and topics hold everywhere. */
export function makeAnswer(
  answer: string,
  tips: readonly string[] = [],
  relatedTopics: readonly string[] = [],
): AssistantAnswer {
  return {
    answer: answer.trim(),
    tips: [...new Set(tips)].slice(0, 3),
    relatedTopics: [...new Set(relatedTopics)].slice(0, 3),
  };
}
