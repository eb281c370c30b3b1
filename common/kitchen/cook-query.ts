/**
 * A recipe search read as a cook means it, in one step: diet words become diet filters, time
 * phrases a time limit, "without X" / "no X" / "X-free" excluded foods, meal words a meal type, and
 * filler ("what can I make with", "easy", "best") is dropped; what is left is the dish or the foods
 * to search for. Every understood part keeps its place in the typed text, so the browser can show
 * it as a chip and remove it by removing those words.
 */
import { DIETARY_OPTIONS, MEAL_TYPES } from '../contracts/recipes';

export type QueryDiet = (typeof DIETARY_OPTIONS)[number];
export type QueryMeal = (typeof MEAL_TYPES)[number];

export type QueryPart =
  | { kind: 'dietary'; value: QueryDiet; start: number; end: number }
  | { kind: 'time'; minutes: number; start: number; end: number }
  | { kind: 'meal'; value: QueryMeal; start: number; end: number }
  | { kind: 'exclude'; food: string; start: number; end: number }
  | { kind: 'text'; word: string; start: number; end: number };

export interface CookQuery {
  /** The words to search for, lower-case and accent-folded, filler left out. */
  text: string;
  dietary: QueryDiet[];
  maxCookingTime?: number;
  mealType?: QueryMeal;
  /** Foods the recipes must not contain, as typed (lower-case, folded). */
  excluded: string[];
  parts: QueryPart[];
}

/** Lower case without accents: "Crème Brûlée" → "creme brulee". */
export const foldText = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

interface Token {
  word: string;
  start: number;
  end: number;
}

