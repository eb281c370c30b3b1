import { ingredientItems, parseIngredient } from '@common/kitchen/parse-ingredient';

/** A recipe as Sous stores it, before it has an id: what seeds and importers produce. */
export interface RecipeInput {
  sourceId: string;
  name: string;
  description?: string | null;
  image?: string | null;
  cuisine?: string | null;
  cookingMinutes?: number | null;
  prepTimeMinutes?: number | null;
  totalTimeMinutes?: number | null;
  servings?: number | null;
  difficulty?: string | null;
  ingredients: string[];
  instructions: string[];
  tags?: string[];
  mealType?: string[];
  dietary?: string[];
  isPremiumExclusive?: boolean;
  nutrition?: Partial<{
    calories: number;
    totalFat: number;
    sugar: number;
    sodium: number;
    protein: number;
    saturatedFat: number;
    carbohydrates: number;
    fiber: number;
  }>;
  source?: string | null;
  sourceUrl?: string | null;
  submittedDate?: string | null;
}

const nullable = <T>(value: T | undefined | null): T | null => (value === undefined ? null : value);

/** Maps a RecipeInput to its database row, parsing every ingredient line into its structured form. */
export function toRecipeRow(input: RecipeInput) {
  const structured = input.ingredients.map((line) => parseIngredient(line));
  const foods = [
    ...new Set(
      structured.flatMap((line) => ingredientItems(line).map((item) => item.food)).filter((food) => food.length > 1),
    ),
  ];
  const totalTime =
    input.totalTimeMinutes ??
    (input.cookingMinutes != null || input.prepTimeMinutes != null
      ? (input.cookingMinutes ?? 0) + (input.prepTimeMinutes ?? 0)
      : null);
  const nutrition = input.nutrition ?? {};
  return {
    source_id: input.sourceId,
    name: input.name.trim(),
    description: nullable(input.description),
    image: nullable(input.image),
    cuisine: nullable(input.cuisine),
    cooking_minutes: nullable(input.cookingMinutes),
    prep_time_minutes: nullable(input.prepTimeMinutes),
    total_time_minutes: totalTime,
    servings: nullable(input.servings),
    difficulty: nullable(input.difficulty),
    ingredients: input.ingredients,
    ingredients_structured: JSON.stringify(structured),
    instructions: input.instructions,
    tags: input.tags ?? [],
    meal_type: input.mealType ?? [],
    dietary: input.dietary ?? [],
    foods,
    is_premium_exclusive: input.isPremiumExclusive ?? false,
    calories: nullable(nutrition.calories),
    total_fat: nullable(nutrition.totalFat),
    sugar: nullable(nutrition.sugar),
    sodium: nullable(nutrition.sodium),
    protein: nullable(nutrition.protein),
    saturated_fat: nullable(nutrition.saturatedFat),
    carbohydrates: nullable(nutrition.carbohydrates),
    fiber: nullable(nutrition.fiber),
    source: nullable(input.source),
    source_url: nullable(input.sourceUrl),
    submitted_date: nullable(input.submittedDate),
    number_of_steps: input.instructions.length,
    number_of_ingredients: input.ingredients.length,
  };
}

export type RecipeRowInsert = ReturnType<typeof toRecipeRow>;
