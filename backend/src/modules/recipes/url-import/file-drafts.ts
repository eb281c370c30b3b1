/**
 * A recipe file made into drafts. Two kinds are read:
 * - schema.org Recipe JSON-LD: one Recipe, an array of them, or an @graph (what a recipe site embeds
 *   and what Sous's own export writes);
 * - a Mealie recipe export (its JSON: `recipeIngredient` objects with `originalText`/`display`/`note`,
 *   `recipeInstructions` with `text`, `orgURL`, `tags` and `recipeCategory` as `{ name }`), or an array
 *   of them.
 * Anything else holds no recipe.
 */
import { RECIPE_IMPORT_LIMITS } from '@common/contracts/recipe-import';
import type { ImportedDraft } from '@common/contracts/recipe-import.schema';
import { mapJsonLdRecipe, recipeNodes } from '../import/sources/jsonld';
import { draftOfMapped, imported } from './recipe-draft';

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const names = (value: unknown) =>
  Array.isArray(value) ? value.map((item) => text(isObject(item) ? item.name : item)) : [];

/** A Mealie recipe: not JSON-LD (no @type), with Mealie's own field names. */
const isMealieRecipe = (value: unknown): value is Node =>
  isObject(value) &&
  !('@type' in value) &&
  typeof value.name === 'string' &&
  (Array.isArray(value.recipeIngredient) || Array.isArray(value.recipeInstructions)) &&
  ('slug' in value || 'orgURL' in value || 'recipeServings' in value || 'performTime' in value);

function mealieIngredient(item: unknown): string {
  if (!isObject(item)) return text(item);
  const original = text(item.originalText) || text(item.display);
  if (original) return original;
  const unit = isObject(item.unit) ? text(item.unit.name) : '';
  const food = isObject(item.food) ? text(item.food.name) : '';
  const quantity = typeof item.quantity === 'number' && item.quantity > 0 ? String(item.quantity) : '';
  return [quantity, unit, food, text(item.note)].filter(Boolean).join(' ');
}

/** A Mealie recipe as the schema.org node it mirrors. */
function mealieAsSchemaOrg(recipe: Node): Node {
  return {
    '@type': 'Recipe',
    name: recipe.name,
    description: recipe.description,
    recipeIngredient: Array.isArray(recipe.recipeIngredient) ? recipe.recipeIngredient.map(mealieIngredient) : [],
    recipeInstructions: Array.isArray(recipe.recipeInstructions)
      ? recipe.recipeInstructions.map((step) => (isObject(step) ? text(step.text) : text(step)))
      : [],
    recipeYield: recipe.recipeServings ?? recipe.recipeYield,
    prepTime: recipe.prepTime,
    cookTime: recipe.performTime ?? recipe.cookTime,
    totalTime: recipe.totalTime,
    url: recipe.orgURL,
    recipeCategory: names(recipe.recipeCategory),
    keywords: names(recipe.tags),
    nutrition: recipe.nutrition,
  };
}

/** The drafts a parsed file holds (none when it holds no recipe). */
export function draftsFromFile(document: unknown): ImportedDraft[] {
  const mealie = (Array.isArray(document) ? document : [document]).filter(isMealieRecipe).map(mealieAsSchemaOrg);
  const nodes = mealie.length ? mealie : recipeNodes(document);
  return nodes
    .map((node) => mapJsonLdRecipe(node))
    .flatMap((mapped) => (mapped.ok ? [imported(draftOfMapped(mapped.input))] : []))
    .slice(0, RECIPE_IMPORT_LIMITS.drafts);
}
