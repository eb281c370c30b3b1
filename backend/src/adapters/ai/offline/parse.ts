import { UNITS, type UnitDefinition } from './conversions';
import { DIGIT_NUMBER, WORD_NUMBER, parseNumber } from './quantity';
import { escapeRegExp } from './text';

export interface UnitMention {
  unit: UnitDefinition;
  /** null for a bare unit, as in "how many grams …". */
  quantity: number | null;
  index: number;
  end: number;
}

const UNIT_BY_ALIAS = new Map<string, UnitDefinition>(
  UNITS.flatMap((unit) => unit.aliases.map((alias) => [alias, unit] as const)),
);

// Longest first so "fl oz" wins over "oz" and "tbsp" over "tbs".
const UNIT_ALTERNATION = [...UNIT_BY_ALIAS.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');

const MENTION_SOURCE = String.raw`(?:(?<![a-z0-9/.])(${DIGIT_NUMBER})\s*|(?<![a-z0-9])(${WORD_NUMBER})\s+)?(?<![a-z])(${UNIT_ALTERNATION})(?![a-z])`;

// Short aliases are ordinary letters too ("e.g.", "pt" for patient…), so they only count after a number.
const NEEDS_QUANTITY = new Set([
  'c',
  'l',
  'g',
  'gm',
  'gms',
  'pt',
  'qt',
  'qts',
  'gal',
  'gals',
  'ltr',
  'ltrs',
  'tbl',
  'tbs',
]);

export function findUnitMentions(text: string): UnitMention[] {
  const mentions: UnitMention[] = [];
  for (const match of text.matchAll(new RegExp(MENTION_SOURCE, 'g'))) {
    const [whole, digits, wordNumber, alias] = match;
    const unit = UNIT_BY_ALIAS.get(alias);
    const quantityText = digits ?? wordNumber;
    const quantity = quantityText === undefined ? null : parseNumber(quantityText);
    if (!unit || (quantity === null && NEEDS_QUANTITY.has(alias))) continue;
    const index = match.index ?? 0;
    mentions.push({ unit, quantity, index, end: index + whole.length });
  }
  return mentions;
}

/** A leading "2 cups" / "1 1/2 tbsp" in an ingredient line, with the rest of the line. */
export interface LeadingQuantity {
  quantity: number;
  unit: UnitDefinition | null;
  rest: string;
}

const LEADING_SOURCE = String.raw`^(${DIGIT_NUMBER})\s*(?:(${UNIT_ALTERNATION})(?![a-z])\.?)?\s*(?:of\s+)?(.*)$`;

export function parseLeadingQuantity(line: string): LeadingQuantity | null {
  const match = new RegExp(LEADING_SOURCE).exec(line);
  if (!match) return null;
  const quantity = parseNumber(match[1]);
  if (quantity === null) return null;
  return { quantity, unit: match[2] ? (UNIT_BY_ALIAS.get(match[2]) ?? null) : null, rest: match[3] };
}

export interface TemperatureMention {
  value: number;
  /** null when only "degrees" was said and the scale must be inferred. */
  scale: 'F' | 'C' | null;
  index: number;
  end: number;
}

const TEMPERATURE_SOURCE = String.raw`(?<![\d.])(-?\d+(?:\.\d+)?)(\s*)(°\s*|degrees?\s*|deg\s*)?(fahrenheit|farenheit|celsius|celcius|centigrade|f|c)?(?![a-z])`;

/** Words that make a bare "180 c" a temperature rather than "180 cups". */
const TEMPERATURE_CONTEXT =
  /\b(?:fahrenheit|celsius|celcius|centigrade|convert|oven|temp|temperature|degrees?|hot|safe|cook(?:ed)?|heat)\b|\b(?:in|to|into)\s+°?\s*[cf]\b/;

export function findTemperatures(text: string): TemperatureMention[] {
  const source = text.replace(/\bminus\s+(?=\d)/g, '-');
  const hasContext = TEMPERATURE_CONTEXT.test(source);
  const mentions: TemperatureMention[] = [];
  for (const match of source.matchAll(new RegExp(TEMPERATURE_SOURCE, 'g'))) {
    const [whole, number, gap, degreeMarker, scaleWord] = match;
    if (!degreeMarker && !scaleWord) continue;
    const isLetter = scaleWord === 'f' || scaleWord === 'c';
    if (isLetter && !degreeMarker && gap.length > 0 && !hasContext) continue;
    const scale = scaleWord === undefined ? null : scaleWord.startsWith('f') ? 'F' : 'C';
    const index = match.index ?? 0;
    mentions.push({ value: Number(number), scale, index, end: index + whole.length });
  }
  return mentions;
}

export interface Duration {
  minMinutes: number;
  maxMinutes: number;
  text: string;
}

const DURATION_SOURCE = String.raw`(?<![a-z0-9/.])(${DIGIT_NUMBER}|${WORD_NUMBER})(?:\s*(?:-|to)\s*(${DIGIT_NUMBER}))?\s*(hours?|hrs?|minutes?|mins?|seconds?|secs?)(?![a-z])`;

function minutesPer(unit: string): number {
  if (unit.startsWith('h')) return 60;
  if (unit.startsWith('s')) return 1 / 60;
  return 1;
}

/** Every timed phrase in a step: "25-30 minutes", "an hour", "1 1/2 hours". */
export function findDurations(text: string): Duration[] {
  const durations: Duration[] = [];
  for (const match of text.matchAll(new RegExp(DURATION_SOURCE, 'gi'))) {
    const [whole, first, second, unit] = match;
    const low = parseNumber(first.toLowerCase());
    if (low === null) continue;
    const high = second ? parseNumber(second) : null;
    const factor = minutesPer(unit.toLowerCase());
    durations.push({ minMinutes: low * factor, maxMinutes: (high ?? low) * factor, text: whole.trim() });
  }
  return durations;
}

export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
