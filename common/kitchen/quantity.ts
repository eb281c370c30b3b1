/**
 * Reading amounts the way cooks write them: "1 1/2", "1½", "2-3", "a". Writing them is amount-format.ts.
 */

const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

const UNI = Object.keys(UNICODE_FRACTIONS).join('');

/** Numbers cooks spell out in recipes, one to twelve. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const WORD_NUMBERS: Readonly<Record<string, number>> = { a: 1, an: 1, ...NUMBER_WORDS };

// Alternatives are ordered longest-first so "1 1/2" is never read as "1" followed by junk.
const NUMBER_SOURCE = [
  `\\d+\\s*[${UNI}]`, // 1½, 1 ½
  `\\d+(?:\\s+|-)\\d+\\s*[/⁄]\\s*\\d+`, // 1 1/2, 1-1/2
  `\\d+\\s*[/⁄]\\s*\\d+`, // 1/2
  `[${UNI}]`, // ½
  `\\d*\\.\\d+`, // .5, 14.5
  `\\d+`, // 2
].join('|');

/** A number written in digits, fractions or unicode fractions, for matching inside longer patterns. */
export const NUMBER_PATTERN = NUMBER_SOURCE;

/** A number said in words, as in questions and steps: "half a", "three quarters of a", "two and a half", "an". */
export const SPOKEN_NUMBER_PATTERN = String.raw`(?:three\s+quarters(?:\s+of)?(?:\s+an?)?|half\s+an?|an?\s+half|an?\s+quarter|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+and\s+an?\s+half)?|quarter|half|an|a)`;

const NUMBER = new RegExp(`^(?:${NUMBER_SOURCE})`);
const WORD_NUMBER = new RegExp(`^(?:a\\s+couple(?:\\s+of)?|${Object.keys(WORD_NUMBERS).join('|')})(?=\\s)`, 'i');
// "a few", "a little", "a bit of" are amounts nobody can measure, so they are not read as 1.
const VAGUE_ARTICLE = /^an?\s+(?:few|little|bit|small\s+amount|splash|drizzle|touch)\b/i;
const RANGE_JOIN = /^\s*(?:-|–|—|to|or)\s*/i;

/**
 * Numeric value of one written number ("1 1/2", "½", "14.5", "two", "half a", "two and a half"), or null.
 */
export function parseNumber(text: string): number | null {
  const t = text.trim().replace(/⁄/g, '/').replace(/\s+/g, ' ');
  if (!t) return null;
  const word = t.toLowerCase();
  const andHalf = /^(.+?) and an? half$/.exec(word);
  if (andHalf) {
    const whole = parseNumber(andHalf[1]);
    return whole === null ? null : whole + 0.5;
  }
  if (/^a\s+couple/.test(word)) return 2;
  if (word in WORD_NUMBERS) return WORD_NUMBERS[word];
  if (/^three quarters/.test(word)) return 0.75;
  if (/^(?:half an?|an? half|half)$/.test(word)) return 0.5;
  if (/^(?:an? quarter|quarter)$/.test(word)) return 0.25;
  const uni = new RegExp(`^(\\d+)?\\s*([${UNI}])$`).exec(t);
  if (uni) return Number(uni[1] ?? 0) + UNICODE_FRACTIONS[uni[2]];
  const mixed = /^(\d+)(?:\s+|-)(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (mixed) return fraction(Number(mixed[2]), Number(mixed[3]), Number(mixed[1]));
  const simple = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (simple) return lostSpaceMixed(simple[1], simple[2]) ?? fraction(Number(simple[1]), Number(simple[2]), 0);
  return /^(?:\d+|\d*\.\d+)$/.test(t) ? Number(t) : null;
}

/** Proper fractions in lowest terms over the denominators cooks measure in, by denominator. */
const MEASURING_NUMERATORS: Readonly<Record<string, readonly string[]>> = {
  '2': ['1'],
  '3': ['1', '2'],
  '4': ['1', '3'],
  '8': ['1', '3', '5', '7'],
};

/**
 * "11/2 cups", "31/4 cups", "141/2-ounce can": a mixed number whose space was lost in print. Cooks
 * write an improper fraction as a mixed number, so a numerator of two digits or more ending in the
 * numerator of a proper measuring fraction ("31/4" → 3 + 1/4) is one. Shrimp counts ("21/25") and
 * blend ratios ("80/20") have other denominators and keep their reading.
 */
function lostSpaceMixed(numerator: string, denominator: string): number | null {
  const last = numerator.slice(-1);
  if (numerator.length < 2 || !MEASURING_NUMERATORS[denominator]?.includes(last)) return null;
  return Number(numerator.slice(0, -1)) + Number(last) / Number(denominator);
}

function fraction(numerator: number, denominator: number, whole: number): number | null {
  return denominator === 0 ? null : whole + numerator / denominator;
}

export interface QuantityMatch {
  quantity: number;
  /** Upper end of a range ("2-3" → 3), else null. */
  quantityMax: number | null;
  /** Characters consumed from the start of the text. */
  length: number;
}

function readOneNumber(text: string): { value: number; length: number } | null {
  if (VAGUE_ARTICLE.test(text)) return null;
  const match = NUMBER.exec(text) ?? WORD_NUMBER.exec(text);
  if (!match) return null;
  const value = parseNumber(match[0]);
  return value === null ? null : { value, length: match[0].length };
}

/**
 * Reads an amount at the very start of `text`: a number, or a range of two numbers
 * ("2-3", "2–3", "2 to 3", "2 or 3"). Returns null when the text does not start with one.
 */
export function readQuantity(text: string): QuantityMatch | null {
  const first = readOneNumber(text);
  if (!first) return null;
  const rest = text.slice(first.length);
  const join = RANGE_JOIN.exec(rest);
  // The upper end must be written in digits: "2 or a few" and "1 to serve" are not ranges.
  const secondText = join ? NUMBER.exec(rest.slice(join[0].length)) : null;
  const second = secondText ? parseNumber(secondText[0]) : null;
  // A range must go up; "1-1/2" never gets here because it already matched as a mixed number.
  if (join && secondText && second !== null && second > first.value) {
    return { quantity: first.value, quantityMax: second, length: first.length + join[0].length + secondText[0].length };
  }
  return { quantity: first.value, quantityMax: null, length: first.length };
}
