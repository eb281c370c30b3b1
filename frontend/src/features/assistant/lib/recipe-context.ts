/** The recipe the chef talks about; the recipe detail from GET /api/recipes/:id fits as is. */
export interface ChefRecipe {
  name: string;
  ingredients: string[];
  instructions: string[];
  ingredientsMetric?: string[];
  instructionsMetric?: string[];
  /** The servings the recipe is written for. */
  servings?: number | null;
  totalTimeMinutes?: number | null;
  calories?: number | null;
  protein?: number | null;
  carbohydrates?: number | null;
  totalFat?: number | null;
  saturatedFat?: number | null;
  sugar?: number | null;
  fiber?: number | null;
  sodium?: number | null;
}

const NUTRIENTS: ReadonlyArray<[keyof ChefRecipe, string, string]> = [
  ['calories', 'calories', 'kcal'],
  ['protein', 'protein', 'g'],
  ['carbohydrates', 'carbohydrates', 'g'],
  ['totalFat', 'fat', 'g'],
  ['saturatedFat', 'saturated fat', 'g'],
  ['sugar', 'sugar', 'g'],
  ['fiber', 'fiber', 'g'],
  ['sodium', 'sodium', 'mg'],
];

/**
 * The home assistant's `context`: the recipe as plain text (spec section 7), with the servings the
 * page shows (`shownServings`, when the cook scaled it: the lines stay as written, and the
 * assistant scales its answers), the total time and the nutrition per serving, so questions about
 * them are answered from the recipe.
 */
export function recipeContext(
  recipe: ChefRecipe,
  lines: { ingredients: string[]; instructions: string[] },
  shownServings?: number,
): string {
  const written = recipe.servings && recipe.servings > 0 ? recipe.servings : null;
  const shown = shownServings && shownServings > 0 ? shownServings : written;
  const parts = [`Recipe: ${recipe.name}`];
  if (shown) parts.push(`Servings: ${shown}${written && shown !== written ? ` (recipe written for ${written})` : ''}`);
  if (recipe.totalTimeMinutes) parts.push(`Total time: ${recipe.totalTimeMinutes} min`);
  const nutrition = NUTRIENTS.flatMap(([field, name, unit]) => {
    const value = recipe[field];
    return typeof value === 'number' ? [`${name} ${value} ${unit}`] : [];
  });
  if (nutrition.length > 0) parts.push(`Nutrition per serving: ${nutrition.join(', ')}`);
  parts.push(
    `Ingredients:\n${lines.ingredients.map((line) => `- ${line}`).join('\n')}`,
    `Instructions:\n${lines.instructions.map((line, index) => `${index + 1}. ${line}`).join('\n')}`,
  );
  return parts.join('\n\n');
}
