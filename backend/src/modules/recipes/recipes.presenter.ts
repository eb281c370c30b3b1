import type { RecipeDetail, RecipeSummary, StructuredIngredient } from '@common/contracts/recipes.schema';
import { amountLayout } from '@common/kitchen/amount-layout';
import type { ParsedItem } from '@common/kitchen/parse-ingredient';
import { ingredientLineToMetric, instructionToMetric } from '@common/kitchen/metric';
import type { RecipeRow, RecipeSummaryRow } from './recipes.repository';

const num = (value: number | string | null | undefined) => (value == null ? null : Number(value));

/** The URL of a recipe photo's large size, signed for the viewer the answer is for. */
export type PhotoUrl = (recipeId: number, photoId: string) => string;

export function presentRecipeSummary(
  row: RecipeSummaryRow,
  viewerIsPremium: boolean,
  photoUrl?: PhotoUrl,
): RecipeSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.photo_id && photoUrl ? photoUrl(row.id, row.photo_id) : row.image,
    cuisine: row.cuisine,
    cookingMinutes: row.cooking_minutes,
    prepTimeMinutes: row.prep_time_minutes,
    totalTimeMinutes: row.total_time_minutes,
    servings: row.servings,
    difficulty: row.difficulty,
    rating: num(row.rating),
    reviewCount: row.review_count,
    mealType: row.meal_type,
    dietary: row.dietary,
    tags: row.tags,
    isPremiumExclusive: row.is_premium_exclusive,
    locked: row.is_premium_exclusive && !viewerIsPremium,
    monthYear: row.month_year,
    featuredOrder: row.featured_order,
    calories: num(row.calories),
  };
}

type StoredIngredient = Omit<StructuredIngredient, 'amountAt' | 'alsoAt' | 'metricAmounts'> & {
  items?: ParsedItem[];
};

/**
 * Each line as written and in metric, with its stored parse and where its amounts are written in
 * both, so the browser scales the amounts without reading the text again.
 */
function presentIngredients(
  lines: readonly string[],
  stored: readonly StoredIngredient[],
): Pick<RecipeDetail, 'ingredientsMetric' | 'ingredientsStructured'> {
  const laidOut = lines.map((line, index) => (stored[index] ? amountLayout(line, stored[index]) : null));
  return {
    ingredientsMetric: lines.map((line, index) => laidOut[index]?.metric ?? ingredientLineToMetric(line)),
    ingredientsStructured: stored.map((parsed, index) => {
      const layout = laidOut[index]?.layout;
      return {
        ...parsed,
        amountAt: layout?.amountAt ?? null,
        alsoAt: layout?.alsoAt ?? [],
        metricAmounts: layout?.metricAmounts ?? [],
      };
    }),
  };
}

/** The whole recipe, with ingredients and steps both as written and in metric (°F → °C too). */
export function presentRecipeDetail(
  row: RecipeRow,
  viewerIsPremium: boolean,
  viewerId?: string,
  photoUrl?: PhotoUrl,
): RecipeDetail {
  return {
    ...presentRecipeSummary(row, viewerIsPremium, photoUrl),
    ingredients: row.ingredients,
    ...presentIngredients(row.ingredients, (row.ingredients_structured ?? []) as StoredIngredient[]),
    instructions: row.instructions,
    instructionsMetric: row.instructions.map(instructionToMetric),
    totalFat: num(row.total_fat),
    sugar: num(row.sugar),
    sodium: num(row.sodium),
    protein: num(row.protein),
    saturatedFat: num(row.saturated_fat),
    carbohydrates: num(row.carbohydrates),
    fiber: num(row.fiber),
    sourceId: row.source_id,
    source: row.source,
    sourceUrl: row.source_url,
    sourceName: row.source_name,
    mine: row.owner_id !== null && row.owner_id === viewerId,
    visibility: row.owner_id === null ? null : row.visibility,
    submittedDate: row.submitted_date ? row.submitted_date.toISOString().slice(0, 10) : null,
    numberOfSteps: row.number_of_steps,
    numberOfIngredients: row.number_of_ingredients,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