/** Words with their places; "gluten-free" is one token, "w/o" too. */
function tokenize(search: string): Token[] {
  const tokens: Token[] = [];
  for (const match of search.matchAll(/w\/o|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/giu)) {
    tokens.push({
      word: foldText(match[0]).replace(/’/g, "'"),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return tokens;
}

const DIET_WORDS: Record<string, QueryDiet> = {
  vegetarian: 'Vegetarian',
  veggie: 'Vegetarian',
  meatless: 'Vegetarian',
  'meat-free': 'Vegetarian',
  'meat free': 'Vegetarian',
  vegan: 'Vegan',
  'plant-based': 'Vegan',
  'plant based': 'Vegan',
  'gluten-free': 'Gluten-Free',
  'gluten free': 'Gluten-Free',
  glutenfree: 'Gluten-Free',
  gf: 'Gluten-Free',
  celiac: 'Gluten-Free',
  coeliac: 'Gluten-Free',
  'no gluten': 'Gluten-Free',
  'without gluten': 'Gluten-Free',
  'dairy-free': 'Dairy-Free',
  'dairy free': 'Dairy-Free',
  'non-dairy': 'Dairy-Free',
  'lactose-free': 'Dairy-Free',
  'lactose free': 'Dairy-Free',
  'no dairy': 'Dairy-Free',
  'without dairy': 'Dairy-Free',
  'low-carb': 'Low-Carb',
  'low carb': 'Low-Carb',
  lowcarb: 'Low-Carb',
  keto: 'Keto',
  ketogenic: 'Keto',
};

const MEAL_WORDS: Record<string, QueryMeal> = {
  breakfast: 'Breakfast',
  breakfasts: 'Breakfast',
  brunch: 'Breakfast',
  lunch: 'Lunch',
  lunches: 'Lunch',
  dinner: 'Dinner',
  dinners: 'Dinner',
  supper: 'Dinner',
  dessert: 'Dessert',
  desserts: 'Dessert',
  snack: 'Snack',
  snacks: 'Snack',
  appetizer: 'Appetizer',
  appetizers: 'Appetizer',
  starter: 'Appetizer',
  starters: 'Appetizer',
};

/** Words a cook types around a dish that no recipe needs to say. */
const FILLER = new Set(
  (
    'a an the some any my me i we you to of for with and or in on at by is are be it this that these those ' +
    'what which how can could should would do does make making cook cooking want wanna need like love ' +
    'something anything recipe recipes idea ideas dish dishes meal meals food please good great best ' +
    'ever easy simple simply homemade home made tonight today weeknight perfect delicious tasty yummy ' +
    'really very super ultimate classic favorite favourite using use'
  ).split(' '),
);

/** What a recipe says for what the cook says: leftover rice is cooked rice in an ingredient list. */
const REWORDED: Record<string, string> = { leftover: 'cooked', leftovers: 'cooked' };

/** "no-bake" and its kind name a way of cooking, not a food to leave out. */
const NOT_AN_EXCLUSION = new Set(['bake', 'knead', 'churn', 'cook', 'boil', 'fuss', 'fail', 'sew']);

const EXCLUDE_TRIGGERS = new Set(['without', 'no', 'minus', 'sans', 'w/o', 'excluding', 'except']);
/** "hold the onions", "skip the nuts", "leave out the mushrooms". */
const EXCLUDE_PHRASES = ['hold the', 'skip the', 'leave out', 'leave out the', 'free of', 'not with'];

const SPELLED_NUMBERS: Record<string, number> = {
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
};
const QUICK_WORDS = new Set(['quick', 'quickly', 'fast', 'speedy', 'express', 'rapid']);
/** What "quick" means as a limit: the time filter's shortest choice a cook would call quick. */
export const QUICK_MINUTES = 30;
const TIME_LEAD = new Set([
  'under',
  'in',
  'within',
  'below',
  'max',
  'maximum',
  'fewer',
  'less',
  'than',
  'at',
  'most',
  'only',
]);
const MINUTE_UNITS = new Set(['minutes', 'minute', 'mins', 'min', 'm']);
const HOUR_UNITS = new Set(['hours', 'hour', 'hrs', 'hr', 'h']);

const numberOf = (word: string) => (/^\d{1,4}$/.test(word) ? Number(word) : SPELLED_NUMBERS[word]);

/**
 * A time phrase starting at token i: "under 30 minutes", "in 20 min", "30-minute", "30 minute",
 * "under an hour", "less than 1 hour", "half an hour". Returns the minutes and how many tokens it took.
 */
function readTime(tokens: Token[], i: number): { minutes: number; length: number } | undefined {
  const word = (k: number) => tokens[i + k]?.word;
  const compact = /^(\d{1,4})-?(minutes?|mins?|hours?|hrs?)$/.exec(word(0) ?? '');
  if (compact) {
    const value = Number(compact[1]);
    return { minutes: compact[2].startsWith('h') ? value * 60 : value, length: 1 };
  }
  let k = 0;
  while (k < 3 && TIME_LEAD.has(word(k) ?? '')) k += 1;
  const leads = k;
  if (word(k) === 'half' && (word(k + 1) === 'an' || word(k + 1) === 'a') && HOUR_UNITS.has(word(k + 2) ?? '')) {
    return { minutes: 30, length: k + 3 };
  }
  const amount = word(k) === 'an' || word(k) === 'a' || word(k) === 'one' ? 1 : numberOf(word(k) ?? '');
  if (amount === undefined) return undefined;
  const unit = word(k + 1) ?? '';
  if (MINUTE_UNITS.has(unit) && (leads > 0 || numberOf(word(k) ?? '') !== undefined)) {
    return { minutes: amount, length: k + 2 };
  }
  if (HOUR_UNITS.has(unit) && (leads > 0 || numberOf(word(k) ?? '') !== undefined)) {
    return { minutes: amount * 60, length: k + 2 };
  }
  return undefined;
}

/** The longest table phrase (up to 3 words) starting at token i. */
function phraseAt<T>(tokens: Token[], i: number, table: Record<string, T>): { value: T; length: number } | undefined {
  for (let length = 3; length >= 1; length--) {
    if (i + length > tokens.length) continue;
    const phrase = tokens
      .slice(i, i + length)
      .map((token) => token.word)
      .join(' ');
    if (Object.hasOwn(table, phrase)) return { value: table[phrase], length };
  }
  return undefined;
}

/** Words that end an excluded food: "without nuts and with chocolate", "no onions for dinner". */
const ENDS_FOOD = new Set(['and', 'or', 'with', 'for', 'but', 'in', 'please', 'plus', 'that', 'to', 'on']);

export function readCookQuery(search: string): CookQuery {
  const tokens = tokenize(search.slice(0, 200));
  const parts: QueryPart[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    const diet = phraseAt(tokens, i, DIET_WORDS);
    if (diet) {
      parts.push({ kind: 'dietary', value: diet.value, start: token.start, end: tokens[i + diet.length - 1].end });
      i += diet.length;
      continue;
    }
    const time = readTime(tokens, i);
    if (time) {
      parts.push({ kind: 'time', minutes: time.minutes, start: token.start, end: tokens[i + time.length - 1].end });
      i += time.length;
      continue;
    }
    if (QUICK_WORDS.has(token.word)) {
      parts.push({ kind: 'time', minutes: QUICK_MINUTES, start: token.start, end: token.end });
      i += 1;
      continue;
    }
    const meal = MEAL_WORDS[token.word];
    if (meal) {
      parts.push({ kind: 'meal', value: meal, start: token.start, end: token.end });
      i += 1;
      continue;
    }
    // "egg-free", "nut-free": the food before "-free".
    const free = /^(.+)-free$/.exec(token.word);
    if (free) {
      parts.push({ kind: 'exclude', food: free[1], start: token.start, end: token.end });
      i += 1;
      continue;
    }
    // "no-bake", "no-knead": one token naming a way of cooking; searched as its own word.
    const noHyphen = /^no-(.+)$/.exec(token.word);
    if (noHyphen && NOT_AN_EXCLUSION.has(noHyphen[1])) {
      parts.push({ kind: 'text', word: noHyphen[1], start: token.start, end: token.end });
      i += 1;
      continue;
    }
    const phraseTrigger = EXCLUDE_PHRASES.map((phrase) => phrase.split(' '))
      .filter((words) => words.every((word, k) => tokens[i + k]?.word === word))
      .sort((a, b) => b.length - a.length)[0];
    const triggerLength = phraseTrigger?.length ?? (EXCLUDE_TRIGGERS.has(token.word) || noHyphen ? 1 : 0);
    if (triggerLength > 0) {
      if (noHyphen) {
        parts.push({ kind: 'exclude', food: noHyphen[1], start: token.start, end: token.end });
        i += 1;
        continue;
      }
      const next = tokens[i + triggerLength]?.word;
      if (token.word === 'no' && next && NOT_AN_EXCLUSION.has(next)) {
        parts.push({ kind: 'text', word: next, start: token.start, end: tokens[i + 1].end });
        i += 2;
        continue;
      }
      let end = i + triggerLength;
      while (
        end < tokens.length &&
        end - (i + triggerLength) < 3 &&
        !ENDS_FOOD.has(tokens[end].word) &&
        !EXCLUDE_TRIGGERS.has(tokens[end].word) &&
        !phraseAt(tokens, end, DIET_WORDS) &&
        !MEAL_WORDS[tokens[end].word] &&
        !readTime(tokens, end)
      ) {
        end += 1;
      }
      const foodTokens = tokens
        .slice(i + triggerLength, end)
        .filter((food) => !['the', 'any', 'a'].includes(food.word));
      if (foodTokens.length > 0) {
        parts.push({
          kind: 'exclude',
          food: foodTokens.map((food) => food.word).join(' '),
          start: token.start,
          end: tokens[end - 1].end,
        });
        i = end;
        continue;
      }
    }
    if (!FILLER.has(token.word)) {
      parts.push({ kind: 'text', word: REWORDED[token.word] ?? token.word, start: token.start, end: token.end });
    }
    i += 1;
  }
  const dietary = [...new Set(parts.flatMap((part) => (part.kind === 'dietary' ? [part.value] : [])))];
  const times = parts.flatMap((part) => (part.kind === 'time' ? [part.minutes] : []));
  const meal = parts.find((part) => part.kind === 'meal');
  return {
    text: parts.flatMap((part) => (part.kind === 'text' ? [part.word] : [])).join(' '),
    dietary,
    ...(times.length ? { maxCookingTime: Math.min(...times) } : {}),
    ...(meal?.kind === 'meal' ? { mealType: meal.value } : {}),
    excluded: [...new Set(parts.flatMap((part) => (part.kind === 'exclude' ? [part.food] : [])))],
    parts,
  };
}

/** The typed search without one understood part's words: what removing its chip searches for. */
export function withoutParts(search: string, remove: (part: QueryPart) => boolean): string {
  const { parts } = readCookQuery(search);
  let result = search;
  for (const part of [...parts].reverse()) {
    if (remove(part)) result = `${result.slice(0, part.start)} ${result.slice(part.end)}`;
  }
  return result.replace(/\s+/g, ' ').trim();
}
