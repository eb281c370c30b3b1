/**
 * US customary → metric for ingredient amounts, and °F → °C for recipe text.
 *
 * Factors are the product spec's, not the exact legal definitions (1 cup = 240 ml, not 236.6),
 * because those are the round numbers metric cookbooks use.
 *
 * Display rounding: millilitres and grams are whole numbers (one decimal below 10, so 1/4 tsp is
 * 1.3 ml rather than 1 ml); from 1000 they switch to litres / kilograms with one decimal.
 */
import { parseIngredient } from './parse-ingredient';
import { readQuantity } from './quantity';
import { isMassUnit, isVolumeUnit, readUnit, type MassUnit, type Unit, type VolumeUnit } from './units';

export type MetricUnit = 'ml' | 'l' | 'g' | 'kg';

export interface MetricAmount {
  quantity: number;
  unit: MetricUnit;
}

export const ML_PER_UNIT: Readonly<Record<VolumeUnit, number>> = {
  cup: 240,
  tbsp: 15,
  tsp: 5,
  'fl oz': 30,
  pint: 473,
  quart: 946,
  gallon: 3785,
  ml: 1,
  l: 1000,
};

export const GRAMS_PER_UNIT: Readonly<Record<MassUnit, number>> = {
  lb: 453.592,
  oz: 28.35,
  g: 1,
  kg: 1000,
};

/** Amount in the base metric unit (ml or g), or null for count units that have no fixed size. */
function toBase(quantity: number, unit: Unit): { value: number; kind: 'volume' | 'mass' } | null {
  if (isVolumeUnit(unit)) return { value: quantity * ML_PER_UNIT[unit], kind: 'volume' };
  if (isMassUnit(unit)) return { value: quantity * GRAMS_PER_UNIT[unit], kind: 'mass' };
  return null;
}

function roundSmall(value: number): number {
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Expresses a base amount (ml or g) in the unit chosen for `scale`. Ranges pass their upper end as
 * `scale` so both ends of "3-5 cups" share one unit.
 */
function express(value: number, kind: 'volume' | 'mass', scale: number): MetricAmount {
  if (scale >= 1000) {
    return { quantity: roundOneDecimal(value / 1000), unit: kind === 'volume' ? 'l' : 'kg' };
  }
  return { quantity: roundSmall(value), unit: kind === 'volume' ? 'ml' : 'g' };
}

/**
 * Metric equivalent of an amount, rounded for display; null for units that are not volume or
 * mass (cans, cloves, pinches, inches...).
 */
export function toMetric(quantity: number, unit: Unit): MetricAmount | null {
  const base = toBase(quantity, unit);
  return base ? express(base.value, base.kind, base.value) : null;
}

function metricUnitLabel(unit: MetricUnit): string {
  return unit === 'l' ? 'L' : unit;
}

/** "480 ml", "1.4 kg", or "480–720 ml" for a range. */
export function formatMetricAmount(quantity: number, quantityMax: number | null, unit: Unit): string | null {
  const low = toBase(quantity, unit);
  if (!low) return null;
  const high = quantityMax === null ? null : toBase(quantityMax, unit);
  const scale = high ? high.value : low.value;
  const from = express(low.value, low.kind, scale);
  const to = high ? express(high.value, high.kind, scale) : null;
  const text = to ? `${from.quantity}–${to.quantity}` : String(from.quantity);
  return `${text} ${metricUnitLabel(from.unit)}`;
}

/**
 * Rewrites the leading amount of an ingredient line in metric, keeping the rest of the text as
 * written: "2 cups flour" → "480 ml flour". Lines whose amount is a count ("1 (14.5 ounce) can
 * tomatoes", "2 eggs") or that have no amount come back unchanged.
 */
export function ingredientLineToMetric(line: string): string {
  const parsed = parseIngredient(line);
  if (parsed.quantity === null || parsed.unit === null) return line;
  const start = line.length - line.trimStart().length;
  const amount = readQuantity(line.slice(start));
  if (!amount) return line;
  const afterNumber = line.slice(start + amount.length);
  const gap = afterNumber.length - afterNumber.trimStart().length;
  const unit = readUnit(afterNumber.slice(gap));
  // Only rewrite when the amount sits where we expect it; otherwise we would mangle the text.
  if (!unit || unit.unit !== parsed.unit) return line;
  const metric = formatMetricAmount(amount.quantity, amount.quantityMax, unit.unit);
  if (!metric) return line;
  const end = start + amount.length + gap + unit.length;
  return `${line.slice(0, start)}${metric}${line.slice(end)}`;
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

function fahrenheitToCelsius(f: number): number {
  return Math.round(((f - 32) * 5) / 9);
}

/**
 * Replaces Fahrenheit temperatures in free text with Celsius: "350°F", "350 °F", "350 degrees F"
 * and "350 degrees Fahrenheit" all become "177°C". A Celsius twin the author already wrote right
 * after it ("350 degrees F (175 degrees C)") is dropped so the text does not say it twice.
 */
export function fahrenheitToCelsiusInText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(FAHRENHEIT)) {
    const index = match.index ?? 0;
    const low = fahrenheitToCelsius(Number(match[1]));
    const high = match[2] === undefined ? null : fahrenheitToCelsius(Number(match[2]));
    const replacement = high === null ? `${low}°C` : `${low}–${high}°C`;
    let end = index + match[0].length;
    const twin = CELSIUS_TWIN.exec(text.slice(end));
    if (twin) end += twin[0].length;
    out += text.slice(last, index) + replacement;
    last = end;
  }
  return out + text.slice(last);
}
