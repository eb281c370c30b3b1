/**
 * A recipe line scaled by a serving factor, as the author wrote it: only its amounts change.
 *
 * The server parses each line once and sends where its amount is written (`amountAt`) and, for the
 * line's metric version, where each metric amount is written and its size in ml or g
 * (`metricAmounts`). Scaling rewrites exactly those characters, so the browser never reads the
 * numbers out of the text again.
 *
 * - The amount scales by the countable-item rule of scale.ts and is written by formatAmount (the one
 *   formatting rule); the unit word ("cup" → "cups") and, for counted foods, the food ("egg" →
 *   "eggs") are inflected to agree with it; everything else stays as written.
 * - In metric, the server's metric amounts are scaled, so grams weighed through a density stay
 *   grams and spoons stay spoons (up to 4 tbsp); a counted amount in front of them ("2 eggs plus
 *   240 ml milk") scales as written.
 * - Lines without an amount ("salt to taste") are returned unchanged.
 */
import { pluralizeFood } from './inflect';
import type { MetricAmountAt } from './metric';
import { formatMetricBase, formatSpoons } from './metric-format';
import { formatAmountRange } from './amount-format';
import { scaleAmount } from './scale';
import type { Unit } from './units';

export type { MetricAmountAt };

/** Characters [start, end) of a line. */
export interface TextSpan {
  start: number;
  end: number;
}

/** One parsed line as the server sends it: the amount, and where its amounts are written. */
export interface AmountLayout {
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  food: string;
  /** Where the amount is written at the start of the line; null when the line does not start with it. */
  amountAt: TextSpan | null;
  /** Further counted things on the line ("1 red bell pepper and 1 yellow bell pepper"), after `amountAt`. */
  alsoAt?: Array<TextSpan & { quantity: number; quantityMax: number | null; food: string }>;
  /** The amounts of the line's metric version; empty when nothing on the line converted. */
  metricAmounts: MetricAmountAt[];
}

const UNIT_WORDS: ReadonlyArray<[string, string]> = [
  ['cup', 'cups'],
  ['tablespoon', 'tablespoons'],
  ['teaspoon', 'teaspoons'],
  ['pound', 'pounds'],
  ['ounce', 'ounces'],
  ['pint', 'pints'],
  ['quart', 'quarts'],
  ['gallon', 'gallons'],
  ['liter', 'liters'],
  ['litre', 'litres'],
  ['milliliter', 'milliliters'],
  ['millilitre', 'millilitres'],
  ['gram', 'grams'],
  ['kilogram', 'kilograms'],
  ['can', 'cans'],
  ['clove', 'cloves'],
  ['pinch', 'pinches'],
  ['dash', 'dashes'],
  ['slice', 'slices'],
  ['piece', 'pieces'],
  ['package', 'packages'],
  ['stick', 'sticks'],
  ['bunch', 'bunches'],
  ['sprig', 'sprigs'],
  ['head', 'heads'],
  ['jar', 'jars'],
  ['bottle', 'bottles'],
  ['bag', 'bags'],
  ['box', 'boxes'],
  ['container', 'containers'],
  ['stalk', 'stalks'],
  ['leaf', 'leaves'],
  ['drop', 'drops'],
  ['handful', 'handfuls'],
  ['envelope', 'envelopes'],
  ['cube', 'cubes'],
  ['ear', 'ears'],
  ['fillet', 'fillets'],
  ['inch', 'inches'],
  ['rack', 'racks'],
  ['strip', 'strips'],
  ['square', 'squares'],
  ['scoop', 'scoops'],
  ['sheet', 'sheets'],
  ['loaf', 'loaves'],
  ['carton', 'cartons'],
];
const SINGULAR_TO_PLURAL = new Map(UNIT_WORDS);
const PLURAL_TO_SINGULAR = new Map(UNIT_WORDS.map(([singular, plural]) => [plural, singular]));

function matchCase(template: string, word: string): string {
  const first = template.charAt(0);
  return first === first.toUpperCase() && first !== first.toLowerCase()
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : word;
}

