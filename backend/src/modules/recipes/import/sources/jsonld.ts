/**
 * schema.org Recipe JSON-LD, as recipe pages embed it: one Recipe, an array of them, or an @graph
 * (usually next to WebPage, Organization and Person nodes, which are skipped).
 *
 * - recipeInstructions may be a string (split on line breaks), strings, HowToStep objects, or
 *   HowToSection objects whose itemListElement holds steps; a section's name prefixes its first step
 *   ("For the sauce: Whisk ..."), because our instructions are a flat list.
 * - prepTime/cookTime/totalTime are ISO-8601 durations; recipeYield gives servings only when it is a
 *   bare number or says servings/serves ("24 cookies" is a yield, not servings).
 * - recipeCategory and keywords become tags; recipeCuisine, when given, is the cuisine.
 * - nutrition is read only where it states a unit we store (kcal; g, or mg for sodium).
 * - aggregateRating is ignored: Sous ratings are Sous reviews.
 * - The stable id is the recipe's url (or an absolute @id), else a hash of name and ingredients.
 */
import { createHash } from 'node:crypto';
import type { RecipeInput } from '../../recipe-row';
import { classifyRecipe, cuisineFromTags } from '../classify';
import { isoDurationMinutes } from '../iso-duration';
import { rejected, validated, type MappedRecipe } from '../mapped-recipe';
import {
  hostOf,
  htmlToText,
  httpUrl,
  isoDate,
  normalizeSpace,
  stringList,
  uniqueCaseInsensitive,
  usableImageUrl,
} from '../text';

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const typesOf = (node: Node): string[] =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, ''));

export const isRecipeNode = (value: unknown): value is Node => isObject(value) && typesOf(value).includes('Recipe');

/** Recipe nodes anywhere a page puts them: the root, an array, @graph, or a WebPage's mainEntity. */
export function recipeNodes(value: unknown, found: Node[] = [], depth = 0): Node[] {
  if (depth > 6) return found;
  if (Array.isArray(value)) {
    for (const item of value) recipeNodes(item, found, depth + 1);
  } else if (isRecipeNode(value)) {
    found.push(value);
  } else if (isObject(value)) {
    if (value['@graph'] !== undefined) recipeNodes(value['@graph'], found, depth + 1);
    if (value.mainEntity !== undefined) recipeNodes(value.mainEntity, found, depth + 1);
  }
  return found;
}

/** Looks like a JSON-LD document (has @context, @type or @graph at its root). */
export const isJsonLdDocument = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(isJsonLdDocument)
    : isObject(value) && ('@context' in value || '@type' in value || '@graph' in value);

function splitInstructionText(text: string): string[] {
  const parts = /<(?:li|p|br)\b/i.test(text) ? text.split(/<\/li>|<\/p>|<br\s*\/?>/i) : text.split(/\r?\n+/);
  return parts.map((part) => htmlToText(part).replace(/^(?:step\s*)?\d+[.):]\s+/i, '')).filter(Boolean);
}

function collectSteps(value: unknown, out: string[], label: string | null = null): void {
  const push = (text: string) => {
    if (!text) return;
    if (label) {
      out.push(`${label.replace(/:$/, '')}: ${text}`);
      label = null;
    } else {
      out.push(text);
    }
  };
  if (typeof value === 'string') {
    for (const step of splitInstructionText(value)) push(step);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      const before = out.length;
      collectSteps(item, out, label);
      if (out.length > before) label = null;
    }
  } else if (isObject(value)) {
    const types = typesOf(value);
    if (types.includes('HowToSection') || (!types.length && Array.isArray(value.itemListElement))) {
      const name = typeof value.name === 'string' ? htmlToText(value.name) : '';
      collectSteps(value.itemListElement, out, name || label);
    } else if (value.itemListElement !== undefined && typeof value.text !== 'string') {
      collectSteps(value.itemListElement, out, label);
    } else {
      const text = [value.text, value.name, value.description].find((item) => typeof item === 'string');
      if (typeof text === 'string') for (const step of splitInstructionText(text)) push(step);
    }
  }
}

export function instructionsOf(value: unknown): string[] {
  const out: string[] = [];
  collectSteps(value, out);
  return out;
}

/** Servings from recipeYield: 4, "4", "Serves 4", "4-6 servings", ["4", "4 servings"]; null for "24 cookies". */
export function servingsOf(value: unknown): number | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const servings = servingsOf(item);
      if (servings !== null) return servings;
    }
    return null;
  }
  const valid = (n: number) => (Number.isInteger(n) && n >= 1 && n <= 1000 ? n : null);
  if (typeof value === 'number') return valid(value);
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (/^\d+$/.test(text)) return valid(Number(text));
  const number = /\d+/.exec(text);
  return number && /\b(?:serves|servings?|serving|people|persons|portions?)\b/.test(text)
    ? valid(Number(number[0]))
    : null;
}

