/**
 * The shopping-list merge engine: many recipes' ingredient lines in, one line per thing to buy out.
 * Pure and deterministic: no database, no clock, no randomness; the same input gives the same list.
 *
 * The spec's rule (section 5) is the floor: items merge when food name and unit match ignoring
 * case, quantities add up and each recipe is named once. On top of it:
 *
 * - Compatible units merge: volume with volume, mass with mass, into one unit chosen by the rules in
 *   amounts.ts. Count units (can, clove, ...) merge only with the same unit, unit-less counts only
 *   with unit-less counts ("2 eggs" + "1 egg" → 3 eggs). Volume never merges with mass.
 * - Each recipe's `factor` scales its lines first, with the parser's scaling rules (whole things
 *   stay whole: 1 egg × 0.5 is still 1 egg).
 * - Ranges count at their upper end ("2-3 eggs" → 3): a shopping list should not run short.
 * - Lines without an amount ("salt to taste") join the measured line of the same food when there is
 *   one, since that purchase covers them too; otherwise they make one line per food, quantity null.
 * - Nothing merges when unsure. A line the parser did not understand well (confidence below
 *   MIN_CONFIDENCE, e.g. "2 x 400g tins chopped tomatoes" read as food "x 400g tin") is its own item,
 *   keyed and shown by its original text, even if another recipe has the very same text. When its recipe is scaled, the text gets a
 *   "(×2)" note instead of a guessed amount.
 * - Headers and footnotes ("For the sauce:") are not things to buy and are dropped.
 */
import { aisleForIngredient, AISLE_ORDER, type Aisle } from './aisles';
import { countAmount, massAmount, volumeAmount, type DisplayAmount, type Part } from './amounts';
import {
  formatQuantity,
  isMassUnit,
  isVolumeUnit,
  parseIngredient,
  pluralizeFood,
  readQuantity,
  readUnit,
  scaleAmount,
  singularizeFood,
  unitLabel,
  type CountUnit,
  type MassUnit,
  type ParsedIngredient,
  type Unit,
  type VolumeUnit,
} from './recipe-ingredients';

export interface ListRecipe {
  id: number;
  name: string;
  /** servings factor, 1 = as written */
  factor: number;
  ingredients: ParsedIngredient[];
}

export interface MergedItem {
  /** Stable: "food|family" (family: volume, mass, a count unit, each, unmeasured) or "line:<text>". */
  key: string;
  /** Food display name: plural when counted without a unit and more than one ("3 eggs"). */
  ingredient: string;
  quantity: number | null;
  /** Cook-friendly: "1 1/2", "750", "" when there is no amount. */
  quantityText: string;
  /** Lower-case display unit ("cups", "tbsp", "g", "cloves"), null for none. */
  unit: string | null;
  aisle: Aisle;
  /** Recipe names, each once, in the order the recipes were added. */
  recipes: string[];
  /** Original lines that make up this item, each distinct text once. */
  sources: string[];
}

/** A line with an amount is merged only when the parser was at least this sure of it. */
export const MIN_CONFIDENCE = 0.7;
/**
 * Lines without an amount cannot be mis-added, only mis-named, so a little less certainty is
 * enough (the parser scores a bare "Salt" or "milk" 0.65).
 */
export const MIN_CONFIDENCE_UNMEASURED = 0.6;

type Family = 'volume' | 'mass' | 'each' | 'unmeasured' | CountUnit;

interface Occurrence {
  recipe: number;
  recipeName: string;
  source: string;
}

interface Group {
  key: string;
  food: string;
  family: Family | null;
  volume: Part<VolumeUnit>[];
  mass: Part<MassUnit>[];
  count: number;
  occurrences: Occurrence[];
  /** Display text for a line kept as written (family null). */
  verbatim?: string;
  aisleUnit: Unit | null;
}

