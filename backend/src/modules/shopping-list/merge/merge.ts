/**
 * The shopping-list merge engine: many recipes' ingredient lines in, one line per thing to buy out.
 * Pure and deterministic: no database, no clock, no randomness; the same input gives the same list.
 *
 * The spec's rule (section 5) is the floor: items merge when food name and unit match ignoring
 * case, quantities add up and each recipe is named once. On top of it:
 *
 * - Compatible units merge: volume with volume, mass with mass, into one unit chosen by the rules in
 *   amounts.ts. Count units (can, clove, ...) merge only with the same unit, unit-less counts only
 *   with unit-less counts ("2 eggs" + "1 egg" → 3 eggs). Volume merges with mass only for a food in
 *   the density table (foldByDensity): "1 cup flour" + "200 g flour" → "320 g flour".
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
import { memoize } from '@common/kitchen/memo';
import { isConfidentParse, MIN_CONFIDENCE } from '@common/kitchen/parse-confidence';
import { aisleForIngredient, AISLE_ORDER, type Aisle } from './aisles';
import { countAmount, massAmount, volumeAmount, type DisplayAmount, type Part } from './amounts';
import {
  densityFor,
  formatMetricBase,
  formatSpoons,
  formatQuantity,
  GRAMS_PER_UNIT,
  ingredientItems,
  isMassUnit,
  isVolumeUnit,
  ML_PER_UNIT,
  parseIngredient,
  pluralizeFood,
  readQuantity,
  readUnit,
  scaleAmount,
  singularizeFood,
  unitLabel,
  type CountUnit,
  type Density,
  type MassUnit,
  type ParsedIngredient,
  type ParsedItem,
  type Unit,
  type VolumeUnit,
} from '@common/kitchen';

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
  /** Package size when every package on the line has the same one ("28 oz"), else null. */
  size: string | null;
  /** The whole amount as written: "3/4 cup + 1 tbsp", "2 cans (28 oz)", "" when there is none. */
  amountText: string;
  /**
   * Where the amount comes from, one entry per recipe in the order added: that recipe's own share at
   * its servings ("2 cups" from Carbonara, "1 cup" from Soup); amountText is "" for a line without
   * an amount ("salt to taste").
   */
  contributions: Array<{ recipeId: number; recipeName: string; amountText: string; metricAmountText: string }>;
  /**
   * The amount in metric for a cook who reads the list in metric: dry goods of the kitchen's density
   * table weighed ("300 g" of flour), other volumes in ml, weights in g/kg; "" when the amount is a
   * count or there is none ("3 eggs" stays as it is).
   */
  metricAmountText: string;
}

/** A line is merged only when the parser was sure enough of it (the editor's "take a look" uses the same bar). */
export { MIN_CONFIDENCE, MIN_CONFIDENCE_UNMEASURED } from '@common/kitchen/parse-confidence';

type Family = 'volume' | 'mass' | 'each' | 'unmeasured' | CountUnit;

interface Occurrence {
  recipe: number;
  recipeId: number;
  recipeName: string;
  source: string;
  /** This occurrence's scaled amount (null when the line has none). */
  amount: number | null;
  unit: Unit | null;
  size: string | null;
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
  /** Set when volume and mass lines of the food were merged through its density. */
  density?: Density;
}

/** Food names compare without case, accents or extra spaces ("Crème fraîche" = "creme fraiche"). */
const foodKey = memoize((food) =>
  food.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim(),
);

function lineKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

// The parser already marks digits left in a food name ("x 400g tin") down by 0.3, which keeps such
// lines below MIN_CONFIDENCE; no separate check is needed.
const isSure = isConfidentParse;

function familyOf(unit: Unit | null): Family {
  if (unit === null) return 'each';
  if (isVolumeUnit(unit)) return 'volume';
  if (isMassUnit(unit)) return 'mass';
  return unit;
}

/** Headers, footnotes and blank lines: nothing to buy. */
function isNotAnItem(parsed: ParsedItem): boolean {
  return !parsed.food.trim() && parsed.quantity === null;
}

