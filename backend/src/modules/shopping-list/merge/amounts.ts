/**
 * One display amount for a merged shopping-list line, from the amounts each recipe asked for.
 *
 * Unit-choice rules, in order:
 *
 * 1. Metric wins: if any part is metric (ml/l, g/kg), the total is metric, in the spec's rounding
 *    (section 9): whole ml/g (one decimal below 10), litres/kilograms with one decimal from 1000.
 *    500 g + 1 lb → "954 g"; 250 ml + 1 cup → "490 ml".
 * 2. Units the recipes agree on are kept: 1 quart + 1 quart → "2 quarts", 3 tsp + 3 tsp → "6 tsp";
 *    except a cup/tbsp/tsp total that would need a decimal ("0.15 cup"), which goes to rule 3.
 * 3. Mixed US volume is added up exactly in teaspoons (1 cup = 16 tbsp = 48 tsp, 1 pint = 2 cups...;
 *    the spec's 473 ml pint is a metric conversion, not a US relation) and written in ONE unit:
 *    a. exact: the first of cup (≥ 1/4 cup, in quarters or thirds), tbsp (1 to under 16 tbsp, in
 *       halves) or tsp (under 12 tsp, in eighths) that represents the total exactly;
 *       2 tbsp + 1/4 cup → "6 tbsp", 1/2 cup + 8 tbsp → "1 cup", 1 tbsp + 1 tsp → "4 tsp";
 *    b. otherwise the first of cup (eighths), tbsp (halves), tsp (eighths) where rounding UP to that
 *       step overshoots by at most 1/8 of the total; a shopping list may say a little more than
 *       needed but never less. 1 cup + 2 tbsp → "1 1/8 cups".
 * 4. Mixed US mass (lb + oz) is added up in ounces and shown in lb when it is at least 1 lb and a
 *    whole or quarter number of pounds (8 oz + 1 lb → "1 1/2 lb"), else in oz (1 lb + 3 oz → "19 oz").
 * 5. Count units (can, clove, bunch...) and unit-less counts only ever add up with themselves. Whole
 *    things are bought whole, so a total that is not a whole number, half, third or quarter is
 *    rounded up (1/3 onion + 1/2 onion → 1 onion). Inches (of ginger) are measurements and are not
 *    rounded.
 */
import {
  formatQuantity,
  GRAMS_PER_UNIT,
  ML_PER_UNIT,
  toMetric,
  type CountUnit,
  type MassUnit,
  type Unit,
  type VolumeUnit,
} from './recipe-ingredients';

export interface Part<U extends Unit> {
  unit: U;
  amount: number;
}

export interface DisplayAmount {
  quantity: number;
  unit: Unit | null;
  /** Cook-friendly: "1 1/2", "6", "954", "1.4". */
  text: string;
}

