/**
 * Food.com's RAW_recipes.csv (Kaggle "Food.com Recipes and User Interactions"): columns
 * name,id,minutes,contributor_id,submitted,tags,nutrition,n_steps,steps,description,ingredients,n_ingredients,
 * where tags, steps, ingredients and nutrition are Python list literals.
 *
 * - minutes is the whole preparation time, so it becomes totalTimeMinutes; 0 and implausible values
 *   (more than 30 days: the file has a few placeholders in the millions) stay null.
 * - nutrition is [calories, total fat, sugar, sodium, protein, saturated fat, carbohydrates] where
 *   everything but calories is a percentage of a daily value whose reference amounts the data does
 *   not state. Our columns hold grams and milligrams, so only calories is imported; converting the
 *   percentages would mean guessing the reference values.
 * - n_steps and n_ingredients are recomputed from the lists; contributor_id has no column.
 */
import { classifyRecipe } from '../classify';
import { rejected, validated, type MappedRecipe } from '../mapped-recipe';
import { parsePythonList } from '../python-literal';
import { isoDate, normalizeSpace, uniqueCaseInsensitive } from '../text';

export const FOODCOM_COLUMNS = [
  'name',
  'id',
  'minutes',
  'contributor_id',
  'submitted',
  'tags',
  'nutrition',
  'n_steps',
  'steps',
  'description',
  'ingredients',
  'n_ingredients',
] as const;

export type FoodComRecord = Partial<Record<(typeof FOODCOM_COLUMNS)[number], string>>;

/** Food.com's tag-group headers: they name a facet ("course"), not a property of the recipe. */
const FACET_TAGS = new Set([
  'time-to-make',
  'course',
  'main-ingredient',
  'preparation',
  'occasion',
  'cuisine',
  'dietary',
  'equipment',
  'technique',
  'taste-mood',
  'holiday-event',
  'number-of-servings',
]);

const MAX_PLAUSIBLE_MINUTES = 30 * 24 * 60;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const strings = (items: Array<string | number>) =>
  items.map((item) => normalizeSpace(String(item))).filter((item) => item.length > 0);

/** "foodcom:137739", or null when the row has no numeric id. */
export function foodComSourceId(record: FoodComRecord): string | null {
  const id = (record.id ?? '').trim();
  return /^\d+$/.test(id) ? `foodcom:${id}` : null;
}

export function mapFoodComRecord(record: FoodComRecord): MappedRecipe {
  const sourceId = foodComSourceId(record);
  if (!sourceId) return rejected('missing or non-numeric id');
  const id = sourceId.slice('foodcom:'.length);
  const name = normalizeSpace(record.name ?? '');

  const ingredientList = parsePythonList(record.ingredients);
  const stepList = parsePythonList(record.steps);
  const tagList = parsePythonList(record.tags ?? '[]');
  if (!ingredientList) return rejected('ingredients is not a Python list literal', sourceId);
  if (!stepList) return rejected('steps is not a Python list literal', sourceId);
  if (!tagList) return rejected('tags is not a Python list literal', sourceId);
  const ingredients = strings(ingredientList);
  const instructions = strings(stepList);
  const tags = uniqueCaseInsensitive(strings(tagList).filter((tag) => !FACET_TAGS.has(tag.toLowerCase())));

  const minutes = Number((record.minutes ?? '').trim() || NaN);
  const totalTimeMinutes =
    Number.isInteger(minutes) && minutes > 0 && minutes <= MAX_PLAUSIBLE_MINUTES ? minutes : null;
  const nutrition = parsePythonList(record.nutrition ?? '');
  const calories =
    typeof nutrition?.[0] === 'number' && nutrition[0] >= 0 && nutrition[0] < 100_000 ? nutrition[0] : null;
  const description = normalizeSpace(record.description ?? '');

  const { mealType, dietary, cuisine } = classifyRecipe({ title: name, tags, ingredients });
  return validated({
    sourceId,
    name,
    description: description || null,
    cuisine,
    totalTimeMinutes,
    ingredients,
    instructions,
    tags,
    mealType,
    dietary,
    nutrition: calories === null ? undefined : { calories },
    source: 'food.com',
    sourceUrl: `https://www.food.com/recipe/${slug(name) ? `${slug(name)}-` : ''}${id}`,
    submittedDate: isoDate(record.submitted),
  });
}
