import type { Db } from '../../backend/src/platform/db';
import { refreshSearchWords, toRecipeRow, upsertRecipes, type RecipeInput } from '../../backend/src/modules/recipes';
import { seedRecipeContent } from './content';
import type { SeedRecipe } from './content/types';

export { seedRecipeContent };

export const seedSourceId = (slug: string) => `sous:${slug}`;

export function seedRecipeToInput(recipe: SeedRecipe): RecipeInput {
  return {
    sourceId: seedSourceId(recipe.slug),
    name: recipe.name,
    description: recipe.description,
    cuisine: recipe.cuisine,
    mealType: recipe.mealType,
    difficulty: recipe.difficulty,
    prepTimeMinutes: recipe.prepTimeMinutes,
    cookingMinutes: recipe.cookingMinutes,
    totalTimeMinutes: recipe.prepTimeMinutes + recipe.cookingMinutes,
    servings: recipe.servings,
    dietary: recipe.dietary,
    tags: recipe.tags,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    nutrition: recipe.nutrition,
    isPremiumExclusive: recipe.isPremiumExclusive ?? false,
    source: 'Sous Test Kitchen',
  };
}

/** The rows the seed writes (ingredients parsed), in content order. */
export const seedRecipeRows = () => seedRecipeContent.map((recipe) => toRecipeRow(seedRecipeToInput(recipe)));

/** Upserts the project's own recipes (stable ids across runs) and refreshes the search vocabulary. */
export async function seedRecipes(db: Db, rows = seedRecipeRows()): Promise<void> {
  await upsertRecipes(db, rows);
  await refreshSearchWords(db);
}
