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

/** `servings`: the detail view's current servings, so the list gets the recipe as scaled on the page. */
export const detailActions = (recipe: RecipeDetail, servings?: number) => (
  <>
    <FavoriteButton recipe={recipe} variant="button" />
    <AddToListButton recipeId={recipe.id} recipeName={recipe.name} servings={servings} variant="button" />
  </>
);
