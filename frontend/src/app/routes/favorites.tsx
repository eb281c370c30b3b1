import { useState } from 'react';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { SavedRecipes } from '../../features/favorites/components/saved-recipes';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { RecipeCard, RecipeGrid } from '../../features/recipes/components/recipe-card';
import { RecipeDetailDialog } from '../../features/recipes/components/recipe-detail-dialog';
import { AddToListButton } from '../../features/shopping-list/components/add-to-list-button';
import { Page } from '../page';

/** `/favorites`: the saved recipes as cards that open the detail dialog. */
export default function FavoritesPage() {
  const [open, setOpen] = useState<RecipeSummary | null>(null);
  return (
    <Page
      title="My Saved Recipes"
      description="The recipes you have saved on Sous, ready to cook or add to your shopping list."
      className="page page--wide"
    >
      <SavedRecipes
        renderRecipes={(recipes) => (
          <RecipeGrid label="Saved recipes">
            {recipes.map((recipe) => (
              <li key={recipe.id}>
                <RecipeCard
                  recipe={recipe}
                  headingLevel="h2"
                  onOpen={setOpen}
                  actions={
                    <>
                      <FavoriteButton recipe={recipe} />
                      <AddToListButton recipeId={recipe.id} recipeName={recipe.name} />
                    </>
                  }
                />
              </li>
            ))}
          </RecipeGrid>
        )}
      />
      <RecipeDetailDialog
        recipe={open}
        onClose={() => setOpen(null)}
        actions={(recipe) => (
          <>
            <FavoriteButton recipe={recipe} variant="button" />
            <AddToListButton recipeId={recipe.id} recipeName={recipe.name} variant="button" />
          </>
        )}
      />
    </Page>
  );
}
