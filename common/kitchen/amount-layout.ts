/**
 * What the server sends with each ingredient line so the browser can scale it without re-reading
 * the text: the parsed amount, where it is written, and the line's metric version with its amounts.
 */
import { ingredientLineInMetric } from './metric';
import type { ParsedItem } from './parse-ingredient';
import { readQuantity } from './quantity';
import type { AmountLayout, TextSpan } from './scale-line';

const DIGIT_START = /^[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/;

/** Where the parsed amount is written at the start of a line, if it is written there in figures. */
export function leadingAmountAt(line: string, quantity: number | null): TextSpan | null {
  if (quantity === null) return null;
  const start = line.length - line.trimStart().length;
  const text = line.slice(start);
  if (!DIGIT_START.test(text)) return null;
  const match = readQuantity(text);
  if (!match || Math.abs(match.quantity - quantity) > 1e-9) return null;
  return { start, end: start + match.length };
}

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
