/**
 * A recipe read from elsewhere, made into what a cook's own recipe holds: every text plain (markup a
 * page left in a field is dropped, never stored), each field within the editor's limits, and the
 * ingredient lines the shared parser is unsure of named, so the editor can ask the cook to look.
 */
import { OWN_RECIPE_LIMITS as L } from '@common/contracts/own-recipes';
import type { ImportedDraft, RecipeDraft } from '@common/contracts/recipe-import.schema';
import { DIETARY_OPTIONS, MEAL_TYPES } from '@common/contracts/recipes';
import { isConfidentParse } from '@common/kitchen/parse-confidence';
import { parseIngredient } from '@common/kitchen/parse-ingredient';
import { unsetOwnRecipeFields } from '../own-recipes.service';
import type { RecipeInput as CatalogRecipe } from '../recipe-row';
import { decodeEntities, normalizeSpace, uniqueCaseInsensitive } from '../import/text';

/** Plain text: tags dropped, entities decoded, and tags dropped again (a decoded "&lt;script&gt;" too). */
export function plainText(text: string): string {
  const stripTags = (value: string) => value.replace(/<[^>]*>/g, ' ');
  return normalizeSpace(stripTags(decodeEntities(stripTags(text))).replace(/[<>]/g, ''));
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const plainOrNull = (text: string | null | undefined, max: number) => {
  const plain = text ? clip(plainText(text), max) : '';
  return plain || null;
};
const lines = (values: readonly string[], maxLength: number, maxCount: number) =>
  values
    .map((value) => clip(plainText(value), maxLength))
    .filter(Boolean)
    .slice(0, maxCount);
const within = (value: number | null | undefined, min: number, max: number) =>
  value != null && Number.isFinite(value) && value >= min && value <= max ? value : null;
const wholeWithin = (value: number | null | undefined, min: number, max: number) => {
  const n = within(value, min, max);
  return n === null ? null : Math.round(n);
};

export const emptyDraft = (): RecipeDraft => ({
  ...unsetOwnRecipeFields(),
  name: '',
  ingredients: [],
  instructions: [],
});

/** The draft of a recipe the catalog's mappers read (JSON-LD, microdata, RDFa, a Mealie export). */
export function draftOfMapped(
  recipe: CatalogRecipe,
  source: { url?: string | null; name?: string | null } = {},
): RecipeDraft {
  const prep = wholeWithin(recipe.prepTimeMinutes, 0, L.minutes);
  const total = wholeWithin(recipe.totalTimeMinutes, 0, L.minutes);
  // Pages that give only a total time: the part that is not preparation is cooking.
  const cook = wholeWithin(recipe.cookingMinutes, 0, L.minutes) ?? (total !== null ? total - (prep ?? 0) : null);
  const nutrition = recipe.nutrition ?? {};
  const nutrient = (value: number | undefined) => within(value, 0, 99_999);
  const sourceUrl = source.url ?? recipe.sourceUrl ?? null;
  return {
    ...emptyDraft(),
    name: clip(plainText(recipe.name), L.name),
    description: plainOrNull(recipe.description, L.description),
    prepTimeMinutes: prep,
    cookingMinutes: cook !== null && cook >= 0 ? cook : null,
    servings: wholeWithin(recipe.servings, 1, L.servings),
    cuisine: plainOrNull(recipe.cuisine, 60),
    mealType: (recipe.mealType ?? []).filter((type): type is RecipeDraft['mealType'][number] =>
      (MEAL_TYPES as readonly string[]).includes(type),
    ),
    dietary: (recipe.dietary ?? []).filter((diet): diet is RecipeDraft['dietary'][number] =>
      (DIETARY_OPTIONS as readonly string[]).includes(diet),
    ),
    tags: uniqueCaseInsensitive(lines(recipe.tags ?? [], 1_000, 1_000).filter((tag) => tag.length <= L.tag)).slice(
      0,
      L.tags,
    ),
    ingredients: lines(recipe.ingredients, L.ingredientLine, L.ingredientLines),
    instructions: lines(recipe.instructions, L.step, L.steps),
    calories: nutrient(nutrition.calories),
    totalFat: nutrient(nutrition.totalFat),
    saturatedFat: nutrient(nutrition.saturatedFat),
    carbohydrates: nutrient(nutrition.carbohydrates),
    sugar: nutrient(nutrition.sugar),
    fiber: nutrient(nutrition.fiber),
    protein: nutrient(nutrition.protein),
    sodium: nutrient(nutrition.sodium),
    sourceUrl: sourceUrl && sourceUrl.length <= L.sourceUrl && /^https?:\/\//i.test(sourceUrl) ? sourceUrl : null,
    sourceName: plainOrNull(source.name ?? recipe.source, L.sourceName),
  };
}

/** Indexes of the lines the shared ingredient parser is unsure of. */
export const lowConfidenceLines = (ingredients: readonly string[]): number[] =>
  ingredients.flatMap((line, index) => (isConfidentParse(parseIngredient(line)) ? [] : [index]));

export const imported = (draft: RecipeDraft): ImportedDraft => ({
  draft,
  lowConfidenceIngredients: lowConfidenceLines(draft.ingredients),
});
