import { useState } from 'react';
import { Link, useNavigate, type LinkProps } from 'react-router-dom';
import { useIdParam } from '../route-params';
import { premiumRefusalOf } from '../../lib/premium';
import { useRecipe } from '../../lib/queries/get-recipe';
import { OwnerBar } from '../../features/recipes/components/owner-bar';
import { RecipeDetailView } from '../../features/recipes/components/recipe-detail';
import { recipeJsonLd } from '@common/contracts/recipe-json-ld';
import { FloatingChef } from '../../features/assistant/components/floating-chef';
import { CookedLogSection } from '../../features/collections/components/cooked-log';
import { RecipeNoteSection } from '../../features/collections/components/recipe-note';
import { RecipeRatingsSection } from '../../features/reviews/components/recipe-ratings';
import { useSession } from '../../lib/session';
import { detailActions } from '../recipe-actions';
import { useJsonLd } from '../use-document-title';
import { Page } from '../page';
import { paths } from '../../lib/paths';

/**
 * Whether the entry before this one is this app's: React Router numbers the entries it makes (`idx`),
 * from 0 for the one the document was opened on.
 */
const cameFromApp = () => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
};

/**
 * Back to where the cook came from (the browser's page, search and filters are in its URL): a step back
 * in history when the previous entry is this app's, else the recipe browser, for a page opened from a
 * link elsewhere or a fresh tab.
 */
function BackToRecipes(props: Omit<LinkProps, 'to'>) {
  const navigate = useNavigate();
  return (
    <Link
      {...props}
      to={paths.recipes}
      onClick={(event) => {
        if (!cameFromApp() || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(-1);
      }}
    />
  );
}

/** `/recipe/:id`: the same details as the dialog, as a page with a way back to the recipes. */
export default function RecipePage() {
  const id = useIdParam();
  const recipe = useRecipe(id);
  const { isSignedIn } = useSession();
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
        <BackToRecipes className="back-link">
          <span aria-hidden="true">←</span> Back to Recipes
        </BackToRecipes>
      )}
      {recipe.data?.mine && <OwnerBar recipe={recipe.data} />}
      {recipe.data && !recipe.data.mine && recipe.data.visibility === 'household' && (
        <p className="owner-bar__note">From your household: shared with you to read, cook and plan.</p>
      )}
      <div className="recipe-page__card">
        <RecipeDetailView
          key={id ?? 'none'}
          id={id ?? 0}
          titleAs="h1"
          actions={detailActions}
          onServingsChange={setServings}
          back={<BackToRecipes className="btn btn--primary">Back to Recipes</BackToRecipes>}
        />
      </div>
      {recipe.data && (
        <div className="recipe-page__keeping">
          <RecipeRatingsSection recipeId={recipe.data.id} signedIn={isSignedIn} />
          {isSignedIn && (
            <>
              <RecipeNoteSection recipeId={recipe.data.id} />
              <CookedLogSection recipeId={recipe.data.id} />
            </>
          )}
        </div>
      )}
      {recipe.data && <FloatingChef recipe={recipe.data} servings={servings} />}
    </Page>
  );
}