/** The unit word right after the amount (past a "(14 oz)" size note) agrees with the new amount. */
function inflectUnitWord(rest: string, plural: boolean): string {
  const match = /^(\s*(?:\([^)]*\)\s*)?)([A-Za-z]+)\b/.exec(rest);
  if (!match) return rest;
  const word = match[2].toLowerCase();
  const replacement = plural ? SINGULAR_TO_PLURAL.get(word) : PLURAL_TO_SINGULAR.get(word);
  if (!replacement) return rest;
  return match[1] + matchCase(match[2], replacement) + rest.slice(match[0].length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A counted food ("2 large eggs") agrees with the new amount ("1 large egg"). */
function inflectFood(rest: string, food: string, plural: boolean): string {
  const singular = food.trim().toLowerCase();
  // Already plural, or a mass noun that must not be touched.
  if (!singular || /[^s]s$/.test(singular)) return rest;
  const pluralForm = pluralizeFood(singular);
  const pattern = new RegExp(`\\b(${escapeRegExp(pluralForm)}|${escapeRegExp(singular)})\\b`, 'i');
  const match = pattern.exec(rest);
  if (!match) return rest;
  const replacement = matchCase(match[1], plural ? pluralForm : singular);
  return rest.slice(0, match.index) + replacement + rest.slice(match.index + match[1].length);
}

/** The line with its leading amount, and the counted amounts after it, scaled; as written when it has none. */
export function scaleWrittenAmount(line: string, layout: AmountLayout, factor: number): string {
  const at = layout.amountAt;
  if (!at || layout.quantity === null) return line;
  // Right to left, so each span still points at its own characters.
  const further = [...(layout.alsoAt ?? [])].filter((also) => also.start >= at.end).sort((a, b) => b.start - a.start);
  for (const also of further) {
    const head = line.slice(0, also.start);
    const tail = line.slice(also.start);
    const span = { start: 0, end: also.end - also.start };
    line = head + scaleLeadingAmount(tail, { ...also, unit: null, amountAt: span }, factor);
  }
  return scaleLeadingAmount(line, { ...layout, amountAt: at }, factor);
}

function scaleLeadingAmount(
  line: string,
  layout: Pick<AmountLayout, 'quantity' | 'quantityMax' | 'unit' | 'food'> & { amountAt: TextSpan },
  factor: number,
): string {
  const at = layout.amountAt;
  if (layout.quantity === null) return line;
  // The server sends the parser's canonical unit.
  const unit = layout.unit as Unit | null;
  const scaled = scaleAmount(
    { quantity: layout.quantity, quantityMax: layout.quantityMax, unit, food: layout.food, note: null, confidence: 1 },
    factor,
  );
  if (!scaled) return line;
  const amount = formatAmountRange(scaled.quantity, scaled.quantityMax, unit);
  const plural = (scaled.quantityMax ?? scaled.quantity) > 1;
  let rest = inflectUnitWord(line.slice(at.end), plural);
  if (unit === null) rest = inflectFood(rest, layout.food, plural);
  return line.slice(0, at.start) + amount + rest;
}

/** A converted line with each of its metric amounts scaled and rewritten by the metric rounding. */
export function scaleMetricAmounts(line: string, amounts: readonly MetricAmountAt[], factor: number): string {
  let out = '';
  let last = 0;
  for (const amount of amounts) {
    const high = amount.baseMax === null ? null : amount.baseMax * factor;
    const scaled =
      amount.kind === 'spoon'
        ? formatSpoons(amount.base * factor, high)
        : formatMetricBase(amount.base * factor, high, amount.kind, amount.estimated);
    out += line.slice(last, amount.start) + scaled;
    last = amount.end;
  }
  return out + line.slice(last);
}

/** One ingredient line in the chosen unit system (`metric` is the server's metric version), scaled by `factor`. */
export function scaleLine(
  line: { original: string; metric: string; layout: AmountLayout | undefined },
  factor: number,
  system: 'original' | 'metric',
): string {
  const text = system === 'metric' ? line.metric : line.original;
  if (factor === 1 || !line.layout) return text;
  // The further counts are located in the line as written; a metric version that differs has moved them.
  const layout = text === line.original ? line.layout : { ...line.layout, alsoAt: [] };
  if (system === 'original' || layout.metricAmounts.length === 0) return scaleWrittenAmount(text, layout, factor);
  const metric = scaleMetricAmounts(text, layout.metricAmounts, factor);
  // A count in front of the converted amounts ("2 eggs plus 240 ml milk") is scaled as written.
  const first = layout.metricAmounts[0];
  const countedFirst = layout.amountAt && layout.amountAt.end <= first.start;
  return countedFirst ? scaleWrittenAmount(metric, layout, factor) : metric;
}
