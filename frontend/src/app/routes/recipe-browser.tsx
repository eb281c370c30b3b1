import { useSearchParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { RecipeBrowser } from '../../features/recipes/components/recipe-browser';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';
import { cardActions, detailActions } from '../recipe-actions';
import { useDocumentTitle } from '../use-document-title';

/** `/recipes` (and `/` once signed in): the browser, with the Premium parts following the user. */
export default function RecipeBrowserPage() {
  const { user } = useUser();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim();
  useDocumentTitle(
    search ? `Recipes for “${search}”` : 'Recipes',
    search
      ? `Sous recipes matching “${search}”, with times, ratings and nutrition.`
      : 'Browse and search Sous recipes by meal, cuisine, cooking time, rating and diet.',
  );
  return (
    <main id="main" className="page page--wide">
      <RecipeBrowser isPremium={Boolean(user?.isPremium)} cardActions={cardActions} detailActions={detailActions}>
        <ReviewsSection signedIn />
      </RecipeBrowser>
    </main>
  );
}
