import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePremium } from '../../lib/session';
import { RecipeBrowser } from '../../features/recipes/components/recipe-browser';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';
import { releaseServerRenderedPage } from '../../lib/server-state';
import { cardActions, detailActions } from '../recipe-actions';
import { Page } from '../page';
import { favoritesQueryOptions } from '../../features/favorites/api/favorites';
import { cuisinesQueryOptions } from '../../features/recipes/api/get-cuisines';
import { recipesQueryOptions } from '../../features/recipes/api/get-recipes';
import { readBrowserState, toRecipeListParams } from '../../features/recipes/lib/browser-state';
import { reviewsQueryOptions } from '../../features/reviews/api/reviews';
import { shoppingListQueryOptions } from '../../features/shopping-list/api/shopping-list';
import type { PageData, PageQuery } from '../page-queries';
import { appConfigQueryOptions } from '../use-app-config';

/** What the recipe browser's first screen shows at `url` (`/recipes`, and `/` once signed in). */
export const recipeBrowserData: PageData = (url) => ({
  queries: [
    recipesQueryOptions(toRecipeListParams(readBrowserState(url.searchParams))) as PageQuery,
    cuisinesQueryOptions as PageQuery,
    reviewsQueryOptions as PageQuery,
    appConfigQueryOptions as PageQuery,
  ],
  // The header's counts.
  cookQueries: [favoritesQueryOptions as PageQuery, shoppingListQueryOptions as PageQuery],
});

/** `/recipes` (and `/` once signed in): the browser, with the Premium parts following the user. */
export default function RecipeBrowserPage() {
  const isPremium = usePremium();
  const [params] = useSearchParams();
  // Hydrated (or rendered here): the server's markup, if any, may take taps now.
  useEffect(releaseServerRenderedPage, []);
  const search = params.get('search')?.trim();
  const description = search
    ? `Sous recipes matching “${search}”, with times, ratings and nutrition.`
    : 'Browse and search Sous recipes by meal, cuisine, cooking time, rating and diet.';
  return (
    <Page title={search ? `Recipes for “${search}”` : 'Recipes'} description={description} className="page page--wide">
      <RecipeBrowser isPremium={isPremium} cardActions={cardActions} detailActions={detailActions}>
        <ReviewsSection signedIn />
      </RecipeBrowser>
    </Page>
  );
}
