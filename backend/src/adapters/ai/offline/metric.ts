import { ingredientLineInMetric } from '@common/kitchen/metric';
import { readQuantity } from '@common/kitchen/quantity';
import { readUnit, type Unit } from '@common/kitchen/units';

// Teaspoons and tablespoons are standard 5/15 ml spoons everywhere, so only US-only units get a metric gloss.
const NEEDS_METRIC: ReadonlySet<Unit> = new Set<Unit>(['cup', 'fl oz', 'pint', 'quart', 'gallon', 'oz', 'lb']);

/**
 * "≈ 240 g" for an ingredient line like "2 cups flour": the amount the recipe page shows in metric,
 * or null when the line is already metric, measured in spoons or not converted there.
 */
export function metricEquivalent(line: string): string | null {
  const text = line.trim();
  const amount = readQuantity(text);
  const unit = amount ? readUnit(text.slice(amount.length).trimStart()) : null;
  if (!unit || !NEEDS_METRIC.has(unit.unit)) return null;
  const metric = ingredientLineInMetric(text);
  const first = metric.amounts[0];
  return first?.start === 0 ? `≈ ${metric.text.slice(first.start, first.end)}` : null;
}

/** An ingredient line with its metric amount appended when it uses US units. */
export function withMetric(line: string): string {
  const metric = metricEquivalent(line);
  return metric ? `${line} (${metric})` : line;
}
