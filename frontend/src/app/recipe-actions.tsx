import type { IngredientMatch, RecipeDetail, RecipeSummary } from '@common/contracts/recipes.schema';
import { SaveToCollectionButton } from '../features/collections/components/save-to-collection';
import { FavoriteButton } from '../features/favorites/components/favorite-button';
import { AddToPlanButton } from '../features/planner/components/add-to-plan-button';
import { AddMissingToListButton, AddToListButton } from '../features/shopping-list/components/add-to-list-button';

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
    <SaveToCollectionButton recipe={recipe} />
    <AddToListButton recipeId={recipe.id} recipeName={recipe.name} servings={servings} variant="button" />
    {!recipe.locked && <AddToPlanButton recipe={recipe} servings={servings} />}
  </>
);

/** "Cook with what you have" results: the list button adds only what the cook lacks. */
export const pantryCardActions = (recipe: IngredientMatch) =>
  recipe.locked ? null : (
    <>
      <FavoriteButton recipe={recipe} />
      <AddMissingToListButton lines={recipe.missingLines ?? []} recipeName={recipe.name} />
    </>
  );
