import { convertUnits, fahrenheitToCelsius, unitById, type UnitDefinition } from './conversions';
import { findDensity, gramsFromMillilitres, millilitresFromGrams, type Density } from './densities';
import { parseLeadingQuantity } from './parse';
import { formatDecimal, kitchenFraction } from './quantity';
import { normalizeText } from './text';

export interface FormattedAmount {
  text: string;
  approximate: boolean;
}

/** Shown text plus whether rounding (or an estimated density) makes it "≈" rather than "=". */
function shown(value: number, decimals: number, label: string, roughly: boolean): FormattedAmount {
  const text = formatDecimal(value, decimals);
  const rounded = Math.abs(Number(text) - value) > 1e-9 * Math.max(1, Math.abs(value));
  return { text: `${text} ${label}`, approximate: roughly || rounded };
}

function scaledMetric(value: number, small: string, large: string, roughly: boolean): FormattedAmount {
  if (value >= 1000) return shown(value / 1000, 3, large, roughly);
  const decimals = roughly ? (value >= 10 ? 0 : 1) : value >= 100 ? 0 : 2;
  return shown(value, decimals, small, roughly);
}

export function unitLabel(unit: UnitDefinition, amount: number): string {
  return amount > 1 ? unit.pluralLabel : unit.label;
}

/**
 * Formats an amount the way a cook reads it: grams and millilitres rounded to what a scale shows,
 * cups and spoons as kitchen fractions. `roughly` marks density-based results, which deserve less precision.
 */
export function formatAmount(value: number, unit: UnitDefinition, roughly = false): FormattedAmount {
  if (unit.id === 'g') return scaledMetric(value, 'g', 'kg', roughly);
  if (unit.id === 'ml') return scaledMetric(value, 'ml', 'L', roughly);
  if (unit.id === 'kg' || unit.id === 'l') return shown(value, 3, unit.label, roughly);
  if (unit.id === 'oz' || unit.id === 'lb' || unit.id === 'floz') {
    return shown(value, value >= 10 ? 1 : 2, unit.label, roughly);
  }
  const fraction = kitchenFraction(value);
  if (fraction) {
    return { text: `${fraction.text} ${unitLabel(unit, value)}`, approximate: roughly || !fraction.exact };
  }
  return { text: `${formatDecimal(value, 2)} ${unitLabel(unit, value)}`, approximate: true };
}

/** Weight↔volume goes through the ingredient's density; same-kind conversions never need one. */
export function convertWithDensity(
  amount: number,
  from: UnitDefinition,
  to: UnitDefinition,
  density: Density | null,
): number | null {
  if (from.kind === to.kind) return convertUnits(amount, from, to);
  if (!density) return null;
  if (from.kind === 'volume') return gramsFromMillilitres(amount * from.base, density) / to.base;
  return millilitresFromGrams(amount * from.base, density) / to.base;
}

// Teaspoons and tablespoons are standard 5/15 ml spoons everywhere, so only US-only units get a metric gloss.
const NEEDS_METRIC = new Set(['cup', 'stick', 'floz', 'pint', 'quart', 'gallon', 'oz', 'lb']);

/** "≈ 240 g" for an ingredient line like "2 cups flour", or null when it is already metric or unparseable. */
export function metricEquivalent(line: string): string | null {
  const parsed = parseLeadingQuantity(normalizeText(line));
  if (!parsed?.unit || !NEEDS_METRIC.has(parsed.unit.id)) return null;
  const density = findDensity(parsed.rest)?.item ?? null;
  const { unit, quantity } = parsed;
  const target = unit.kind === 'weight' || (density && !density.liquid) ? unitById('g') : unitById('ml');
  const value = convertWithDensity(quantity, unit, target, density);
  if (value === null) return null;
  return `≈ ${formatAmount(value, target, target.kind !== unit.kind).text}`;
}

/** An ingredient line with its metric amount appended when it uses US units. */
export function withMetric(line: string): string {
  const metric = metricEquivalent(line);
  return metric ? `${line} (${metric})` : line;
}

/**
 * Adds Celsius to Fahrenheit temperatures in recipe text ("350°F" → "177°C (350°F)"), unless the
 * author already gave Celsius. A bare "350 degrees" counts as Fahrenheit only from 300 up, where
 * a Celsius reading would be implausible for home ovens.
 */
export function annotateTemperatures(text: string): string {
  if (/\d\s*°\s*c\b|\bcelsius\b/i.test(text)) return text;
  return text
    .replace(/\b(\d{2,3})\s*(?:°\s*|degrees?\s+)?(?:F|Fahrenheit)\b/g, (_match, degrees: string) => {
      const fahrenheit = Number(degrees);
      return `${fahrenheitToCelsius(fahrenheit)}°C (${fahrenheit}°F)`;
    })
    .replace(/\b([3-5]\d{2})\s*(?:°|degrees)(?!\s*(?:[CF]\b|\())/gi, (_match, degrees: string) => {
      const fahrenheit = Number(degrees);
      return `${fahrenheitToCelsius(fahrenheit)}°C (${fahrenheit}°F)`;
    });
}
