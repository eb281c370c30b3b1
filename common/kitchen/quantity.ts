/**
 * Reading and writing amounts the way cooks write them: "1 1/2", "1½", "2-3", "a".
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

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
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
  if (simple) return fraction(Number(simple[1]), Number(simple[2]), 0);
  return /^(?:\d+|\d*\.\d+)$/.test(t) ? Number(t) : null;
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

interface FractionCandidate {
  value: number;
  text: string;
  tolerance: number;
}

// Halves, thirds and quarters are snapped generously because recipes round to them anyway
// (0.3 cup is "1/3 cup"); eighths only when exact, so 0.4 does not become a fussy "3/8".
const FRACTIONS: readonly FractionCandidate[] = [
  { value: 1 / 2, text: '1/2', tolerance: 0.035 },
  { value: 1 / 3, text: '1/3', tolerance: 0.035 },
  { value: 2 / 3, text: '2/3', tolerance: 0.035 },
  { value: 1 / 4, text: '1/4', tolerance: 0.03 },
  { value: 3 / 4, text: '3/4', tolerance: 0.03 },
  { value: 1 / 8, text: '1/8', tolerance: 0.01 },
  { value: 3 / 8, text: '3/8', tolerance: 0.01 },
  { value: 5 / 8, text: '5/8', tolerance: 0.01 },
  { value: 7 / 8, text: '7/8', tolerance: 0.01 },
];

function nearestFraction(part: number): string | null {
  let best: FractionCandidate | null = null;
  for (const candidate of FRACTIONS) {
    const distance = Math.abs(part - candidate.value);
    if (distance <= candidate.tolerance && (!best || distance < Math.abs(part - best.value))) best = candidate;
  }
  return best?.text ?? null;
}

function plainDecimal(n: number, digits: number): string {
  return String(Number(n.toFixed(digits)));
}

/**
 * Cook-friendly text for an amount: "1 1/2", "1/3", "750", "0.2". Common fractions are used when
 * the value is close to one; otherwise a short decimal, never floating-point noise.
 */
export function formatQuantity(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (n < 0) return `-${formatQuantity(-n)}`;
  // Big amounts are grams or millilitres in practice, where a fraction would be silly.
  if (n >= 100) return String(Math.round(n));
  const whole = Math.floor(n);
  const part = n - whole;
  // Within 0.02 of a whole number is float noise or false precision ("1.98 cups" is 2 cups).
  if (part >= 0.98 - 1e-9) return String(whole + 1);
  if (part < 0.02 && whole > 0) return String(whole);
  if (part < 0.02) return String(Number(n.toPrecision(2)));
  const frac = nearestFraction(part);
  if (frac) return whole > 0 ? `${whole} ${frac}` : frac;
  return plainDecimal(n, n >= 10 ? 1 : 2);
}

const METRIC_UNITS: ReadonlySet<string> = new Set(['ml', 'l', 'g', 'kg']);

/**
 * The one way an amount is written next to its unit, on the recipe, the list, in cook mode and by
 * the assistant: metric units as decimals (one decimal below 10, as a scale shows them), everything
 * else by formatQuantity's cook-friendly fractions.
 */
export function formatAmount(quantity: number, unit: string | null): string {
  if (unit !== null && METRIC_UNITS.has(unit)) {
    return String(quantity < 10 ? Math.round(quantity * 10) / 10 : Math.round(quantity));
  }
  return formatQuantity(quantity);
}

/** "2", or "2–3" for a range whose ends read differently. */
export function formatAmountRange(quantity: number, quantityMax: number | null, unit: string | null): string {
  const low = formatAmount(quantity, unit);
  const high = quantityMax === null ? low : formatAmount(quantityMax, unit);
  return high === low ? low : `${low}–${high}`;
}

/** Multiplies an amount, dropping the floating-point dust that multiplication leaves behind. */
export function scaleQuantity(quantity: number | null, factor: number): number | null {
  if (quantity === null) return null;
  return Math.round(quantity * factor * 1e9) / 1e9;
}
