/**
 * How metric amounts are written: the one place the rounding rules live. No tables and no parser
 * here, so the browser can import it for the recipe page without pulling either in.
 *
 * - Millilitres: whole numbers, one decimal below 10 (1/4 cup water is 60 ml); litres with one
 *   decimal from 1000.
 * - Spoons: a metric cook measures small amounts with the same 5 ml teaspoon and 15 ml tablespoon,
 *   so a spoon amount of a food with no density (black pepper, chili flakes) stays in spoons up to
 *   4 tbsp (60 ml), "2 tsp black pepper", never "10 ml black pepper"; see formatSpoons.
 * - Grams converted from another unit (cups through a density, or pounds and ounces) are rounded as
 *   a cook writes them, by cookGrams: one decimal below 1 g, whole grams to 50 g, the nearest 5 g to
 *   250 g (4 oz → 115 g, 8 oz → 225 g), the nearest 25 g below 1 kg (1 lb → 450 g, 28 oz → 800 g),
 *   then kilograms with one decimal (3 lb → 1.4 kg). Such amounts carry `estimated: true`.
 * - Grams and millilitres written in metric, and exact conversions asked for (toMetric, "how many
 *   grams in a pound"), keep whole grams (454 g).
 */
import { formatAmount } from './amount-format';
export type MetricUnit = 'ml' | 'l' | 'g' | 'kg';

export interface MetricAmount {
  quantity: number;
  unit: MetricUnit;
}

function roundSmall(value: number): number {
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

/** Grams converted from another unit, rounded as a cook writes them (see the header). */
export function cookGrams(grams: number): number {
  if (grams < 1) return Math.max(0.1, Math.round(grams * 10) / 10);
  if (grams <= 50) return Math.round(grams);
  if (grams < 250) return Math.round(grams / 5) * 5;
  return Math.round(grams / 25) * 25;
}

/**
 * A base amount (ml or g) in the unit chosen for `scale`; ranges pass their upper end as `scale`
 * so both ends of "3-5 cups" share one unit. `estimated` grams use the cook's rounding.
 */
export function expressMetric(value: number, kind: 'volume' | 'mass', scale: number, estimated = false): MetricAmount {
  // 990 g rounds to 1000 g, which a cook writes as 1 kg.
  const cookRounded = estimated && kind === 'mass';
  if (scale >= 1000 || (cookRounded && cookGrams(scale) >= 1000)) {
    return { quantity: Math.round(value / 100) / 10, unit: kind === 'volume' ? 'l' : 'kg' };
  }
  const quantity = cookRounded ? cookGrams(value) : roundSmall(value);
  return { quantity, unit: kind === 'volume' ? 'ml' : 'g' };
}

export function metricUnitLabel(unit: MetricUnit): string {
  return unit === 'l' ? 'L' : unit;
}

/** "480 ml", "1.4 kg", or "480–720 ml" for a range of base amounts. */
export function formatMetricBase(low: number, high: number | null, kind: 'volume' | 'mass', estimated = false): string {
  const scale = high ?? low;
  const from = expressMetric(low, kind, scale, estimated);
  const to = high === null ? null : expressMetric(high, kind, scale, estimated);
  const text = to && to.quantity !== from.quantity ? `${from.quantity}–${to.quantity}` : String(from.quantity);
  return `${text} ${metricUnitLabel(from.unit)}`;
}

/** Spoon amounts of a food with no density stay spoons up to 4 tbsp; more is measured in ml. */
// The spec's spoons (convert.ts ML_PER_UNIT), repeated so this module stays free of the unit tables.
const TBSP_ML = 15;
const TSP_ML = 5;
export const SPOON_LIMIT_ML = 4 * TBSP_ML;

/** "2 tsp", "1 1/2 tbsp": whole or half tablespoons from 1 tbsp, teaspoons otherwise. */
function spoonUnit(ml: number): 'tsp' | 'tbsp' {
  const halves = (ml / TBSP_ML) * 2;
  return ml >= TBSP_ML - 1e-9 && Math.abs(halves - Math.round(halves)) < 1e-6 ? 'tbsp' : 'tsp';
}

/**
 * A small volume the way a metric cook measures it: "1/4 tsp", "2 tbsp", "1–2 tsp"; above
 * SPOON_LIMIT_ML (a scaled "4 tbsp" doubled) in millilitres.
 */
export function formatSpoons(ml: number, mlMax: number | null): string {
  const top = mlMax ?? ml;
  if (top > SPOON_LIMIT_ML + 1e-9) return formatMetricBase(ml, mlMax, 'volume');
  const unit = spoonUnit(top);
  const size = unit === 'tbsp' ? TBSP_ML : TSP_ML;
  const low = formatAmount(ml / size, unit);
  const high = mlMax === null ? low : formatAmount(mlMax / size, unit);
  return `${high === low ? low : `${low}–${high}`} ${unit}`;
}
