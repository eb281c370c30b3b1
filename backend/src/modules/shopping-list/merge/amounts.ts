/**
 * One display amount for a merged shopping-list line, from the amounts each recipe asked for.
 *
 * Unit-choice rules, in order:
 *
 * 1. Metric wins: if any part is metric (ml/l, g/kg), the total is metric, in the spec's rounding
 *    (section 9): whole ml/g (one decimal below 10), litres/kilograms with one decimal from 1000;
 *    grams that include pounds or ounces are rounded as a cook writes them (cookGrams in
 *    @common/kitchen/metric-format): 500 g + 1 lb → "950 g"; 250 ml + 1 cup → "490 ml".
 * 2. Units the recipes agree on are kept when the total still reads well in them: 1 quart + 1 quart →
 *    "2 quarts", 1 tsp + 2 tsp → "3 tsp", cups always; but teaspoons from 2 tbsp (6 tsp) up and
 *    tablespoons above half a cup (8 tbsp) are rewritten by rule 3, as is a cup/tbsp/tsp total that
 *    would need a decimal ("0.15 cup"). A cook writes 13 tbsp as "3/4 cup + 1 tbsp" and 8 3/4 tsp as
 *    "3 tbsp", never "13 tbsp".
 * 3. Mixed US volume is added up exactly in teaspoons (1 cup = 16 tbsp = 48 tsp, 1 pint = 2 cups...;
 *    the spec's 473 ml pint is a metric conversion, not a US relation) and written in the largest
 *    unit a cook would use:
 *    a. exact, in this order: cups (≥ 1/4 cup, in quarters or thirds); tbsp (1 to 8 tbsp, in halves);
 *       tsp (under 6 tsp, in eighths); cups in eighths from 1 cup ("1 1/8 cups");
 *       2 tbsp + 1/4 cup → "6 tbsp", 1/2 cup + 8 tbsp → "1 cup", 1 tbsp + 1 tsp → "4 tsp";
 *    b. under a cup, exact as cups plus spoons: the largest quarter or third of a cup below the total
 *       and a whole or half number of tablespoons (up to 3): 13 tbsp → "3/4 cup + 1 tbsp",
 *       10 tbsp → "1/2 cup + 2 tbsp";
 *    c. otherwise the first of cup (eighths), tbsp (halves), tsp (eighths) where rounding UP to that
 *       step overshoots by at most 1/8 of the total (from 2 tbsp, tablespoons always); a shopping
 *       list may say a little more than needed but never less. 1 cup + 1 tsp → "1 1/8 cups",
 *       8 3/4 tsp → "3 tbsp", 9 1/4 tsp → "3 1/2 tbsp", 2 1/3 cups + 4 tbsp → "2 5/8 cups".
 * 4. Mixed US mass (lb + oz) is added up in ounces and shown in lb when it is at least 1 lb and a
 *    whole or quarter number of pounds (8 oz + 1 lb → "1 1/2 lb"), else in oz (1 lb + 3 oz → "19 oz").
 * 5. Count units (can, clove, bunch...) and unit-less counts only ever add up with themselves. Whole
 *    things are bought whole, so a total that is not a whole number, half, third or quarter is
 *    rounded up (1/3 onion + 1/2 onion → 1 onion). Inches (of ginger) are measurements and are not
 *    rounded.
 */
import {
  expressMetric,
  formatAmount,
  GRAMS_PER_UNIT,
  ML_PER_UNIT,
  toMetric,
  type CountUnit,
  type MassUnit,
  type Unit,
  type VolumeUnit,
} from '@common/kitchen';

export interface Part<U extends Unit> {
  unit: U;
  amount: number;
}

export interface DisplayAmount {
  quantity: number;
  unit: Unit | null;
  /** Cook-friendly: "1 1/2", "6", "954", "1.4". */
  text: string;
  /** A second part in a smaller unit: "3/4 cup + 1 tbsp" is 3/4 cup plus {1, tbsp}. */
  plus?: { quantity: number; unit: Unit; text: string };
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
  return { quantity: clean, unit, text: formatAmount(clean, unit) };
}

/**
 * Metric amounts are written as decimals ("1.5 kg"), the way metric cookbooks and packs do;
 * `fromUs` grams (some of them were pounds or ounces) with the cook's rounding.
 */
