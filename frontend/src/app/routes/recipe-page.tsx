import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useIdParam } from '../route-params';
import { premiumRefusalOf } from '../../lib/premium';
import { useRecipe } from '../../lib/queries/get-recipe';
import { OwnerBar } from '../../features/recipes/components/owner-bar';
import { RecipeDetailView } from '../../features/recipes/components/recipe-detail';
import { recipeJsonLd } from '@common/contracts/recipe-json-ld';
import { FloatingChef } from '../../features/assistant/components/floating-chef';
import { detailActions } from '../recipe-actions';
import { useJsonLd } from '../use-document-title';
import { Page } from '../page';
import { paths } from '../../lib/paths';

/** `/recipe/:id`: the same details as the dialog, as a page with a back link to /. */
export default function RecipePage() {
  const id = useIdParam();
  const recipe = useRecipe(id);
  const upsell = premiumRefusalOf(recipe.error);
  // The servings the page shows go to the assistant: "how much spaghetti?" is answered for them.
  const [servings, setServings] = useState<number>();
  const notFound = id === null || (recipe.isError && !upsell);
  useJsonLd('recipe-json-ld', recipe.data ? recipeJsonLd(recipe.data, window.location.origin) : null);
  const title = recipe.data?.name ?? upsell?.recipe?.name ?? (notFound ? 'Recipe Not Found' : 'Recipe');
  const description =
    recipe.data?.description ||
    upsell?.recipe?.description ||
    'A Sous recipe with ingredients, steps, times and nutrition.';
  return (
    <Page title={title} description={description} className="page recipe-page">
      {/* The not-found state has its own 'Back to Recipes' button. */}
      {!notFound && (
        <Link to={paths.home} className="back-link">
          <span aria-hidden="true">←</span> Back to Recipes
        </Link>
      )}
      {recipe.data?.mine && <OwnerBar recipe={recipe.data} />}
      <div className="recipe-page__card">
        <RecipeDetailView
          key={id ?? 'none'}
          id={id ?? 0}
          titleAs="h1"
          actions={detailActions}
          onServingsChange={setServings}
          back={
            <Link to={paths.home} className="btn btn--primary">
              Back to Recipes
            </Link>
          }
        />
      </div>
      {recipe.data && <FloatingChef recipe={recipe.data} servings={servings} />}
    </Page>
  );
}
