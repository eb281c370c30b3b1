/**
 * Client-side servings scaling for the recipe detail, using the server's parse of each line
 * (ingredientsStructured: quantity, quantityMax, unit, food).
 *
 * - Only the leading amount of a line changes; the rest is kept as the author wrote it, with the
 *   unit word ("cup" → "cups") and, for counted foods, the food ("egg" → "eggs") inflected to match.
 * - Measured amounts use cook-friendly fractions (1 1/2, 1/3, 3/4); in metric, the server's converted
 *   line is scaled (kitchen library's scaleMetricLine), so grams weighed through a density stay grams.
 * - Countable things written as whole numbers stay whole ("2 eggs" × 1.25 → "3 eggs").
 * - Lines without an amount ("salt to taste") are returned unchanged.
 */
import type { StructuredIngredient } from '@common/contracts/recipes.schema';
import { scaleMetricLine } from '@common/kitchen/metric-format';

import type { UnitSystem } from '../../../lib/use-unit-system';

export type { UnitSystem };

const ML_PER_UNIT: Readonly<Record<string, number>> = {
  cup: 240,
  tbsp: 15,
  tsp: 5,
  'fl oz': 30,
  pint: 473,
  quart: 946,
  gallon: 3785,
  ml: 1,
  l: 1000,
};
const GRAMS_PER_UNIT: Readonly<Record<string, number>> = { lb: 453.592, oz: 28.35, g: 1, kg: 1000 };
const METRIC_UNITS = new Set(['ml', 'l', 'g', 'kg']);

const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join('');
const NUMBER = `(?:\\d+\\s+\\d+\\/\\d+|\\d+\\/\\d+|\\d+(?:\\.\\d+)?(?:\\s*[${FRACTION_CHARS}])?|[${FRACTION_CHARS}])`;
/** The amount a line starts with: "1", "1 1/2", "½", "2.5", "3-5", "1 to 2". */
const LEADING_AMOUNT = new RegExp(`^(\\s*)${NUMBER}(?:\\s*(?:-|–|to)\\s*${NUMBER})?`);

const FRIENDLY_PARTS: ReadonlyArray<[number, string]> = [
  [0, ''],
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
  [1, ''],
];

/** 1.5 → "1 1/2", 0.333 → "1/3", 2 → "2", 12.4 → "12 1/2", 31.2 → "31". */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  if (value >= 20) return String(Math.round(value));
  if (value >= 10) value = Math.round(value * 2) / 2;
  let whole = Math.floor(value);
  const fraction = value - whole;
  let [part, label] = FRIENDLY_PARTS[0];
  for (const candidate of FRIENDLY_PARTS) {
    if (Math.abs(candidate[0] - fraction) < Math.abs(part - fraction)) [part, label] = candidate;
  }
  if (part === 1) {
    whole += 1;
    label = '';
  }
  if (whole === 0 && !label) return '1/8';
  if (!whole) return label;
  return label ? `${whole} ${label}` : String(whole);
}

/** Metric numbers: one decimal below 10, whole numbers above. */
function formatDecimal(value: number): string {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return String(rounded);
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
  return template.charAt(0) === template.charAt(0).toUpperCase() &&
    template.charAt(0) !== template.charAt(0).toLowerCase()
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

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  knife: 'knives',
  tomato: 'tomatoes',
  potato: 'potatoes',
  mango: 'mangoes',
  chili: 'chilies',
};