/** Food names compare without case, accents or extra spaces ("Crème fraîche" = "creme fraiche"). */
function foodKey(food: string): string {
  return food.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function lineKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

// The parser already marks digits left in a food name ("x 400g tin") down by 0.3, which keeps such
// lines below MIN_CONFIDENCE; no separate check is needed.
function isSure(parsed: ParsedIngredient): boolean {
  if (!parsed.food.trim()) return false;
  const needed = parsed.quantity === null ? MIN_CONFIDENCE_UNMEASURED : MIN_CONFIDENCE;
  return parsed.confidence >= needed;
}

function familyOf(unit: Unit | null): Family {
  if (unit === null) return 'each';
  if (isVolumeUnit(unit)) return 'volume';
  if (isMassUnit(unit)) return 'mass';
  return unit;
}

/** Headers, footnotes and blank lines: nothing to buy. */
function isNotAnItem(parsed: ParsedIngredient): boolean {
  return !parsed.original.trim() || (!parsed.food.trim() && parsed.quantity === null);
}

/** Scaled amount a recipe needs, at the upper end of a range; null when the line has none. */
function neededAmount(parsed: ParsedIngredient, factor: number): number | null {
  const scaled = scaleAmount(parsed, factor);
  return scaled ? (scaled.quantityMax ?? scaled.quantity) : null;
}

function newGroup(key: string, food: string, family: Family | null, aisleUnit: Unit | null): Group {
  return { key, food, family, volume: [], mass: [], count: 0, occurrences: [], aisleUnit };
}

function addAmount(group: Group, unit: Unit | null, amount: number): void {
  if (isVolumeUnit(unit)) group.volume.push({ unit, amount });
  else if (isMassUnit(unit)) group.mass.push({ unit, amount });
  else group.count += amount;
}

function verbatimText(parsed: ParsedIngredient, factor: number): string {
  const text = parsed.original.replace(/\s+/g, ' ').trim();
  return factor === 1 ? text : `${text} (×${formatQuantity(factor)})`;
}

class Grouper {
  readonly groups = new Map<string, Group>();

  addUnsure(parsed: ParsedIngredient, factor: number, occurrence: Occurrence): void {
    const base = `line:${lineKey(parsed.original)}`;
    let key = base;
    for (let n = 2; this.groups.has(key); n++) key = `${base}#${n}`;
    const group = newGroup(key, parsed.food, null, parsed.unit);
    group.verbatim = verbatimText(parsed, factor);
    group.occurrences.push(occurrence);
    this.groups.set(key, group);
  }

  addSure(parsed: ParsedIngredient, factor: number, occurrence: Occurrence): void {
    const food = foodKey(parsed.food);
    const amount = neededAmount(parsed, factor);
    const family: Family = amount === null ? 'unmeasured' : familyOf(parsed.unit);
    const key = `${food}|${family}`;
    let group = this.groups.get(key);
    if (!group) {
      const aisleUnit = family === 'volume' || family === 'mass' ? null : parsed.unit;
      group = newGroup(key, parsed.food.trim(), family, aisleUnit);
      this.groups.set(key, group);
    }
    if (amount !== null) addAmount(group, parsed.unit, amount);
    group.occurrences.push(occurrence);
  }

  /** "salt to taste" joins "1 tsp salt" when both are on the list; see the header comment. */
  foldUnmeasured(): Group[] {
    const measuredByFood = new Map<string, Group>();
    for (const group of this.groups.values()) {
      const food = foodKey(group.food);
      const measured = group.family !== null && group.family !== 'unmeasured';
      if (measured && !measuredByFood.has(food)) measuredByFood.set(food, group);
    }
    const kept: Group[] = [];
    for (const group of this.groups.values()) {
      const target = group.family === 'unmeasured' ? measuredByFood.get(foodKey(group.food)) : undefined;
      if (target) target.occurrences.push(...group.occurrences);
      else kept.push(group);
    }
    return kept;
  }
}

function displayAmount(group: Group): DisplayAmount | null {
  switch (group.family) {
    case null:
    case 'unmeasured':
      return null;
    case 'volume':
      return volumeAmount(group.volume);
    case 'mass':
      return massAmount(group.mass);
    case 'each':
      return countAmount(group.count, null);
    default:
      return countAmount(group.count, group.family);
  }
}

/** Occurrences in the order their recipes were added (folding appends out of order). Stable sort. */
function inRecipeOrder(occurrences: readonly Occurrence[]): Occurrence[] {
  return [...occurrences].sort((a, b) => a.recipe - b.recipe);
}

function toItem(group: Group): MergedItem {
  const amount = displayAmount(group);
  const occurrences = inRecipeOrder(group.occurrences);
  const ingredient =
    group.verbatim ?? (amount && amount.unit === null && amount.quantity > 1 ? pluralizeFood(group.food) : group.food);
  return {
    key: group.key,
    ingredient,
    quantity: amount?.quantity ?? null,
    quantityText: amount?.text ?? '',
    unit: amount?.unit ? unitLabel(amount.unit, amount.quantity).toLowerCase() : null,
    aisle: aisleForIngredient(group.food || ingredient, group.aisleUnit),
    recipes: [...new Set(occurrences.map((o) => o.recipeName))],
    sources: [...new Set(occurrences.map((o) => o.source))],
  };
}

const AISLE_RANK: ReadonlyMap<Aisle, number> = new Map(AISLE_ORDER.map((aisle, i) => [aisle, i]));
// One collator for the whole sort; localeCompare with options builds a new one on every call.
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' });

function compareItems(a: MergedItem, b: MergedItem): number {
  const byAisle = (AISLE_RANK.get(a.aisle) ?? 0) - (AISLE_RANK.get(b.aisle) ?? 0);
  if (byAisle !== 0) return byAisle;
  const byName = NAME_ORDER.compare(a.ingredient, b.ingredient);
  if (byName !== 0) return byName;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

function checkFactor(recipe: ListRecipe): void {
  if (!Number.isFinite(recipe.factor) || recipe.factor <= 0) {
    throw new RangeError(`recipe ${recipe.id} has servings factor ${recipe.factor}; it must be positive`);
  }
}

export function mergeIngredients(recipes: ListRecipe[]): MergedItem[] {
  const grouper = new Grouper();
  recipes.forEach((recipe, index) => {
    checkFactor(recipe);
    for (const parsed of recipe.ingredients) {
      if (isNotAnItem(parsed)) continue;
      const occurrence = { recipe: index, recipeName: recipe.name, source: parsed.original.trim() };
      if (isSure(parsed)) grouper.addSure(parsed, recipe.factor, occurrence);
      else grouper.addUnsure(parsed, recipe.factor, occurrence);
    }
  });
  return grouper.foldUnmeasured().map(toItem).sort(compareItems);
}

/** Notes saying a line deliberately has no amount. */
const NO_AMOUNT_NOTE = /\b(?:to taste|as needed|as desired|optional)\b/i;

function floorItem(text: string): string {
  return singularizeFood(text.toLowerCase().replace(/\s+/g, ' ').trim());
}

/**
 * The spec's rule as written (section 5): a number, an optional unit word and then text become
 * quantity, unit and item; anything else is 1 × the whole line.
 */
function floorParse(text: string): ParsedIngredient {
  const line = text.replace(/\s+/g, ' ').trim();
  const amount = readQuantity(line);
  if (amount) {
    let rest = line.slice(amount.length).trimStart();
    const unit = readUnit(rest);
    if (unit) rest = rest.slice(unit.length).trimStart();
    if (rest) {
      return {
        original: text,
        quantity: amount.quantity,
        quantityMax: amount.quantityMax,
        unit: unit?.unit ?? null,
        food: floorItem(rest),
        note: null,
        // The spec defines these items, so they merge on their exact name.
        confidence: MIN_CONFIDENCE,
      };
    }
  }
  return {
    original: text,
    quantity: 1,
    quantityMax: null,
    unit: null,
    food: floorItem(line),
    note: null,
    confidence: MIN_CONFIDENCE,
  };
}

/**
 * A line the user typed into the list. The real parser is used when it is sure, so "2 cloves garlic"
 * merges with a recipe's "1 garlic clove"; a line without a number counts as one of it, as the spec
 * says ("milk" → 1 milk), unless it says it has no amount ("salt to taste"). When the parser is
 * unsure, the spec's rule decides on its own.
 */
export function parseCustomLine(text: string): ParsedIngredient {
  const parsed = parseIngredient(text);
  if (!isSure(parsed)) return floorParse(text);
  if (parsed.quantity !== null || NO_AMOUNT_NOTE.test(parsed.note ?? '')) return parsed;
  // Now it has an amount, and the spec vouches for it, so it must clear the bar for measured lines.
  return { ...parsed, quantity: 1, confidence: Math.max(parsed.confidence, MIN_CONFIDENCE) };
}

/** The user's own lines as a pseudo-recipe, so they merge with everything else. */
export function customItemsRecipe(lines: readonly string[], name = 'My items', id = 0): ListRecipe {
  return { id, name, factor: 1, ingredients: lines.filter((l) => l.trim()).map(parseCustomLine) };
}
