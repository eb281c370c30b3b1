/**
 * The recipe-scrape JSON Lines layout of github.com/dpapathanasiou/recipes (see shared/data/README.md):
 * {file, title, ingredients[], directions[], tags[], source, url, image?}. The data has no times,
 * servings, nutrition or description; those stay null. Meal type, diets and cuisine are derived
 * by classify.ts from the title, tags and ingredient lines.
 */
import { classifyRecipe } from '../classify';
import { rejected, validated, type MappedRecipe } from '../mapped-recipe';
import { hostOf, httpUrl, normalizeSpace, stringList, uniqueCaseInsensitive, usableImageUrl } from '../text';

export interface DatasetRecord {
  file?: unknown;
  title?: unknown;
  ingredients?: unknown;
  directions?: unknown;
  tags?: unknown;
  source?: unknown;
  url?: unknown;
  image?: unknown;
}

/** "dpapathanasiou:index/a/alfredo-sauce.json"; without `file`, the recipe URL itself. */
export function datasetSourceId(record: DatasetRecord): string | null {
  if (typeof record.file === 'string' && record.file.trim()) return `dpapathanasiou:${record.file.trim()}`;
  return httpUrl(record.url);
}

export function mapDatasetRecord(record: DatasetRecord): MappedRecipe {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return rejected('not a JSON object');
  const sourceId = datasetSourceId(record);
  const name = typeof record.title === 'string' ? normalizeSpace(record.title) : '';
  const ingredients = stringList(record.ingredients);
  const instructions = stringList(record.directions);
  const tags = uniqueCaseInsensitive(stringList(record.tags));
  const sourceUrl = httpUrl(record.url);
  const source = (typeof record.source === 'string' && normalizeSpace(record.source)) || hostOf(sourceUrl);
  const { mealType, dietary, cuisine } = classifyRecipe({ title: name, tags, ingredients });
  return validated({
    sourceId: sourceId ?? '',
    name,
    image: usableImageUrl(record.image),
    cuisine,
    ingredients,
    instructions,
    tags,
    mealType,
    dietary,
    source: source || null,
    sourceUrl,
  });
}
