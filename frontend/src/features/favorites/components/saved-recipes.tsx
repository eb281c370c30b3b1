import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { HeartIcon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SkeletonGrid } from '../../../components/ui/skeleton';
import { useRefetchOfflineCopy } from '../../../lib/use-offline-copy';
import { useFavorites } from '../api/favorites';
import '../favorites.css';
import { paths } from '../../../lib/paths';
import { countOf } from '@common/kitchen/count';

const countText = (count: number) => countOf(count, 'recipe');

/**
 * The /favorites screen: 'My Saved Recipes' with the count, a Back link to /, and the saved
 * recipes. The cards come from the caller (`renderRecipes`), so this feature needs no other.
 */
export function SavedRecipes({ renderRecipes }: { renderRecipes: (recipes: RecipeSummary[]) => ReactNode }) {
  const favorites = useFavorites();
  const recipes = favorites.data?.recipes ?? [];
  const fromOfflineCopy = useRefetchOfflineCopy(favorites);

  return (
    <div className="saved-recipes">
      <Link to={paths.home} className="back-link saved-recipes__back">
        <span aria-hidden="true">←</span> Back
      </Link>
      <header className="saved-recipes__header">
        <h1>My Saved Recipes</h1>
        {favorites.data && (
          <p className="saved-recipes__count" aria-live="polite">
            <HeartIcon filled /> {countText(recipes.length)}
          </p>
        )}
      </header>
      {fromOfflineCopy && (
        <p className="saved-recipes__offline" role="status">
          You are offline — showing the copy saved on this device.
        </p>
      )}

      {favorites.isPending ? (
        <SkeletonGrid className="saved-recipes__loading" label="Loading saved recipes" count={4} height="18rem" />
      ) : favorites.isError ? (
        <LoadFailed
          className="saved-recipes__state"
          title="We couldn’t load your saved recipes"
          onRetry={() => void favorites.refetch()}
        />
      ) : recipes.length === 0 ? (
        <div className="state-panel saved-recipes__state">
          <span className="state-panel__icon saved-recipes__state-icon" aria-hidden="true">
            <HeartIcon />
          </span>
          <h2>No saved recipes yet</h2>
          <p className="muted">Tap the heart on any recipe to keep it here for later.</p>
          <Link to={paths.home} className="btn btn--primary">
            Browse Recipes
          </Link>
        </div>
      ) : (
        renderRecipes(recipes)
      )}
    </div>
  );
}
