/**
 * Reading questions: the unit mentions, temperatures and durations in what a cook asked. Numbers,
 * unit spellings and durations come from the kitchen library, the same readers the recipe parser
 * and cook mode use.
 */
import { detectTimers } from '@common/kitchen/durations';
import { measureOf } from '@common/kitchen/convert';
import { NUMBER_PATTERN, SPOKEN_NUMBER_PATTERN, parseNumber } from '@common/kitchen/quantity';
import { normalizeUnit, unitSpellings, type Unit } from '@common/kitchen/units';
import { escapeRegExp } from './text';

/** A number in digits, "1 1/2", or "2 and a half". */
export const DIGIT_NUMBER = String.raw`(?:${NUMBER_PATTERN})(?:\s+and\s+an?\s+half)?`;

export interface UnitMention {
  /** A unit that measures (volume, mass, or a stick of butter), never a count. */
  unit: Unit;
  /** null for a bare unit, as in "how many grams …". */
  quantity: number | null;
  index: number;
  end: number;
}

const MEASURE_SPELLINGS = [...unitSpellings(), 'fl.oz', 'fl. oz.'].filter((spelling) => {
  const unit = normalizeUnit(spelling);
  return unit !== null && measureOf(unit) !== null;
});

// Longest first so "fl oz" wins over "oz" and "tbsp" over "tbs".
const UNIT_ALTERNATION = MEASURE_SPELLINGS.sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');

const MENTION_SOURCE = String.raw`(?:(?<![a-z0-9/.])(${DIGIT_NUMBER})\s*|(?<![a-z0-9])(${SPOKEN_NUMBER_PATTERN})\s+)?(?<![a-z])(${UNIT_ALTERNATION})(?![a-z])`;

// Short spellings are ordinary letters too ("e.g.", "pt" for patient…), so they only count after a number.
const NEEDS_QUANTITY = new Set([
  'c',
  'l',
  'g',
  'gr',
  'gm',
  'gms',
  'pt',
  'pts',
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
    const [whole, digits, wordNumber, spelling] = match;
    const unit = normalizeUnit(spelling);
    const quantityText = digits ?? wordNumber;
    const quantity = quantityText === undefined ? null : parseNumber(quantityText);
    if (!unit || (quantity === null && NEEDS_QUANTITY.has(spelling))) continue;
    const index = match.index ?? 0;
    mentions.push({ unit, quantity, index, end: index + whole.length });
  }
  return mentions;
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

/** Every timed phrase in a step ("25-30 minutes", "an hour", "1 1/2 hours"), read as cook mode reads them. */
export function findDurations(text: string): Duration[] {
  return detectTimers(text).map((timer) => ({
    minMinutes: (timer.minSeconds ?? timer.seconds) / 60,
    maxMinutes: timer.seconds / 60,
    text: timer.text,
  }));
}

export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
