import type { RecipeDetail, RecipeSummary } from '../../../backend/src/contracts/recipes';
import { FavoriteButton } from '../features/favorites/components/favorite-button';
import { AddToListButton } from '../features/shopping-list/components/add-to-list-button';

/** The favorite and add-to-list buttons, composed into recipe cards and the detail view (features stay apart). */
export const cardActions = (recipe: RecipeSummary) =>
  recipe.locked ? null : (
    <>
      <FavoriteButton recipe={recipe} />
      <AddToListButton recipeId={recipe.id} recipeName={recipe.name} />
    </>
  );

export const detailActions = (recipe: RecipeDetail) => (
  <>
    <FavoriteButton recipe={recipe} variant="button" />
    <AddToListButton recipeId={recipe.id} recipeName={recipe.name} variant="button" />
  </>
);
