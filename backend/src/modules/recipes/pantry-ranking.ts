import { ingredientItems, type ParsedIngredient } from '@common/kitchen/parse-ingredient';
import { hasWholeWord, isPantryStaple } from './pantry-staples';

/** What ranking a recipe for a pantry needs: read from recipes (and recipe_pantry's candidates). */
export interface PantryCandidate {
  id: number;
  name: string;
  rating: number | string | null;
  totalMinutes: number | null;
  /** The recipe's foods, in ingredient order. */
  foods: string[];
}

export interface PantryMatch {
  id: number;
  matched: string[];
  missing: string[];
}

/** "tomato" is in "Tomato and Egg Stir-Fry", "chickpea" in "… with Chickpeas". */
function namesFood(name: string, food: string): boolean {
  const lower = name.toLowerCase();
  return [food, `${food}s`, `${food}es`].some((form) => hasWholeWord(lower, form));
}

/** What a dish is built around, as a cook names it: the protein first. */
const PROTEIN =
  /\b(chicken|beef|pork|lamb|veal|turkey|duck|bacon|pancetta|guanciale|ham|sausage|brisket|shrimp|prawn|fish|salmon|tuna|cod|haddock|octopus|squid|clam|mussel|seafood|crab|lobster|tofu|tempeh|paneer|lentil|chickpea|bean)s?\b/;
/** "lamb" for a cook holding "ground lamb": the title "Lamb Moussaka" names what they have. */
const proteinOf = (food: string): string | undefined => PROTEIN.exec(food)?.[1];

/** Aromatics, citrus, herbs and seasonings: a dish is seldom built around them. */
const SEASONING =
  /\b(onion|garlic|ginger|scallion|shallot|leek|lemon|lime|cilantro|parsley|basil|mint|dill|thyme|rosemary|oregano|chili|chile|jalapeño|pepper flake|cumin|coriander|cinnamon|paprika|spice|soy sauce|vinegar|mustard|honey|stock|broth)s?\b/;

/** Herbs, spices, condiments and garnishes: a cook misses them less than a main ingredient. */
const MINOR =
  /\b(parsley|cilantro|basil|mint|dill|thyme|rosemary|oregano|sage|chive|bay leaf|leaf|leaves|ground \w+|dried \w+|paprika|cumin|coriander|cinnamon|nutmeg|cayenne|turmeric|garam masala|spice|seasoning|seed|zest|wedge|juice|flake|sprig|vinegar|sauce|paste|extract|mustard)\b/;

/** Products made from a food: a cook holding chicken and tomatoes has no chicken broth or tomato paste. */
const MADE_FROM = /\b(broth|stock|bouillon|paste|powder|ketchup|concentrate|purée|puree)s?\b/;

/** A recipe food the cook has: theirs named in it as a whole word, unless it is a product made from theirs. */
const covers = (food: string, had: string): boolean =>
  hasWholeWord(food, had) && (!MADE_FROM.test(food) || MADE_FROM.test(had));

/** Missing a minor ingredient counts half. */
const missingWeight = (food: string) => (MINOR.test(food) ? 0.5 : 1);

/** How much a dish built around this food of the cook's answers their pantry: 3 protein, 2 other, 1 seasoning. */
function weightOf(food: string): number {
  if (isPantryStaple(food)) return 0;
  if (PROTEIN.test(food)) return 3;
  return SEASONING.test(food) ? 1 : 2;
}

/**
 * Ranks candidates for a pantry (foods already singular and lower case) as a cook would, and keeps
 * the `limit` best:
 *
 * 1. a dish built around something the cook has (named in its title, its protein named there, or its
 *    first ingredient that is not a staple: the main protein or vegetable) before one that only
 *    touches it: onion makes neither Tortilla Española nor a brisket a dish for a cook holding
 *    chicken, tomatoes and onion, and a seasoning in the title counts only for a dish that uses one
 *    of the cook's main foods;
 * 2. then the fewest missing ingredients that matter (pantry staples never count);
 * 3. then the most of the cook's foods used;
 * 4. then the shortest total time (a 12-hour brisket last among equals), then the best rated.
 *
 * A recipe food counts as "had" when one of the cook's foods appears in it as a whole word
 * ("chicken" covers "chicken thigh"), but not a product made from it ("chicken broth", "tomato paste").
 */
export function rankPantryMatches(haveFoods: string[], candidates: PantryCandidate[], limit: number): PantryMatch[] {
  return candidates
    .map(({ id, name, rating, totalMinutes, foods }) => {
      const matched = foods.filter((food) => haveFoods.some((had) => covers(food, had)));
      const used = haveFoods.filter((had) => foods.some((food) => covers(food, had))).length;
      const missing = foods.filter((food) => !matched.includes(food) && !isPantryStaple(food));
      const main = foods.find((food) => !isPantryStaple(food));
      // Garlic in the title (garlic bread) answers a cook holding pork and garlic only with their pork.
      const mains = haveFoods.filter((had) => weightOf(had) > 1);
      const usesTheirMain = mains.length === 0 || mains.some((had) => foods.some((food) => covers(food, had)));
      const builtAround = haveFoods
        .filter((had) => {
          const protein = proteinOf(had);
          return (
            namesFood(name, had) ||
            (protein !== undefined && namesFood(name, protein)) ||
            (main !== undefined && hasWholeWord(main, had))
          );
        })
        .reduce((sum, had) => sum + (weightOf(had) > 1 || usesTheirMain ? weightOf(had) : 0), 0);
      return {
        id,
        rating: Number(rating) || 0,
        minutes: totalMinutes ?? Number.MAX_SAFE_INTEGER,
        builtAround,
        used,
        matched,
        missing,
        // What the cook must buy, less what of theirs the dish uses up.
        need: missing.reduce((sum, food) => sum + missingWeight(food), 0) - used,
      };
    })
    .filter((candidate) => candidate.matched.length > 0)
    .sort(
      (a, b) =>
        b.builtAround - a.builtAround || a.need - b.need || a.minutes - b.minutes || b.rating - a.rating || a.id - b.id,
    )
    .slice(0, limit)
    .map(({ id, matched, missing }) => ({ id, matched, missing }));
}

/**
 * The recipe's own lines ("2 red bell peppers, sliced") that hold a missing food, in recipe order:
 * what "Add missing to list" puts on the list, with their amounts, leaving out what the cook has.
 */
export function missingLines(structured: ParsedIngredient[], missing: string[]): string[] {
  const wanted = new Set(missing);
  return structured
    .filter((line) => ingredientItems(line).some((item) => wanted.has(item.food)))
    .map((line) => line.original);
}