/** Float dust left by adding and multiplying ("0.30000000000000004") is not part of an amount. */
export function cleanNumber(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

function sum(values: readonly number[]): number {
  return cleanNumber(values.reduce((total, value) => total + value, 0));
}

function onlyUnit<U extends Unit>(parts: readonly Part<U>[]): U | null {
  const first = parts[0]?.unit ?? null;
  return first !== null && parts.every((part) => part.unit === first) ? first : null;
}

function written(quantity: number, unit: Unit | null): DisplayAmount {
  const clean = cleanNumber(quantity);
  return { quantity: clean, unit, text: formatQuantity(clean) };
}

/** Metric amounts are written as decimals ("1.5 kg"), the way metric cookbooks and packs do. */
function metric(base: number, baseUnit: 'ml' | 'g'): DisplayAmount {
  const amount = toMetric(base, baseUnit);
  // toMetric only returns null for count units, and ml/g are not count units.
  if (!amount) throw new Error(`no metric amount for ${baseUnit}`);
  return { quantity: amount.quantity, unit: amount.unit, text: String(amount.quantity) };
}

type UsVolumeUnit = Exclude<VolumeUnit, 'ml' | 'l'>;

const TSP_PER_US_UNIT: Readonly<Record<UsVolumeUnit, number>> = {
  tsp: 1,
  tbsp: 3,
  'fl oz': 6,
  cup: 48,
  pint: 96,
  quart: 192,
  gallon: 768,
};

function isUsVolume(part: Part<VolumeUnit>): part is Part<UsVolumeUnit> {
  return part.unit !== 'ml' && part.unit !== 'l';
}

interface SpoonUnit {
  unit: 'cup' | 'tbsp' | 'tsp';
  tsp: number;
  /** Smallest amount written in this unit (below it, a smaller unit reads better). */
  min: number;
  /** Exclusive upper bound for the exact pass (above it, a bigger unit reads better). */
  maxExact: number;
  /** Denominators that count as exact in this unit. */
  exactSteps: readonly number[];
  /** Step that the approximate pass rounds up to. */
  roundUpStep: number;
}

const SPOON_UNITS: readonly SpoonUnit[] = [
  { unit: 'cup', tsp: 48, min: 1 / 4, maxExact: Infinity, exactSteps: [4, 3], roundUpStep: 1 / 8 },
  { unit: 'tbsp', tsp: 3, min: 1, maxExact: 16, exactSteps: [2], roundUpStep: 1 / 2 },
  { unit: 'tsp', tsp: 1, min: 0, maxExact: 12, exactSteps: [8], roundUpStep: 1 / 8 },
];

const SPOONS: ReadonlySet<VolumeUnit> = new Set(SPOON_UNITS.map((spoon) => spoon.unit));
const EPSILON = 1e-6;
const MAX_OVERSHOOT = 1 / 8;

function isMultipleOf(value: number, denominator: number): boolean {
  const scaled = value * denominator;
  return Math.abs(scaled - Math.round(scaled)) < EPSILON * denominator;
}

function roundUpTo(value: number, step: number): number {
  return Math.ceil(value / step - EPSILON) * step;
}

function usVolume(tsp: number): DisplayAmount {
  for (const spoon of SPOON_UNITS) {
    const value = tsp / spoon.tsp;
    const fits = value >= spoon.min - EPSILON && value < spoon.maxExact - EPSILON;
    if (fits && spoon.exactSteps.some((d) => isMultipleOf(value, d))) return written(value, spoon.unit);
  }
  for (const spoon of SPOON_UNITS) {
    const value = tsp / spoon.tsp;
    if (value < spoon.min - EPSILON) continue;
    const rounded = roundUpTo(value, spoon.roundUpStep);
    if (rounded - value <= MAX_OVERSHOOT * value || spoon.unit === 'tsp') return written(rounded, spoon.unit);
  }
  return written(tsp, 'tsp');
}

export function volumeAmount(parts: readonly Part<VolumeUnit>[]): DisplayAmount {
  const usParts = parts.filter(isUsVolume);
  if (usParts.length < parts.length) return metric(sum(parts.map((p) => p.amount * ML_PER_UNIT[p.unit])), 'ml');
  const unit = onlyUnit(parts);
  if (unit) {
    const kept = written(sum(parts.map((p) => p.amount)), unit);
    // "0.15 cup" is what scaling 0.3 cup leaves; spoons can say it better ("2 1/2 tbsp").
    if (!SPOONS.has(unit) || !kept.text.includes('.')) return kept;
  }
  return usVolume(sum(usParts.map((p) => p.amount * TSP_PER_US_UNIT[p.unit])));
}

const OZ_PER_LB = 16;

export function massAmount(parts: readonly Part<MassUnit>[]): DisplayAmount {
  if (parts.some((p) => p.unit === 'g' || p.unit === 'kg')) {
    return metric(sum(parts.map((p) => p.amount * GRAMS_PER_UNIT[p.unit])), 'g');
  }
  const unit = onlyUnit(parts);
  if (unit) return written(sum(parts.map((p) => p.amount)), unit);
  const oz = sum(parts.map((p) => (p.unit === 'lb' ? p.amount * OZ_PER_LB : p.amount)));
  const lb = oz / OZ_PER_LB;
  return lb >= 1 - EPSILON && isMultipleOf(lb, 4) ? written(lb, 'lb') : written(oz, 'oz');
}

const FRIENDLY_PARTS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

function wholeThingTotal(total: number): number {
  const whole = Math.floor(total);
  const friendly = FRIENDLY_PARTS.some((part) => Math.abs(total - whole - part) < 0.02);
  return friendly ? total : Math.ceil(total);
}

/** Things counted with a unit ("3 cans", "1 1/2 inch") or without one ("2 onions"). */
export function countAmount(total: number, unit: CountUnit | null): DisplayAmount {
  const clean = cleanNumber(total);
  return written(unit === 'inch' ? clean : wholeThingTotal(clean), unit);
}