function metric(base: number, baseUnit: 'ml' | 'g', fromUs = false): DisplayAmount {
  const amount = fromUs ? expressMetric(base, 'mass', base, true) : toMetric(base, baseUnit);
  // toMetric only returns null for count units, and ml/g are not count units.
  if (!amount) throw new Error(`no metric amount for ${baseUnit}`);
  return { quantity: amount.quantity, unit: amount.unit, text: formatAmount(amount.quantity, amount.unit) };
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

const EPSILON = 1e-6;
const MAX_OVERSHOOT = 1 / 8;
const TSP_PER_CUP = 48;
const TSP_PER_TBSP = 3;

function isMultipleOf(value: number, denominator: number): boolean {
  const scaled = value * denominator;
  return Math.abs(scaled - Math.round(scaled)) < EPSILON * denominator;
}

function roundUpTo(value: number, step: number): number {
  return Math.ceil(value / step - EPSILON) * step;
}

/** The exact ways a cook writes an amount, largest unit first (rule 3a). */
function exactSpoons(tsp: number): DisplayAmount | null {
  const cups = tsp / TSP_PER_CUP;
  const tbsp = tsp / TSP_PER_TBSP;
  if (cups >= 1 / 4 - EPSILON && (isMultipleOf(cups, 4) || isMultipleOf(cups, 3))) return written(cups, 'cup');
  if (tbsp >= 1 - EPSILON && tbsp <= 8 + EPSILON && isMultipleOf(tbsp, 2)) return written(tbsp, 'tbsp');
  if (tsp < 6 - EPSILON && isMultipleOf(tsp, 8)) return written(tsp, 'tsp');
  if (cups >= 1 - EPSILON && isMultipleOf(cups, 8)) return written(cups, 'cup');
  return null;
}

/** Rule 3b: "3/4 cup + 1 tbsp". */
function cupsPlusSpoons(tsp: number): DisplayAmount | null {
  // From a cup up, eighths of a cup read better than "2 1/3 cups + 4 tbsp" (rule 3c).
  if (tsp < TSP_PER_CUP / 4 || tsp >= TSP_PER_CUP - EPSILON) return null;
  const candidates = [4, 3].map((parts) => Math.floor((tsp / TSP_PER_CUP) * parts + EPSILON) / parts);
  for (const cups of candidates.sort((a, b) => b - a)) {
    if (cups < 1 / 4 - EPSILON) continue;
    const tbsp = (tsp - cups * TSP_PER_CUP) / TSP_PER_TBSP;
    if (tbsp > EPSILON && tbsp <= 3 + EPSILON && isMultipleOf(tbsp, 2)) {
      const spoons = written(tbsp, 'tbsp');
      return { ...written(cups, 'cup'), plus: { quantity: spoons.quantity, unit: 'tbsp', text: spoons.text } };
    }
  }
  return null;
}

/** Rule 3c: the first unit where rounding up overshoots by at most 1/8. */
function roundedUp(tsp: number): DisplayAmount {
  const steps: Array<{ unit: 'cup' | 'tbsp' | 'tsp'; per: number; min: number; step: number }> = [
    { unit: 'cup', per: TSP_PER_CUP, min: 1 / 4, step: 1 / 8 },
    { unit: 'tbsp', per: TSP_PER_TBSP, min: 1, step: 1 / 2 },
    { unit: 'tsp', per: 1, min: 0, step: 1 / 8 },
  ];
  for (const { unit, per, min, step } of steps) {
    const value = tsp / per;
    if (value < min - EPSILON) continue;
    const rounded = roundUpTo(value, step);
    // From 2 tbsp a cook measures in tablespoons: "9 1/4 tsp" is bought as 3 1/2 tbsp.
    const spoonful = unit === 'tbsp' && value >= 2 - EPSILON;
    if (rounded - value <= MAX_OVERSHOOT * value || unit === 'tsp' || spoonful) return written(rounded, unit);
  }
  return written(tsp, 'tsp');
}

function usVolume(tsp: number): DisplayAmount {
  return exactSpoons(tsp) ?? cupsPlusSpoons(tsp) ?? roundedUp(tsp);
}

/** Rule 2: a unit the recipes agree on, unless a cook would write the total in a bigger one. */
function readsWell(amount: DisplayAmount): boolean {
  if (amount.text.includes('.') && (amount.unit === 'cup' || amount.unit === 'tbsp' || amount.unit === 'tsp')) {
    return false;
  }
  if (amount.unit === 'tsp') return amount.quantity < 6 - EPSILON;
  if (amount.unit === 'tbsp') return amount.quantity <= 8 + EPSILON;
  return true;
}

export function volumeAmount(parts: readonly Part<VolumeUnit>[]): DisplayAmount {
  const usParts = parts.filter(isUsVolume);
  if (usParts.length < parts.length) return metric(sum(parts.map((p) => p.amount * ML_PER_UNIT[p.unit])), 'ml');
  const unit = onlyUnit(parts);
  if (unit) {
    const kept = written(sum(parts.map((p) => p.amount)), unit);
    // "0.15 cup" is what scaling 0.3 cup leaves; spoons can say it better ("2 1/2 tbsp").
    if (readsWell(kept)) return kept;
  }
  return usVolume(sum(usParts.map((p) => p.amount * TSP_PER_US_UNIT[p.unit])));
}

const OZ_PER_LB = 16;

export function massAmount(parts: readonly Part<MassUnit>[]): DisplayAmount {
  if (parts.some((p) => p.unit === 'g' || p.unit === 'kg')) {
    const fromUs = parts.some((p) => p.unit === 'lb' || p.unit === 'oz');
    return metric(sum(parts.map((p) => p.amount * GRAMS_PER_UNIT[p.unit])), 'g', fromUs);
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
