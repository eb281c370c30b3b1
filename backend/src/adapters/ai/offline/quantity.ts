/** Numbers as cooks write them: "2", "1.5", "3/4", "1 1/2", "1-1/2", "a", "half a", "one and a half". */
export const DIGIT_NUMBER = String.raw`(?:\d+(?:\s+|-)\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?|\.\d+)(?:\s+and\s+an?\s+half)?`;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
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

export const WORD_NUMBER = String.raw`(?:three\s+quarters(?:\s+of)?(?:\s+an?)?|half\s+an?|an?\s+half|an?\s+quarter|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+and\s+an?\s+half)?|quarter|half|an|a)`;

export function parseNumber(raw: string): number | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  const andHalf = /^(.+?) and an? half$/.exec(text);
  if (andHalf) {
    const whole = parseNumber(andHalf[1]);
    return whole === null ? null : whole + 0.5;
  }
  const mixed = /^(\d+)[ -](\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[3]) === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  if (/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(text)) return Number(text);
  if (/^three quarters/.test(text)) return 0.75;
  if (/^(?:half an?|an? half|half)$/.test(text)) return 0.5;
  if (/^(?:an? quarter|quarter)$/.test(text)) return 0.25;
  return NUMBER_WORDS[text] ?? null;
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

/** Trims float noise: formatDecimal(2.2046, 2) → "2.2". */
export function formatDecimal(value: number, maxDecimals: number): string {
  return String(Number(value.toFixed(maxDecimals)) || 0);
}

const FRACTIONS: readonly (readonly [number, string])[] = [
  [0, ''],
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
  [1, ''],
];

export interface KitchenFraction {
  text: string;
  /** False when the fraction is only "about" right, so callers can say so. */
  exact: boolean;
}

/**
 * Measuring cups and spoons come in eighths, quarters and thirds, so 2.5 cups reads "2 1/2".
 * Returns null when no such fraction is within `tolerance` (relative), e.g. 0.06 cups.
 */
export function kitchenFraction(value: number, tolerance = 0.03): KitchenFraction | null {
  if (!(value > 0)) return null;
  const whole = Math.floor(value);
  let best: readonly [number, string] = FRACTIONS[0];
  for (const candidate of FRACTIONS) {
    if (Math.abs(whole + candidate[0] - value) < Math.abs(whole + best[0] - value)) best = candidate;
  }
  const rounded = whole + best[0];
  if (rounded === 0 || Math.abs(rounded - value) / value > tolerance) return null;
  const wholePart = best[0] === 1 ? whole + 1 : whole;
  const text = [wholePart > 0 ? String(wholePart) : '', best[1]].filter(Boolean).join(' ');
  return { text, exact: Math.abs(rounded - value) / value < 0.005 };
}

/** A quantity as a cook would say it: a kitchen fraction when one fits exactly, else a short decimal. */
export function formatQuantity(value: number): string {
  const fraction = kitchenFraction(value);
  return fraction?.exact ? fraction.text : formatDecimal(value, 2);
}