/** Scaled amount a recipe needs, at the upper end of a range; null when the line has none. */
function neededAmount(parsed: ParsedItem, factor: number): number | null {
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

function verbatimText(original: string, factor: number): string {
  const text = original.replace(/\s+/g, ' ').trim();
  return factor === 1 ? text : `${text} (×${formatQuantity(factor)})`;
}

class Grouper {
  readonly groups = new Map<string, Group>();

  addUnsure(original: string, parsed: ParsedItem, factor: number, occurrence: Occurrence): void {
    const base = `line:${lineKey(original)}`;
    let key = base;
    for (let n = 2; this.groups.has(key); n++) key = `${base}#${n}`;
    const group = newGroup(key, parsed.food, null, parsed.unit);
    group.verbatim = verbatimText(original, factor);
    group.occurrences.push({ ...occurrence, amount: null, unit: null, size: null });
    this.groups.set(key, group);
  }

  addSure(parsed: ParsedItem, factor: number, occurrence: Occurrence): void {
    const food = foodKey(parsed.food);
    const amount = neededAmount(parsed, factor);
    const family: Family = amount === null ? 'unmeasured' : familyOf(parsed.unit);
    // Packages of a known size are their own line ("1 can (28 oz)" is not "1 can (14.5 oz)").
    const size =
      parsed.size && amount !== null && !isVolumeUnit(parsed.unit) && !isMassUnit(parsed.unit) ? parsed.size : null;
    const key = size ? `${food}|${family}|${sizeKey(size)}` : `${food}|${family}`;
    let group = this.groups.get(key);
    if (!group) {
      const aisleUnit = family === 'volume' || family === 'mass' ? null : parsed.unit;
      group = newGroup(key, parsed.food.trim(), family, aisleUnit);
      this.groups.set(key, group);
    }
    if (amount !== null) addAmount(group, parsed.unit, amount);
    group.occurrences.push({ ...occurrence, amount, unit: parsed.unit, size });
  }

  /**
   * Packages without a size join the one sized line of the same food and unit ("1 can black beans"
   * + "1 (15 oz) can black beans" → 2 cans); with several sizes on the list they stay apart.
   */
  foldUnsized(): void {
    // Sized lines by their "food|unit" ("black bean|can|15 oz" under "black bean|can").
    const sizedUnder = new Map<string, Group[]>();
    for (const group of this.groups.values()) {
      const parts = group.key.split('|');
      if (parts.length < 3 || group.family === null) continue;
      const unsized = `${parts[0]}|${parts[1]}`;
      const siblings = sizedUnder.get(unsized);
      if (siblings) siblings.push(group);
      else sizedUnder.set(unsized, [group]);
    }
    for (const group of [...this.groups.values()]) {
      if (
        group.family === null ||
        group.family === 'unmeasured' ||
        group.family === 'volume' ||
        group.family === 'mass'
      ) {
        continue;
      }
      if (group.key.split('|').length !== 2) continue;
      const sized = sizedUnder.get(group.key) ?? [];
      if (sized.length !== 1) continue;
      sized[0].count += group.count;
      sized[0].occurrences.push(...group.occurrences);
      this.groups.delete(group.key);
    }
  }

  /**
   * "1 cup flour" and "200 g flour" are one thing to buy: a food with a density merges its volume
   * and mass lines into one. With any metric amount the line is metric (grams for a dry good, ml for
   * a liquid); otherwise it keeps the family of the larger share, so "2 cups flour" + "2 oz flour"
   * reads in cups and "1 cup flour" + "1 lb flour" in pounds.
   */
  foldByDensity(): void {
    for (const volume of [...this.groups.values()]) {
      if (volume.family !== 'volume') continue;
      const food = volume.key.slice(0, -'|volume'.length);
      const mass = this.groups.get(`${food}|mass`);
      const density = densityFor(volume.food);
      if (!mass || !density) continue;
      const ml = volume.volume.reduce((total, part) => total + part.amount * ML_PER_UNIT[part.unit], 0);
      const grams = mass.mass.reduce((total, part) => total + part.amount * GRAMS_PER_UNIT[part.unit], 0);
      const metric =
        volume.volume.some((part) => part.unit === 'ml' || part.unit === 'l') ||
        mass.mass.some((part) => part.unit === 'g' || part.unit === 'kg');
      const inMass = metric ? !density.liquid : grams >= gramsFromMl(ml, density);
      const [kept, folded] = inMass ? [mass, volume] : [volume, mass];
      if (inMass) {
        for (const part of volume.volume) {
          const g = gramsFromMl(part.amount * ML_PER_UNIT[part.unit], density);
          // Weighed from a cup it is an estimate: up to the next quarter ounce, since a list never runs short.
          const oz = Math.ceil((g / GRAMS_PER_UNIT.oz) * 4 - 1e-6) / 4;
          kept.mass.push(metric ? { unit: 'g', amount: g } : { unit: 'oz', amount: oz });
        }
      } else {
        for (const part of mass.mass) {
          const ml = mlFromGrams(part.amount * GRAMS_PER_UNIT[part.unit], density);
          kept.volume.push(metric ? { unit: 'ml', amount: ml } : { unit: 'tsp', amount: ml / ML_PER_UNIT.tsp });
        }
      }
      kept.occurrences.push(...folded.occurrences);
      kept.density = density;
      this.groups.delete(folded.key);
    }
  }

  /** "salt to taste" joins "1 tsp salt" when both are on the list; see the header comment. */
  foldUnmeasured(): Group[] {
    this.foldByDensity();
    this.foldUnsized();
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

const gramsFromMl = (ml: number, density: Density) => (ml / ML_PER_UNIT.cup) * density.gramsPerCup;
const mlFromGrams = (grams: number, density: Density) => (grams / density.gramsPerCup) * ML_PER_UNIT.cup;

/** "28 oz", "28-ounce" and "28 ounce" are one size. */
function sizeKey(size: string): string {
  return size
    .toLowerCase()
    .replace(/ounces?\b/g, 'oz')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

function amountOf(family: Family | null, volume: Part<VolumeUnit>[], mass: Part<MassUnit>[], count: number) {
  switch (family) {
    case null:
    case 'unmeasured':
      return null;
    case 'volume':
      return volumeAmount(volume);
    case 'mass':
      return massAmount(mass);
    case 'each':
      return countAmount(count, null);
    default:
      return countAmount(count, family);
  }
}

/**
 * The metric amount of a volume or mass line (see MergedItem.metricAmountText); "" for counts. Dry
 * goods of the density table are weighed and grams from pounds and ounces rounded as a cook writes
 * them (metric-format.ts); a food with no density keeps its spoons up to 4 tbsp ("2 tsp black
 * pepper"); other volumes are in ml.
 */
function metricAmountOf(
  family: Family | null,
  volume: readonly Part<VolumeUnit>[],
  mass: readonly Part<MassUnit>[],
  food: string,
): string {
  if (family === 'volume' && volume.length) {
    const ml = volume.reduce((total, part) => total + part.amount * ML_PER_UNIT[part.unit], 0);
    const density = densityFor(food);
    if (density && !density.liquid) return formatMetricBase(gramsFromMl(ml, density), null, 'mass', true);
    if (!density) return formatSpoons(ml, null);
    return formatMetricBase(ml, null, 'volume');
  }
  if (family === 'mass' && mass.length) {
    const fromUs = mass.some((part) => part.unit === 'lb' || part.unit === 'oz');
    return formatMetricBase(
      mass.reduce((total, part) => total + part.amount * GRAMS_PER_UNIT[part.unit], 0),
      null,
      'mass',
      fromUs,
    );
  }
  return '';
}

function displayAmount(group: Group): DisplayAmount | null {
  return amountOf(group.family, group.volume, group.mass, group.count);
}

/** Lower-case display unit: "cups", "tbsp", "cans (28 oz)", "cup + 1 tbsp". */
function unitText(amount: DisplayAmount, size: string | null): string | null {
  if (!amount.unit) return null;
  let text = unitLabel(amount.unit, amount.quantity).toLowerCase();
  if (amount.plus) text += ` + ${amount.plus.text} ${unitLabel(amount.plus.unit, amount.plus.quantity).toLowerCase()}`;
  return size ? `${text} (${size})` : text;
}

function writtenAmount(amount: DisplayAmount | null, size: string | null): string {
  if (!amount) return '';
  return [amount.text, unitText(amount, size) ?? ''].filter((part) => part !== '').join(' ');
}

/** One size for the whole line, when every occurrence names the same one. */
function commonSize(occurrences: readonly Occurrence[]): string | null {
  const sizes = new Set(occurrences.filter((o) => o.amount !== null).map((o) => o.size));
  const [only] = [...sizes];
  return sizes.size === 1 && only ? only : null;
}

/** Each recipe's own share of a line, written the way the line is. */
function contributionsOf(group: Group, occurrences: readonly Occurrence[]): MergedItem['contributions'] {
  const byRecipe = new Map<number, Occurrence[]>();
  for (const occurrence of occurrences) {
    const list = byRecipe.get(occurrence.recipe) ?? [];
    list.push(occurrence);
    byRecipe.set(occurrence.recipe, list);
  }
  return [...byRecipe.values()].map((list) => {
    const volume: Part<VolumeUnit>[] = [];
    const mass: Part<MassUnit>[] = [];
    let count = 0;
    for (const o of list) {
      if (o.amount === null) continue;
      if (isVolumeUnit(o.unit)) volume.push({ unit: o.unit, amount: o.amount });
      else if (isMassUnit(o.unit)) mass.push({ unit: o.unit, amount: o.amount });
      else count += o.amount;
    }
    const measured = list.some((o) => o.amount !== null);
    const family = group.density ? ownFamily(group, volume, mass) : group.family;
    if (family !== group.family && group.density) {
      // Both kinds from one recipe: its share in the line's unit, through the density.
      convertParts(family, volume, mass, group.density);
    }
    const amount = measured ? amountOf(family, volume, mass, count) : null;
    return {
      recipeId: list[0].recipeId,
      recipeName: list[0].recipeName,
      amountText: writtenAmount(amount, commonSize(list)),
      metricAmountText: measured ? metricAmountOf(family, volume, mass, group.food) : '',
    };
  });
}

/** A recipe's share on a line merged through a density reads as the recipe wrote it: "1 cup" or "200 g". */
function ownFamily(group: Group, volume: readonly Part<VolumeUnit>[], mass: readonly Part<MassUnit>[]): Family | null {
  if (volume.length && !mass.length) return 'volume';
  if (mass.length && !volume.length) return 'mass';
  return group.family;
}

/** Moves the parts of the other kind into `family`'s, through the density (in place). */
function convertParts(
  family: Family | null,
  volume: Part<VolumeUnit>[],
  mass: Part<MassUnit>[],
  density: Density,
): void {
  if (family === 'mass') {
    for (const part of volume.splice(0)) {
      mass.push({ unit: 'g', amount: gramsFromMl(part.amount * ML_PER_UNIT[part.unit], density) });
    }
  } else if (family === 'volume') {
    for (const part of mass.splice(0)) {
      volume.push({ unit: 'ml', amount: mlFromGrams(part.amount * GRAMS_PER_UNIT[part.unit], density) });
    }
  }
}

/** Occurrences in the order their recipes were added (folding appends out of order). Stable sort. */
function inRecipeOrder(occurrences: readonly Occurrence[]): Occurrence[] {
  return [...occurrences].sort((a, b) => a.recipe - b.recipe);
}

/** A text's words between spaces, to find a whole phrase in it: " 2 cans of tomatoes ". */
const words = memoize((text) => ` ${text.toLowerCase().replace(/[^\p{L}'-]+/gu, ' ')} `);

/**
 * The food as the shopper reads it. A count agrees with its number ("2 eggs", "1 egg"). After a unit
 * the food keeps the number its recipe gave it: "2 cans whole peeled tomatoes", "8 oz cremini
 * mushrooms", but "1 can coconut milk"; the recipe's own wording is what tells a countable food.
 */
function displayFood(group: Group, amount: DisplayAmount | null): string {
  if (!amount) return group.food;
  if (amount.unit === null) return amount.quantity > 1 ? pluralizeFood(group.food) : group.food;
  // "kalamata or castelvetrano olives": the plural may be on the last word alone.
  const lastWordPlural = group.food.replace(/\S+$/, (word) => pluralizeFood(word));
  const written = [pluralizeFood(group.food), lastWordPlural].find(
    (plural) =>
      plural !== group.food && group.occurrences.some((occurrence) => words(occurrence.source).includes(words(plural))),
  );
  return written ?? group.food;
}

function toItem(group: Group): MergedItem {
  const amount = displayAmount(group);
  const occurrences = inRecipeOrder(group.occurrences);
  const size = group.family === null ? null : commonSize(occurrences);
  const ingredient = group.verbatim ?? displayFood(group, amount);
  return {
    key: group.key,
    ingredient,
    quantity: amount?.quantity ?? null,
    quantityText: amount?.text ?? '',
    unit: amount ? unitText(amount, size) : null,
    aisle: aisleForIngredient(group.food || ingredient, group.aisleUnit),
    recipes: [...new Set(occurrences.map((o) => o.recipeName))],
    sources: [...new Set(occurrences.map((o) => o.source))],
    size,
    amountText: writtenAmount(amount, size),
    contributions: contributionsOf(group, occurrences),
    metricAmountText: amount ? metricAmountOf(group.family, group.volume, group.mass, group.food) : '',
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
      if (!parsed.original.trim()) continue;
      const items = ingredientItems(parsed).filter((item) => !isNotAnItem(item));
      const occurrence = {
        recipe: index,
        recipeId: recipe.id,
        recipeName: recipe.name,
        source: parsed.original.trim(),
        amount: null,
        unit: null,
        size: null,
      };
      // A line is merged only when every thing on it was read surely; otherwise it stays as written.
      if (items.length && items.every(isSure)) {
        for (const item of items) grouper.addSure(item, recipe.factor, occurrence);
      } else if (items.length) grouper.addUnsure(parsed.original, items[0], recipe.factor, occurrence);
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
