/**
 * US customary → metric for ingredient amounts, and °F → °C for recipe text.
 *
 * Factors are the product spec's, not the exact legal definitions (1 cup = 240 ml, not 236.6),
 * because those are the round numbers metric cookbooks use.
 *
 * Display rounding is metric-format.ts's: millilitres whole (one decimal below 10), grams converted
 * from cups or pounds as a cook writes them (1 lb → 450 g), litres / kilograms with one decimal from
 * 1000, and spoon amounts of a food with no density kept as spoons ("2 tsp black pepper").
 */
import { GRAMS_PER_UNIT, ML_PER_UNIT } from './convert';
import { densityFor, namesNoFood, type Density } from './densities';
import { expressMetric, formatMetricBase, metricUnitLabel, SPOON_LIMIT_ML, type MetricAmount } from './metric-format';
import { readQuantity, type QuantityMatch } from './quantity';
import { ovenCelsius } from './temperature';
import { isMassUnit, isVolumeUnit, readUnit, type MassUnit, type Unit, type VolumeUnit } from './units';

const METRIC_UNITS: ReadonlySet<Unit> = new Set<Unit>(['ml', 'l', 'g', 'kg']);

/** Amount in the base metric unit (ml or g), or null for count units that have no fixed size. */
function toBase(quantity: number, unit: Unit): { value: number; kind: 'volume' | 'mass' } | null {
  if (isVolumeUnit(unit)) return { value: quantity * ML_PER_UNIT[unit], kind: 'volume' };
  if (isMassUnit(unit)) return { value: quantity * GRAMS_PER_UNIT[unit], kind: 'mass' };
  return null;
}

/**
 * Metric equivalent of an amount, rounded for display; null for units that are not volume or
 * mass (cans, cloves, pinches, inches...).
 */
export function toMetric(quantity: number, unit: Unit): MetricAmount | null {
  const base = toBase(quantity, unit);
  return base ? expressMetric(base.value, base.kind, base.value) : null;
}

/** "480 ml", "1.4 kg", or "480–720 ml" for a range. */
export function formatMetricAmount(quantity: number, quantityMax: number | null, unit: Unit): string | null {
  const low = toBase(quantity, unit);
  if (!low) return null;
  const high = quantityMax === null ? null : toBase(quantityMax, unit);
  const scale = high ? high.value : low.value;
  const from = expressMetric(low.value, low.kind, scale);
  const to = high ? expressMetric(high.value, high.kind, scale) : null;
  const text = to ? `${from.quantity}–${to.quantity}` : String(from.quantity);
  return `${text} ${metricUnitLabel(from.unit)}`;
}

/** Where a converted amount stops and the food it measures starts to be something else. */
const FOOD_PHRASE_END =
  /[,;:()[\].!?]|\s[-–—]\s|\b(?:and|plus|for|to|until|into|in|with|over|on|onto|then|at|from|per|each|if|while|before|after|so|as|by)\b/i;

/**
 * The food right after an amount, as alternatives: "(2 sticks) unsalted butter, softened" →
 * ["unsalted butter"], "all-purpose or bread flour" → ["all-purpose", "bread flour"].
 */
function foodPhraseAfter(text: string): string[] {
  const rest = text.replace(/\([^)]*\)/g, ' ').replace(/^\s*(?:of\s+)?(?:the\s+|your\s+|reserved\s+)?/i, '');
  const end = FOOD_PHRASE_END.exec(rest);
  const phrase = end ? rest.slice(0, end.index) : rest;
  return phrase.split(/\bor\b/i);
}

/** Whether any alternative is in the density table, liquid or dry. */
const hasDensity = (alternatives: readonly string[]) => alternatives.some((food) => densityFor(food) !== null);

/** The density of the first alternative that has one; liquids and unknown foods give null. */
function dryDensity(alternatives: readonly string[]): Density | null {
  for (const alternative of alternatives) {
    const density = densityFor(alternative);
    if (density) return density.liquid ? null : density;
  }
  return null;
}