function amount(value: unknown, field: 'kcal' | 'g' | 'mg'): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value < 1e6 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([a-zµ]*)/i.exec(value);
  if (!match) return null;
  const n = Number(match[1].replace(',', '.'));
  const unit = match[2].toLowerCase();
  const bare = unit === '';
  const result =
    field === 'kcal'
      ? ['', 'kcal', 'cal', 'calories', 'calorie'].includes(unit)
        ? n
        : null
      : field === 'g'
        ? bare || unit === 'g' || unit === 'grams'
          ? n
          : unit === 'mg'
            ? n / 1000
            : null
        : bare || unit === 'mg'
          ? n
          : unit === 'g'
            ? n * 1000
            : null;
  return result !== null && result < 1e6 ? Math.round(result * 10) / 10 : null;
}

function nutritionOf(value: unknown): RecipeInput['nutrition'] {
  if (!isObject(value)) return undefined;
  const fields = {
    calories: amount(value.calories, 'kcal'),
    totalFat: amount(value.fatContent, 'g'),
    saturatedFat: amount(value.saturatedFatContent, 'g'),
    carbohydrates: amount(value.carbohydrateContent, 'g'),
    sugar: amount(value.sugarContent, 'g'),
    protein: amount(value.proteinContent, 'g'),
    fiber: amount(value.fiberContent, 'g'),
    sodium: amount(value.sodiumContent, 'mg'),
  };
  const present = Object.entries(fields).filter(([, n]) => n !== null);
  return present.length ? Object.fromEntries(present) : undefined;
}

function imageOf(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const url = imageOf(item);
      if (url) return url;
    }
    return null;
  }
  if (isObject(value)) return usableImageUrl(value.url ?? value.contentUrl);
  return usableImageUrl(value);
}

function keywordsOf(value: unknown): string[] {
  if (typeof value === 'string') return stringList(value.split(','), htmlToText);
  return stringList(value, htmlToText);
}

const contentHash = (name: string, ingredients: string[]) =>
  createHash('sha256')
    .update(`${name.toLowerCase()}\n${ingredients.join('\n').toLowerCase()}`)
    .digest('hex')
    .slice(0, 32);

export function mapJsonLdRecipe(node: Node): MappedRecipe {
  if (!isRecipeNode(node)) return rejected('not a schema.org Recipe');
  const name = htmlToText(
    typeof node.name === 'string' ? node.name : typeof node.headline === 'string' ? node.headline : '',
  );
  const ingredients = stringList(node.recipeIngredient ?? node.ingredients, htmlToText);
  const instructions = instructionsOf(node.recipeInstructions);
  const url = httpUrl(node.url) ?? httpUrl(node.mainEntityOfPage);
  const id = httpUrl(node['@id']);
  const sourceId = url ?? id ?? (name && ingredients.length ? `jsonld:${contentHash(name, ingredients)}` : '');

  const categories = stringList(node.recipeCategory, htmlToText);
  const cuisines = stringList(node.recipeCuisine, htmlToText);
  const tags = uniqueCaseInsensitive([...categories, ...keywordsOf(node.keywords)])
    .filter((tag) => tag.length <= 60)
    .slice(0, 50);
  const classified = classifyRecipe({ title: name, tags: [...cuisines, ...tags], ingredients });
  const statedCuisine = cuisines[0] ? (cuisineFromTags([cuisines[0]]) ?? cuisines[0].slice(0, 60)) : null;
  const publisher = isObject(node.publisher) && typeof node.publisher.name === 'string' ? node.publisher.name : null;
  const description = typeof node.description === 'string' ? htmlToText(node.description) : '';

  return validated({
    sourceId,
    name,
    description: description || null,
    image: imageOf(node.image),
    cuisine: statedCuisine ?? classified.cuisine,
    prepTimeMinutes: isoDurationMinutes(node.prepTime),
    cookingMinutes: isoDurationMinutes(node.cookTime),
    totalTimeMinutes: isoDurationMinutes(node.totalTime),
    servings: servingsOf(node.recipeYield),
    ingredients,
    instructions,
    tags,
    mealType: classified.mealType,
    dietary: classified.dietary,
    nutrition: nutritionOf(node.nutrition),
    source: hostOf(url ?? id) ?? (publisher ? normalizeSpace(publisher) : null),
    sourceUrl: url,
    submittedDate: isoDate(node.datePublished),
  });
}
