/**
 * English number for food names. Food names are stored singular so "2 eggs" and "1 egg" group
 * together on a shopping list; they are pluralised again only for display.
 *
 * Rules are suffix-based with explicit exception lists, because food vocabulary is small and
 * full of words that merely look plural (molasses, hummus, couscous).
 */
import { memoize } from './memo';

/** Words that end like plurals but are not, or whose singular would read wrongly ("oat"). */
const INVARIANT = new Set([
  'asparagus',
  'hummus',
  'couscous',
  'molasses',
  'oats',
  'greens',
  'grits',
  'calvados',
  'bitters',
  'schnapps',
  'brussels',
  'swiss',
  'series',
  'species',
  'citrus',
  'jus',
  'fries',
  'sweets',
  'giblets',
  'innards',
  'aquafaba',
  'mayonnaise',
]);

/** Nouns whose plural is the same word ("2 shrimp"). */
const SAME_PLURAL = new Set(['fish', 'shrimp', 'salmon', 'trout', 'squid', 'cod', 'halibut', 'tuna', 'deer', 'sheep']);

const IRREGULAR_SINGULAR: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  knives: 'knife',
  calves: 'calf',
  shelves: 'shelf',
  wolves: 'wolf',
  geese: 'goose',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  children: 'child',
  cookies: 'cookie',
  brownies: 'brownie',
  pies: 'pie',
  veggies: 'veggie',
  smoothies: 'smoothie',
  hoagies: 'hoagie',
  goodies: 'goodie',
  calories: 'calorie',
  quiches: 'quiche',
  brioches: 'brioche',
  ganaches: 'ganache',
  tomatoes: 'tomato',
  potatoes: 'potato',
  mangoes: 'mango',
  avocadoes: 'avocado',
  heroes: 'hero',
  chilies: 'chili',
  chillies: 'chilli',
};

const IRREGULAR_PLURAL: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(IRREGULAR_SINGULAR)
    .filter(([plural]) => plural !== 'avocadoes')
    .map(([plural, singular]) => [singular, plural]),
);

/** Singular of one word; words that are not recognisably plural come back unchanged. */
export function singularizeWord(word: string): string {
  const lower = word.toLowerCase();
  if (INVARIANT.has(lower) || !/^[\p{L}'-]+$/u.test(lower) || lower.length <= 3) return word;
  // Hyphenated words inflect on their last part ("spare-ribs" → "spare-rib").
  const dash = lower.lastIndexOf('-');
  if (dash > 0) return lower.slice(0, dash + 1) + singularizeWord(lower.slice(dash + 1));
  if (IRREGULAR_SINGULAR[lower]) return IRREGULAR_SINGULAR[lower];
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (/(?:ch|sh|x|zz|ss)es$/.test(lower)) return lower.slice(0, -2);
  if (/(?:ss|us|is)$/.test(lower)) return word;
  if (lower.endsWith('s')) return lower.slice(0, -1);
  return word;
}

/**
 * Splits a food phrase into alternatives/parts so each head noun is inflected ("salt and pepper").
 * "&" is deliberately not a split point: it mostly appears inside product names ("Red Beans & Rice").
 */
const CONJUNCTION = /(\s+(?:and|or)\s+)/;

function mapHeads(phrase: string, inflect: (word: string) => string): string {
  return phrase
    .split(CONJUNCTION)
    .map((part) => {
      if (CONJUNCTION.test(part)) return part;
      const words = part.split(' ');
      words[words.length - 1] = inflect(words[words.length - 1]);
      return words.join(' ');
    })
    .join('');
}

/** "fresh or frozen cherries" → "fresh or frozen cherry"; "brussels sprouts" → "brussels sprout". */
export const singularizeFood = memoize((phrase) => mapHeads(phrase, singularizeWord));

export function pluralizeWord(word: string): string {
  const lower = word.toLowerCase();
  if (INVARIANT.has(lower) || SAME_PLURAL.has(lower) || !/^[\p{L}'-]+$/u.test(lower)) return word;
  if (IRREGULAR_PLURAL[lower]) return IRREGULAR_PLURAL[lower];
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  if (/(?:ch|sh|x|z|s)$/.test(lower)) return `${lower}es`;
  return `${lower}s`;
}

/** Display plural of a singular food name: only the last word of each part changes. */
export const pluralizeFood = memoize((phrase) =>
  // "chipotle peppers in adobo": the head is not the last word, and the parser kept it as written.
  /\s(?:in|with)\s/i.test(phrase) ? phrase : mapHeads(phrase, pluralizeWord),
);
