/**
 * How metric amounts are written, and how an already-converted line is scaled. No tables and no
 * parser here, so the browser can import it for the recipe page without pulling either in.
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

const METRIC_AMOUNT = /(\d+(?:\.\d+)?)(?:\s*[–-]\s*(\d+(?:\.\d+)?))?\s*(ml|L|l|g|kg)\b/g;
const BASE: Readonly<Record<string, { kind: 'volume' | 'mass'; factor: number }>> = {
  ml: { kind: 'volume', factor: 1 },
  l: { kind: 'volume', factor: 1000 },
  L: { kind: 'volume', factor: 1000 },
  g: { kind: 'mass', factor: 1 },
  kg: { kind: 'mass', factor: 1000 },
};

/**
 * Scales every metric amount of a converted line ("300 g flour and 1.3 ml vanilla" × 2), leaving
 * package sizes in parentheses ("1 (800 g) can") as printed on the can. Scaling the grams the server
 * worked out keeps the density it used; the browser never converts volume again.
 */
export function scaleMetricLine(line: string, factor: number): string {
  let depth = 0;
  let out = '';
  let last = 0;
  const parenDepthAt: number[] = [];
  for (let i = 0; i < line.length; i++) {
    parenDepthAt.push(depth);
    if (line[i] === '(') depth += 1;
    else if (line[i] === ')') depth = Math.max(0, depth - 1);
  }
  for (const match of line.matchAll(METRIC_AMOUNT)) {
    const index = match.index ?? 0;
    if (parenDepthAt[index] > 0) continue;
    const base = BASE[match[3]];
    const low = Number(match[1]) * base.factor * factor;
    const high = match[2] === undefined ? null : Number(match[2]) * base.factor * factor;
    // Grams that were weighed from a volume cannot be told apart here, so all grams get the cook's rounding.
    out += line.slice(last, index) + formatMetricBase(low, high, base.kind, base.kind === 'mass');
    last = index + match[0].length;
  }
  return out + line.slice(last);
}
