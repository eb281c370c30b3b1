import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCatalogStats } from '../api/get-catalog-stats';
import { useCuisines } from '../api/get-cuisines';
import { RecipeArtwork } from './recipe-artwork';
import '../recipes.css';
import { paths } from '../../../lib/paths';
import { countOf, roundedDown } from '@common/kitchen/count';

/** Every cuisine in the catalog with its count, each linking to the filtered browser. */
export function CuisineList() {
  const cuisines = useCuisines();
  const stats = useCatalogStats();
  return (
    <div className="cuisines">
      <header className="browser__intro">
        <h1>Cuisines</h1>
        <p className="lead">
          {stats.data
            ? `${roundedDown(stats.data.recipes)} recipes from ${countOf(stats.data.cuisines, 'cuisine')}, free with an account. Pick one to start cooking.`
            : 'Explore recipes from kitchens around the world.'}
        </p>
      </header>
      {cuisines.isError ? (
        <div className="state-panel recipe-state recipe-state--error" role="alert">
          <h2 className="recipe-state__title">We couldn&rsquo;t load the cuisines</h2>
          <Button onClick={() => void cuisines.refetch()}>Try again</Button>
        </div>
      ) : cuisines.isPending ? (
        <ul className="cuisine-grid" aria-busy="true" aria-label="Loading cuisines">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <Skeleton height="9rem" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="cuisine-grid">
          {cuisines.data.map(({ cuisine, count }) => (
            <li key={cuisine}>
              <Link to={paths.recipesByCuisine(cuisine)} className="cuisine-tile">
                <RecipeArtwork id={cuisine} name={cuisine} showLabel={false} className="cuisine-tile__art" />
                <span className="cuisine-tile__text">
                  <span className="cuisine-tile__name">{cuisine}</span>
                  <span className="cuisine-tile__count">{countOf(count, 'recipe')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