/** "15- to 16-ounce" (an inline can size) is a range too. */
const HYPHEN_RANGE = /^(\d+(?:\.\d+)?)-\s*(?:to|or)\s+(\d+(?:\.\d+)?)/;

function readAmount(text: string): QuantityMatch | null {
  const range = HYPHEN_RANGE.exec(text);
  if (range) return { quantity: Number(range[1]), quantityMax: Number(range[2]), length: range[0].length };
  return readQuantity(text);
}

/** US units that metric conversion replaces. */
function isUsMeasure(unit: Unit): unit is VolumeUnit | MassUnit {
  return (isVolumeUnit(unit) || isMassUnit(unit)) && !METRIC_UNITS.has(unit);
}

/**
 * A metric amount in a converted line: where it is written, and its size in ml or g. A `spoon` is a
 * teaspoon or tablespoon amount kept as written (a food with no density), sized in ml.
 */
export interface MetricAmountAt {
  start: number;
  end: number;
  base: number;
  baseMax: number | null;
  kind: 'volume' | 'mass' | 'spoon';
  /** Grams converted from cups (through a density) or pounds and ounces, written with cookGrams' rounding. */
  estimated: boolean;
}

interface MeasureSpot {
  start: number;
  end: number;
  metric: MetricText;
  /** A package size in parentheses ("1 (28 oz) can"), printed on the can and never scaled. */
  inParentheses: boolean;
}

interface MetricText {
  text: string;
  base: number;
  baseMax: number | null;
  kind: MetricAmountAt['kind'];
  estimated: boolean;
}

function inParentheses(text: string, index: number): boolean {
  let depth = 0;
  for (let i = 0; i < index; i++) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}

/**
 * Every US volume or mass amount in a text with its metric replacement, and the amounts already
 * written in metric (kept as they are). Volumes of a food in the density table become grams (liquids
 * in it stay millilitres); other volumes use the spec's factors. Single-letter units ("c", "t") are
 * only read in ingredient lines, where they cannot be a word.
 */
