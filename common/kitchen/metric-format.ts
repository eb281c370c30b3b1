/**
 * How metric amounts are written. No tables and no parser here, so the browser can import it for
 * the recipe page without pulling either in.
 *
 * - Millilitres: whole numbers, one decimal below 10 (1/4 tsp is 1.3 ml); litres with one decimal from 1000.
 * - Grams weighed from a volume through a density are estimates, rounded as a cook would write them:
 *   5 g steps above 50 g, whole grams from 1 g, one decimal below; kilograms with one decimal from 1000 g.
 * - Grams from ounces and pounds are exact conversions: whole grams (454 g), kilograms with one decimal.
 */
export type MetricUnit = 'ml' | 'l' | 'g' | 'kg';

export interface MetricAmount {
  quantity: number;
  unit: MetricUnit;
}

function roundSmall(value: number): number {
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

/** An estimated weight in grams, rounded as a cook would weigh it. */
export function roundGrams(grams: number): number {
  if (grams < 1) return Math.max(0.1, Math.round(grams * 10) / 10);
  if (grams <= 50) return Math.round(grams);
  return Math.round(grams / 5) * 5;
}

/**
 * A base amount (ml or g) in the unit chosen for `scale`; ranges pass their upper end as `scale`
 * so both ends of "3-5 cups" share one unit. `estimated` grams use the cook's rounding.
 */
export function expressMetric(value: number, kind: 'volume' | 'mass', scale: number, estimated = false): MetricAmount {
  if (scale >= 1000) {
    return { quantity: Math.round(value / 100) / 10, unit: kind === 'volume' ? 'l' : 'kg' };
  }
  const quantity = estimated && kind === 'mass' ? roundGrams(value) : roundSmall(value);
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