export function pluralizeFood(food: string): string {
  const words = food.split(' ');
  const last = words.pop() ?? '';
  let plural: string;
  if (IRREGULAR_PLURALS[last]) plural = IRREGULAR_PLURALS[last];
  else if (/(s|x|z|ch|sh)$/.test(last)) plural = `${last}es`;
  else if (/[^aeiou]y$/.test(last)) plural = `${last.slice(0, -1)}ies`;
  else plural = `${last}s`;
  return [...words, plural].join(' ');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A counted food ("2 large eggs") agrees with the new amount ("1 large egg"). */
function inflectFood(rest: string, food: string, plural: boolean): string {
  const singular = food.trim().toLowerCase();
  if (!singular || /[^s]s$/.test(singular)) return rest; // already plural or a mass noun we should not touch
  const pluralForm = pluralizeFood(singular);
  const pattern = new RegExp(`\\b(${escapeRegExp(pluralForm)}|${escapeRegExp(singular)})\\b`, 'i');
  const match = pattern.exec(rest);
  if (!match) return rest;
  const replacement = matchCase(match[1], plural ? pluralForm : singular);
  return rest.slice(0, match.index) + replacement + rest.slice(match.index + match[1].length);
}

const isMeasured = (unit: string | null) => unit !== null && (unit in ML_PER_UNIT || unit in GRAMS_PER_UNIT);

/** Scales one value: countable things written whole stay whole (at least 1). */
function scaleValue(value: number, factor: number, unit: string | null, writtenWhole: boolean): number {
  const exact = value * factor;
  const countable = !isMeasured(unit) && unit !== 'inch';
  return countable && writtenWhole ? Math.max(1, Math.round(exact)) : exact;
}

function replaceLeadingAmount(text: string, ingredient: StructuredIngredient, factor: number): string {
  const match = LEADING_AMOUNT.exec(text);
  if (!match || ingredient.quantity === null) return text;
  const unit = ingredient.unit?.toLowerCase() ?? null;
  const writtenWhole =
    Number.isInteger(ingredient.quantity) &&
    (ingredient.quantityMax === null || Number.isInteger(ingredient.quantityMax));
  const low = scaleValue(ingredient.quantity, factor, unit, writtenWhole);
  const high = ingredient.quantityMax === null ? null : scaleValue(ingredient.quantityMax, factor, unit, writtenWhole);
  const format = unit && METRIC_UNITS.has(unit) ? formatDecimal : formatQuantity;
  const amount = high === null || format(high) === format(low) ? format(low) : `${format(low)}–${format(high)}`;
  const plural = (high ?? low) > 1;
  let rest = inflectUnitWord(text.slice(match[0].length), plural);
  if (unit === null) rest = inflectFood(rest, ingredient.food, plural);
  return `${match[1]}${amount}${rest}`;
}

export interface IngredientLineInput {
  /** The line as written. */
  original: string;
  /** The server's metric version of the line (same text when nothing converts). */
  metric: string;
  structured: StructuredIngredient | undefined;
}

/** One ingredient line for display in the chosen unit system, scaled by `factor`. */
export function scaleIngredientLine(line: IngredientLineInput, factor: number, system: UnitSystem): string {
  const base = system === 'metric' ? line.metric : line.original;
  const ingredient = line.structured;
  if (factor === 1 || !ingredient || ingredient.quantity === null) return base;
  if (ingredient.original && ingredient.original.trim() !== line.original.trim()) return base;
  const unit = ingredient.unit?.toLowerCase() ?? null;

  // The server already converted the line (with the kitchen's density table: flour in grams, milk in
  // ml); scaling its metric amounts keeps that choice instead of converting volume again.
  if (system === 'metric' && unit && isMeasured(unit) && line.metric !== line.original) {
    return scaleMetricLine(line.metric, factor);
  }
  return replaceLeadingAmount(base, ingredient, factor);
}

/** Every ingredient line of a recipe, scaled and in the chosen units. */
export function scaleIngredients(
  recipe: { ingredients: string[]; ingredientsMetric: string[]; ingredientsStructured: StructuredIngredient[] },
  factor: number,
  system: UnitSystem,
): string[] {
  return recipe.ingredients.map((original, index) =>
    scaleIngredientLine(
      {
        original,
        metric: recipe.ingredientsMetric[index] ?? original,
        structured: recipe.ingredientsStructured?.[index],
      },
      factor,
      system,
    ),
  );
}
