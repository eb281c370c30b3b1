import { Link } from 'react-router-dom';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
import { PremiumUpsell } from '../../../components/premium-upsell';
import { ChefIcon, CrownIcon, PlayIcon } from '../../../components/ui/icons';
import { FEATURED_RECIPE_COUNT, useFeaturedRecipes } from '../api/get-featured-recipes';
import { paths } from '../../../lib/paths';
import { RecipeCard, RecipeCardSkeleton } from './recipe-card';

/** Premium: a reminder that the assistant listens for the wake phrase. */
export function HeyChefTip() {
  return (
    <aside className="banner tip-banner" aria-label="Tip">
      <span className="icon-disc tip-banner__icon" aria-hidden="true">
        <ChefIcon />
      </span>
      <p>
        <strong>Tip:</strong> say <strong>&ldquo;Hey Chef&rdquo;</strong> on any recipe to ask your AI cooking assistant
        a question hands-free, even with flour on your fingers.
      </p>
    </aside>
  );
}

/** Premium: this month's exclusive recipes and a way into the video library. */
export function PremiumContentStrip({ onOpen }: { onOpen: (recipe: RecipeSummary) => void }) {
  const featured = useFeaturedRecipes();
  const recipes = featured.data?.recipes ?? [];
  return (
    <section className="premium-strip" aria-labelledby="premium-strip-title">
      <div className="premium-strip__head">
        <div>
          <p className="overline premium-strip__eyebrow">
            <CrownIcon /> Premium Chef
          </p>
          <h2 id="premium-strip-title">Premium Content</h2>
          <p className="muted">This month&rsquo;s exclusive recipes, only for Premium Chef members.</p>
        </div>
        <Link to={paths.videos} className="btn btn--secondary">
          <PlayIcon /> Watch Premium Videos
        </Link>
      </div>
      {featured.isPending ? (
        <ul className="premium-strip__row" aria-hidden="true">
          {Array.from({ length: FEATURED_RECIPE_COUNT }, (_, index) => (
            <li key={index}>
              <RecipeCardSkeleton />
            </li>
          ))}
        </ul>
      ) : recipes.length > 0 ? (
        <ul className="premium-strip__row">
          {recipes.slice(0, FEATURED_RECIPE_COUNT).map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="premium-strip__empty">
          {featured.isError
            ? 'This month’s exclusive recipes could not be loaded right now.'
            : 'New exclusive recipes arrive at the start of every month. Check back soon!'}
        </p>
      )}
    </section>
  );
}

/** Free users: what Premium Chef adds to the recipe pages, its price and the way to /subscribe. */
export const RecipesPremiumUpsell = () => (
  <PremiumUpsell
    layout="panel"
    tone="warm"
    title="Cook like a Premium Chef"
    benefits={[
      `${PREMIUM_PLAN.exclusiveRecipesPerMonth} exclusive recipes every month`,
      'The full cooking video library and monthly masterclasses',
      <>A voice and text AI cooking assistant &mdash; just say &ldquo;Hey Chef&rdquo;</>,
    ]}
  />
);
