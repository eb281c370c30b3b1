/**
 * The recipe page's ingredient lines for the chosen servings and units, from the server's structured
 * amounts (ingredientsStructured: the parse, where the amount is written, the metric amounts), scaled
 * and written by the kitchen library. The text is never parsed here.
 */
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { scaleLine } from '@common/kitchen/scale-line';

import type { UnitSystem } from '../../../lib/use-unit-system';

export type { UnitSystem };

/** Every ingredient line of a recipe, scaled and in the chosen units. */
export function scaleIngredients(
  recipe: Pick<RecipeDetail, 'ingredients' | 'ingredientsMetric' | 'ingredientsStructured'>,
  factor: number,
  system: UnitSystem,
): string[] {
  return recipe.ingredients.map((original, index) =>
    scaleLine(
      {
        original,
        metric: recipe.ingredientsMetric[index] ?? original,
        layout: recipe.ingredientsStructured?.[index],
      },
      factor,
      system,
    ),
  );
}
