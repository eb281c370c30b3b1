import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePremium } from '../../lib/session';
import { prefetchRecipes } from '../../features/recipes/api/get-recipes';
import { RecipeBrowser } from '../../features/recipes/components/recipe-browser';
import { readBrowserState, toRecipeListParams } from '../../features/recipes/lib/browser-state';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';
import { releaseServerRenderedPage } from '../../lib/server-state';
import { cardActions, detailActions } from '../recipe-actions';
import { useDocumentTitle } from '../use-document-title';

// Opened at /recipes, this chunk is fetched while the session is being checked (router.tsx): ask for
// the recipes now too, rather than after the check, the page's render and its first effect.
if (typeof window !== 'undefined' && window.location.pathname === '/recipes') {
  prefetchRecipes(toRecipeListParams(readBrowserState(new URLSearchParams(window.location.search))));
}

/** `/recipes` (and `/` once signed in): the browser, with the Premium parts following the user. */
export default function RecipeBrowserPage() {
  const isPremium = usePremium();
  const [params] = useSearchParams();
  // Hydrated (or rendered here): the server's markup, if any, may take taps now.
  useEffect(releaseServerRenderedPage, []);
  const search = params.get('search')?.trim();
  useDocumentTitle(
    search ? `Recipes for “${search}”` : 'Recipes',
    search
      ? `Sous recipes matching “${search}”, with times, ratings and nutrition.`
      : 'Browse and search Sous recipes by meal, cuisine, cooking time, rating and diet.',
  );
  return (
    <main id="main" className="page page--wide">
      <RecipeBrowser isPremium={isPremium} cardActions={cardActions} detailActions={detailActions}>
        <ReviewsSection signedIn />
      </RecipeBrowser>
    </main>
  );
}
