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

type ParsedLine = Pick<ParsedItem, 'quantity' | 'quantityMax' | 'food'> & {
  unit: string | null;
  original?: string;
  /** The line's things when it holds several ("1 red bell pepper and 1 yellow bell pepper"). */
  items?: ReadonlyArray<Pick<ParsedItem, 'quantity' | 'quantityMax' | 'food' | 'unit'>>;
};

/**
 * Where the line's further counted things are written, each after the one before: "… and 1 yellow
 * bell pepper" scales with the servings like the first. Only counts (no unit) written in figures.
 */
function furtherCountsAt(line: string, parsed: ParsedLine, first: TextSpan): NonNullable<AmountLayout['alsoAt']> {
  const found: NonNullable<AmountLayout['alsoAt']>[number][] = [];
  let from = first.end;
  for (const item of (parsed.items ?? []).slice(1)) {
    if (item.quantity === null || item.unit !== null) return found;
    const at = nextAmountAt(line, from, item.quantity);
    if (!at) return found;
    found.push({ ...at, quantity: item.quantity, quantityMax: item.quantityMax, food: item.food });
    from = at.end;
  }
  return found;
}

/** The first amount equal to `quantity` written in figures at a word start at or after `from`. */
function nextAmountAt(line: string, from: number, quantity: number): TextSpan | null {
  for (let start = from; start < line.length; start += 1) {
    if (start > 0 && /[\p{L}\d/.]/u.test(line[start - 1])) continue;
    const at = leadingAmountAt(line.slice(start), quantity);
    if (at) return { start: start + at.start, end: start + at.end };
  }
  return null;
}

/**
 * The metric version of `line` and the layout of its amounts. `parsed` is the stored parse of the
 * line; when it belongs to another text (an edited line) nothing is located, so nothing scales wrongly.
 */
export function amountLayout(line: string, parsed: ParsedLine): { metric: string; layout: AmountLayout } {
  const metric = ingredientLineInMetric(line);
  const sameLine = parsed.original === undefined || parsed.original.trim() === line.trim();
  const amountAt = sameLine ? leadingAmountAt(line, parsed.quantity) : null;
  return {
    metric: metric.text,
    layout: {
      quantity: parsed.quantity,
      quantityMax: parsed.quantityMax,
      unit: parsed.unit,
      food: parsed.food,
      amountAt,
      alsoAt: amountAt ? furtherCountsAt(line, parsed, amountAt) : [],
      metricAmounts: sameLine ? metric.amounts : [],
    },
  };
}
