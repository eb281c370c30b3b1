/**
 * What the server sends with each ingredient line so the browser can scale it without re-reading
 * the text: the parsed amount, where it is written, and the line's metric version with its amounts.
 */
import { ingredientLineInMetric } from './metric';
import type { ParsedItem } from './parse-ingredient';
import { leadingAmountAt, type AmountLayout } from './scale-line';

type ParsedLine = Pick<ParsedItem, 'quantity' | 'quantityMax' | 'food'> & { unit: string | null; original?: string };

/**
 * The metric version of `line` and the layout of its amounts. `parsed` is the stored parse of the
 * line; when it belongs to another text (an edited line) nothing is located, so nothing scales wrongly.
 */
export function amountLayout(line: string, parsed: ParsedLine): { metric: string; layout: AmountLayout } {
  const metric = ingredientLineInMetric(line);
  const sameLine = parsed.original === undefined || parsed.original.trim() === line.trim();
  return {
    metric: metric.text,
    layout: {
      quantity: parsed.quantity,
      quantityMax: parsed.quantityMax,
      unit: parsed.unit,
      food: parsed.food,
      amountAt: sameLine ? leadingAmountAt(line, parsed.quantity) : null,
      metricAmounts: sameLine ? metric.amounts : [],
    },
  };
}
