import type { RecipeDetail } from './recipes.schema';

/** ISO 8601 duration for a number of minutes: 90 → "PT1H30M", 45 → "PT45M"; nothing for unknown or zero. */
export function isoDuration(minutes: number | null | undefined): string | undefined {
  if (minutes == null || !Number.isFinite(minutes) || minutes <= 0) return undefined;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

const withUnit = (value: number | null, unit: string) => (value == null ? undefined : `${value} ${unit}`);

/** Drops undefined fields (and empty objects/arrays) so the JSON carries only what is known. */
function compact<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0) &&
        !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0),
    ),
  ) as Partial<T>;
}

/**
 * schema.org Recipe for a recipe page (search engines read it from the page head). Images and the
 * page URL are made absolute against `origin`; ratings appear only when there are some.
 */
export function recipeJsonLd(recipe: RecipeDetail, origin: string): Record<string, unknown> {
  const absolute = (url: string) => new URL(url, origin).toString();
  const nutrition = compact({
    calories: withUnit(recipe.calories, 'calories'),
    proteinContent: withUnit(recipe.protein, 'g'),
    carbohydrateContent: withUnit(recipe.carbohydrates, 'g'),
    fatContent: withUnit(recipe.totalFat, 'g'),
    saturatedFatContent: withUnit(recipe.saturatedFat, 'g'),
    sugarContent: withUnit(recipe.sugar, 'g'),
    fiberContent: withUnit(recipe.fiber, 'g'),
    sodiumContent: withUnit(recipe.sodium, 'mg'),
  });
  const totalMinutes =
    recipe.totalTimeMinutes ??
    (recipe.prepTimeMinutes != null || recipe.cookingMinutes != null
      ? (recipe.prepTimeMinutes ?? 0) + (recipe.cookingMinutes ?? 0)
      : null);
  const hasRating = recipe.rating != null && recipe.reviewCount > 0;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    url: absolute(`/recipe/${recipe.id}`),
    image: recipe.image ? [absolute(recipe.image)] : undefined,
    description: recipe.description ?? undefined,
    datePublished: recipe.submittedDate ?? undefined,
    prepTime: isoDuration(recipe.prepTimeMinutes),
    cookTime: isoDuration(recipe.cookingMinutes),
    totalTime: isoDuration(totalMinutes),
    recipeYield: recipe.servings ? `${recipe.servings} servings` : undefined,
    recipeCuisine: recipe.cuisine ?? undefined,
    recipeCategory: recipe.mealType.length ? recipe.mealType.join(', ') : undefined,
    keywords: [...recipe.tags, ...recipe.dietary].join(', ') || undefined,
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
    nutrition: Object.keys(nutrition).length ? { '@type': 'NutritionInformation', ...nutrition } : undefined,
    aggregateRating: hasRating
      ? {
          '@type': 'AggregateRating',
          ratingValue: Number(recipe.rating!.toFixed(1)),
          ratingCount: recipe.reviewCount,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined,
  });
}
