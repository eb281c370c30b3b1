/**
 * The one way amounts are written, on the recipe page, the shopping list, in cook mode and by the
 * assistant. No parser here, so a page that only writes amounts loads only this.
 */

interface FractionCandidate {
  value: number;
  text: string;
  tolerance: number;
}

// Halves, thirds and quarters are snapped generously because recipes round to them anyway
// (0.3 cup is "1/3 cup"); eighths only when exact, so 0.4 does not become a fussy "3/8".
const FRACTIONS: readonly FractionCandidate[] = [
  { value: 1 / 2, text: '1/2', tolerance: 0.035 },
  { value: 1 / 3, text: '1/3', tolerance: 0.035 },
  { value: 2 / 3, text: '2/3', tolerance: 0.035 },
  { value: 1 / 4, text: '1/4', tolerance: 0.03 },
  { value: 3 / 4, text: '3/4', tolerance: 0.03 },
  { value: 1 / 8, text: '1/8', tolerance: 0.01 },
  { value: 3 / 8, text: '3/8', tolerance: 0.01 },
  { value: 5 / 8, text: '5/8', tolerance: 0.01 },
  { value: 7 / 8, text: '7/8', tolerance: 0.01 },
];

function nearestFraction(part: number): string | null {
  let best: FractionCandidate | null = null;
  for (const candidate of FRACTIONS) {
    const distance = Math.abs(part - candidate.value);
    if (distance <= candidate.tolerance && (!best || distance < Math.abs(part - best.value))) best = candidate;
  }
  return best?.text ?? null;
}

function plainDecimal(n: number, digits: number): string {
  return String(Number(n.toFixed(digits)));
}

/**
 * Cook-friendly text for an amount: "1 1/2", "1/3", "750", "0.2". Common fractions are used when
 * the value is close to one; otherwise a short decimal, never floating-point noise.
 */
export function formatQuantity(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (n < 0) return `-${formatQuantity(-n)}`;
  // Big amounts are grams or millilitres in practice, where a fraction would be silly.
  if (n >= 100) return String(Math.round(n));
  const whole = Math.floor(n);
  const part = n - whole;
  // Within 0.02 of a whole number is float noise or false precision ("1.98 cups" is 2 cups).
  if (part >= 0.98 - 1e-9) return String(whole + 1);
  if (part < 0.02 && whole > 0) return String(whole);
  if (part < 0.02) return String(Number(n.toPrecision(2)));
  const frac = nearestFraction(part);
  if (frac) return whole > 0 ? `${whole} ${frac}` : frac;
  return plainDecimal(n, n >= 10 ? 1 : 2);
}

const METRIC_UNITS: ReadonlySet<string> = new Set(['ml', 'l', 'g', 'kg']);

/**
 * The one way an amount is written next to its unit, on the recipe, the list, in cook mode and by
 * the assistant: metric units as decimals (one decimal below 10, as a scale shows them), everything
 * else by formatQuantity's cook-friendly fractions.
 */
export function formatAmount(quantity: number, unit: string | null): string {
  if (unit !== null && METRIC_UNITS.has(unit)) {
    return String(quantity < 10 ? Math.round(quantity * 10) / 10 : Math.round(quantity));
  }
  return formatQuantity(quantity);
}

/** "2", or "2–3" for a range whose ends read differently. */
export function formatAmountRange(quantity: number, quantityMax: number | null, unit: string | null): string {
  const low = formatAmount(quantity, unit);
  const high = quantityMax === null ? low : formatAmount(quantityMax, unit);
  return high === low ? low : `${low}–${high}`;
}