function findMeasures(text: string, allowShortUnits: boolean): { converted: MeasureSpot[]; kept: MeasureSpot[] } {
  const spots: Array<{
    start: number;
    end: number;
    amount: QuantityMatch;
    unit: VolumeUnit | MassUnit;
    food: string[];
  }> = [];
  const kept: MeasureSpot[] = [];
  let index = 0;
  while (index < text.length) {
    const before = index === 0 ? ' ' : text[index - 1];
    const amount =
      /[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/.test(text[index]) && !/[\w./]/.test(before) ? readAmount(text.slice(index)) : null;
    if (!amount) {
      index += 1;
      continue;
    }
    const afterNumber = text.slice(index + amount.length);
    const gap = /^\s*-?\s*/.exec(afterNumber)?.[0].length ?? 0;
    const unit = readUnit(afterNumber.slice(gap));
    const shortUnit = unit !== null && unit.length <= 2 && /^[ct]\.?$/i.test(afterNumber.slice(gap, gap + unit.length));
    const base = unit && METRIC_UNITS.has(unit.unit) ? toBase(amount.quantity, unit.unit) : null;
    if (unit && base) {
      const end = index + amount.length + gap + unit.length;
      const baseMax = amount.quantityMax === null ? null : (toBase(amount.quantityMax, unit.unit)?.value ?? null);
      const metric = { text: text.slice(index, end), base: base.value, baseMax, kind: base.kind, estimated: false };
      kept.push({ start: index, end, metric, inParentheses: inParentheses(text, index) });
      index = end;
      continue;
    }
    if (!unit || !isUsMeasure(unit.unit) || (shortUnit && !allowShortUnits)) {
      index += amount.length;
      continue;
    }
    const end = index + amount.length + gap + unit.length;
    spots.push({ start: index, end, amount, unit: unit.unit, food: foodPhraseAfter(text.slice(end)) });
    index = end;
  }
  // An amount with no food of its own measures its neighbour's: "2 cups plus 1 tbsp flour",
  // "1/4 cup sugar, plus 2 tbsp for the ramekins", "4 tbsp butter, divided (2 tbsp softened)".
  const named = spots.map((spot) => !spot.food.every(namesNoFood));
  const converted = spots.map((spot, i) => {
    const next = spots.findIndex((_other, j) => j > i && named[j]);
    const previous = spots.findLastIndex((_other, j) => j < i && named[j]);
    const food = named[i] ? spot.food : (spots[next]?.food ?? spots[previous]?.food ?? spot.food);
    const written = text.slice(spot.start, spot.end);
    const spoon = hasDensity(food) ? null : keptSpoon(spot.amount, spot.unit, written);
    return {
      start: spot.start,
      end: spot.end,
      metric: spoon ?? metricFor(spot.amount, spot.unit, dryDensity(food)),
      inParentheses: inParentheses(text, spot.start),
    };
  });
  // "1 1/2 tsp kosher salt and 1/2 tsp black pepper": once a line keeps spoons, its other spoon
  // amounts stay spoons too, rather than "4 g kosher salt and 1/2 tsp black pepper".
  if (converted.some((spot) => spot.metric.kind === 'spoon')) {
    converted.forEach((spot, i) => {
      const { amount, unit, start, end } = spots[i];
      spot.metric = keptSpoon(amount, unit, text.slice(start, end)) ?? spot.metric;
    });
  }
  return { converted, kept };
}

function metricText(base: number, baseMax: number | null, kind: 'volume' | 'mass', estimated = false): MetricText {
  return { text: formatMetricBase(base, baseMax, kind, estimated), base, baseMax, kind, estimated };
}

/**
 * "2 tsp black pepper" in metric is "2 tsp black pepper": a teaspoon or tablespoon amount of a food
 * with no density, up to 4 tbsp, is what a metric cook measures too (metric-format.ts).
 */
function keptSpoon(amount: QuantityMatch, unit: VolumeUnit | MassUnit, written: string): MetricText | null {
  if (unit !== 'tsp' && unit !== 'tbsp') return null;
  const ml = ML_PER_UNIT[unit];
  const high = amount.quantityMax === null ? null : amount.quantityMax * ml;
  if ((high ?? amount.quantity * ml) > SPOON_LIMIT_ML) return null;
  return { text: written, base: amount.quantity * ml, baseMax: high, kind: 'spoon', estimated: false };
}

function metricFor(amount: QuantityMatch, unit: VolumeUnit | MassUnit, density: Density | null): MetricText {
  const high = amount.quantityMax;
  if (isMassUnit(unit)) {
    // Pounds and ounces become grams as a cook writes them (1 lb → 450 g).
    const factor = GRAMS_PER_UNIT[unit];
    return metricText(amount.quantity * factor, high === null ? null : high * factor, 'mass', true);
  }
  const ml = ML_PER_UNIT[unit];
  if (density) {
    const grams = (quantity: number) => quantity * ml * (density.gramsPerCup / ML_PER_UNIT.cup);
    return metricText(grams(amount.quantity), high === null ? null : grams(high), 'mass', true);
  }
  return metricText(amount.quantity * ml, high === null ? null : high * ml, 'volume');
}

/** A US unit still written after a number (perhaps "1 heaping cup"): the conversion would leave the text half done. */
const US_AMOUNT_LEFT =
  /\d\s*-?\s*(?:[a-z]+\s+){0,2}(?:cups?|tablespoons?|tbsps?|tbs|teaspoons?|tsps?|ounces?|oz|pounds?|lbs?|pints?|quarts?|qts?|gallons?|fl\.?\s*oz)\b/i;

export interface MetricLine {
  text: string;
  /** The metric amounts a serving factor scales, package sizes in parentheses left out; none when nothing converted. */
  amounts: MetricAmountAt[];
}

function replaceMeasures(text: string, allowShortUnits: boolean): MetricLine {
  const { converted, kept } = findMeasures(text, allowShortUnits);
  if (converted.length === 0) return { text, amounts: [] };
  const spots = [...converted, ...kept].sort((a, b) => a.start - b.start);
  let out = '';
  // The line with kept spoons blanked: they are metric too, so only other US amounts count as left over.
  let checked = '';
  let last = 0;
  const amounts: MetricAmountAt[] = [];
  for (const spot of spots) {
    out += text.slice(last, spot.start);
    checked += text.slice(last, spot.start);
    const { text: written, base, baseMax, kind, estimated } = spot.metric;
    if (!spot.inParentheses)
      amounts.push({ start: out.length, end: out.length + written.length, base, baseMax, kind, estimated });
    out += written;
    checked += kind === 'spoon' ? ' '.repeat(written.length) : written;
    last = spot.end;
  }
  out += text.slice(last);
  checked += text.slice(last);
  // Whole or nothing: "340 g beef and 8 oz pork" is worse than the line as written.
  return US_AMOUNT_LEFT.test(checked) ? { text, amounts: [] } : { text: out, amounts };
}

/**
 * An ingredient line in metric, the rest of the text as written: "2 1/2 cups "00" flour" → "300 g "00"
 * flour", "1 cup milk" → "240 ml milk", "1 (28 oz) can tomatoes" → "1 (800 g) can tomatoes", "2 tsp black pepper" as it is. Every
 * amount on the line converts, or none does; counts ("3 eggs") and lines without amounts are unchanged.
 */
export function ingredientLineToMetric(line: string): string {
  return replaceMeasures(line, true).text;
}

/** ingredientLineToMetric, with where each metric amount of the converted line is written and its size. */
export function ingredientLineInMetric(line: string): MetricLine {
  return replaceMeasures(line, true);
}

/**
 * A recipe step in metric: Fahrenheit temperatures in Celsius and every US amount converted the way
 * ingredient lines are ("Whisk in 1 cup of flour" → "Whisk in 120 g of flour"). Amounts convert all
 * together or not at all; temperatures always do.
 */
export function instructionToMetric(text: string): string {
  return replaceMeasures(fahrenheitToCelsiusInText(text), false).text;
}

const CELSIUS_TWIN = /^\s*\(\s*-?\d+(?:\.\d+)?\s*(?:°|º|˚)?\s*(?:degrees?\s*)?C(?:elsius)?\s*\)/i;
const FAHRENHEIT = new RegExp(
  [
    '(-?\\d+(?:\\.\\d+)?)', // the temperature, or the low end of a range
    '(?:\\s*(?:-|–|to)\\s*(-?\\d+(?:\\.\\d+)?))?', // optional high end: "325-350°F", "325 to 350 degrees F"
    // A degree sign or the word "degrees" is required, except "350F"/"350 F" on three digits,
    // so "2 F" in an unrelated sentence is never touched.
    '(?:\\s*(?:°|º|˚)\\s*F(?:ahrenheit)?\\b|\\s*degrees?\\s+F(?:ahrenheit)?\\b|\\s*deg\\.?\\s*F\\b|(?<=\\d{3})\\s?F\\b)',
  ].join(''),
  'gi',
);

/**
 * Replaces Fahrenheit temperatures in free text with Celsius: "350°F", "350 °F", "350 degrees F"
 * and "350 degrees Fahrenheit" all become "175°C". A Celsius twin the author already wrote right
 * after it ("350 degrees F (175 degrees C)") is dropped so the text does not say it twice.
 */
export function fahrenheitToCelsiusInText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(FAHRENHEIT)) {
    const index = match.index ?? 0;
    const low = ovenCelsius(Number(match[1]));
    const high = match[2] === undefined ? null : ovenCelsius(Number(match[2]));
    const replacement = high === null ? `${low}°C` : `${low}–${high}°C`;
    let end = index + match[0].length;
    const twin = CELSIUS_TWIN.exec(text.slice(end));
    if (twin) end += twin[0].length;
    out += text.slice(last, index) + replacement;
    last = end;
  }
  return out + text.slice(last);
}
