/**
 * Scaling a parsed ingredient line by a serving factor.
 *
 * Rule for countable things (no unit, or a count/package unit such as can, clove, slice, pinch):
 * nobody buys 1.5 eggs or opens 2/3 of a can, so the scaled amount is rounded to a whole number
 * (at least 1) and the line says so: "1 egg" × 1.5 → "2 eggs (rounded from 1 1/2)". If the recipe
 * itself already used a fraction of the thing ("1/2 onion", "1/3 bunch kale"), simple fractions
 * are evidently fine: halves, thirds and quarters are kept as they are, and anything else is
 * rounded to the nearest half (at least 1/2).
 *
 * Measured amounts (cups, grams, inches...) scale exactly and are written with cook-friendly
 * fractions by formatQuantity. Lines without an amount ("salt to taste") are returned as written.
 */
import { pluralizeFood } from './inflect';
import type { ParsedIngredient } from './parse-ingredient';
import { formatAmount, formatAmountRange, formatQuantity } from './amount-format';
import { isCountUnit, unitLabel, type Unit } from './units';

/** Multiplies an amount, dropping the floating-point dust that multiplication leaves behind. */
export function scaleQuantity(quantity: number | null, factor: number): number | null {
  if (quantity === null) return null;
  return Math.round(quantity * factor * 1e9) / 1e9;
}

export interface ScaledAmount {
  quantity: number;
  quantityMax: number | null;
  /** The exact scaled amount, before rounding countable items. */
  exact: number;
  /** True when rounding changed the amount a cook would see. */
  rounded: boolean;
}

const FRIENDLY_PARTS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

function isCountable(unit: Unit | null): boolean {
  // An inch of ginger is a measurement, not a count.
  return unit === null || (isCountUnit(unit) && unit !== 'inch');
}

function friendlyValue(value: number): number | null {
  const whole = Math.floor(value);
  const part = FRIENDLY_PARTS.find((p) => Math.abs(value - whole - p) < 0.02);
  return part === undefined ? null : whole + part;
}

function roundCount(exact: number, writtenAsWhole: boolean): number {
  if (writtenAsWhole) return Math.max(1, Math.round(exact));
  return friendlyValue(exact) ?? Math.max(0.5, Math.round(exact * 2) / 2);
}

/** Scales the amount of a parsed line, applying the countable-item rule above. Null if it has none. */
export function scaleAmount(parsed: Omit<ParsedIngredient, 'original'>, factor: number): ScaledAmount | null {
  if (!Number.isFinite(factor) || factor <= 0) throw new RangeError(`scale factor must be positive, got ${factor}`);
  const exact = scaleQuantity(parsed.quantity, factor);
  if (exact === null || parsed.quantity === null) return null;
  const exactMax = scaleQuantity(parsed.quantityMax, factor);
  if (!isCountable(parsed.unit)) return { quantity: exact, quantityMax: exactMax, exact, rounded: false };

  const whole =
    Number.isInteger(parsed.quantity) && (parsed.quantityMax === null || Number.isInteger(parsed.quantityMax));
  const quantity = roundCount(exact, whole);
  const quantityMax = exactMax === null ? null : roundCount(exactMax, whole);
  // Compare what the cook would read, so 0.333… vs 1/3 does not count as "rounded".
  const rounded = formatQuantity(quantity) !== formatQuantity(exact);
  return { quantity, quantityMax: quantityMax === quantity ? null : quantityMax, exact, rounded };
}

/**
 * Readable scaled line: amount, unit, food, then the note in parentheses.
 * "2 onions, finely chopped" × 1.5 → "3 onions (finely chopped)".
 */
export function scaleIngredientLine(parsed: ParsedIngredient, factor: number): string {
  const amount = scaleAmount(parsed, factor);
  if (!amount || !parsed.food) return parsed.original.trim();

  const high = amount.quantityMax ?? amount.quantity;
  const amountText = formatAmountRange(amount.quantity, amount.quantityMax, parsed.unit);
  const unitText = parsed.unit ? ` ${unitLabel(parsed.unit, high)}` : '';
  // With a unit the food is a mass noun after it ("2 cups flour"); alone, it is what is counted.
  const food = parsed.unit === null && high > 1 ? pluralizeFood(parsed.food) : parsed.food;

  const remarks = [
    parsed.note,
    amount.rounded ? `rounded from ${formatAmount(amount.exact, parsed.unit)}` : null,
  ].filter((r): r is string => Boolean(r));
  const remarkText = remarks.length ? ` (${remarks.join('; ')})` : '';
  return `${amountText}${unitText} ${food}${remarkText}`;
}
