import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RecipeSummary } from '@common/contracts/recipes.schema';
import { DifficultyBadge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { CrownIcon, LockIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { plural } from '@common/kitchen/count';
import { formatMinutes, formatRating, servingsOf, totalMinutes } from '../lib/format';
import { RecipeArtwork } from './recipe-artwork';
import '../recipes.css';
import { paths } from '../../../lib/paths';

/** The photo, or generated artwork when the recipe has none. Decorative either way. */
export function RecipeImage({
  recipe,
  className = '',
  showLabel = true,
  priority = false,
}: {
  recipe: RecipeSummary;
  className?: string;
  /** Show the cuisine pill on generated artwork (the detail's hero leaves it out). */
  showLabel?: boolean;
  /** Likely the page's largest paint (the first card, a detail's hero): loaded at once, first. */
  priority?: boolean;
}) {
  if (recipe.image)
    return (
      <img
        className={`recipe-image ${className}`.trim()}
        src={recipe.image}
        alt=""
        // The cards' 4:3 box: the browser reserves the space before the photo arrives.
        width={400}
        height={300}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    );
  return (
    <RecipeArtwork
      id={recipe.id}
      name={recipe.name}
      cuisine={recipe.cuisine}
      tags={recipe.tags}
      mealTypes={recipe.mealType}
      className={className}
      showLabel={showLabel}
      priority={priority}
    />
  );
}

/** A plain left click opens the detail in place; modified clicks keep the link's new-tab behaviour. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface RecipeCardProps {
  recipe: RecipeSummary;
  /** Opens the detail (dialog). Without it the card links to /recipe/{id}. */
  onOpen?: (recipe: RecipeSummary) => void;
  /** Favorite / add-to-list buttons, supplied by other features. */
  actions?: ReactNode;
  /** Extra lines under the meta row (e.g. "You have: …" in the ingredient search). */
  footer?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a grid: its image is the likely largest paint, so it is not lazy. */
  priority?: boolean;
}

export function RecipeCard({
  recipe,
  onOpen,
  actions,
  footer,
  headingLevel: Heading = 'h3',
  priority = false,
}: RecipeCardProps) {
  const minutes = totalMinutes(recipe);
  return (
    <Card className={`recipe-card${recipe.locked ? ' recipe-card--locked' : ''}`}>
      <div className="recipe-card__media">
        <RecipeImage recipe={recipe} priority={priority} />
        {(recipe.locked || recipe.isPremiumExclusive) && (
          <span className="recipe-card__lock">
            {recipe.locked ? <LockIcon /> : <CrownIcon />}
            Premium
          </span>
        )}
      </div>
      <div className="card__body recipe-card__body">
        <Heading className="card__title recipe-card__title">
          <Link
            to={paths.recipe(recipe.id)}
            className="card__link recipe-card__link"
            onClick={(event) => {
              if (onOpen && isPlainClick(event)) {
                event.preventDefault();
                onOpen(recipe);
              }
            }}
          >
            {recipe.name}
          </Link>
        </Heading>
        {recipe.description && <p className="card__description recipe-card__description">{recipe.description}</p>}
        <ul className="plain-list facts recipe-meta" aria-label="Recipe facts">
          <li className="recipe-card__fact recipe-card__fact--time">{formatMinutes(minutes)}</li>
          <li className="recipe-card__fact recipe-card__fact--servings">
            {servingsOf(recipe)} <span className="recipe-meta__unit">{plural(servingsOf(recipe), 'serving')}</span>
          </li>
        </ul>
        <div className="recipe-card__footer">
          <DifficultyBadge difficulty={recipe.difficulty} />
          <span className="facts recipe-meta recipe-meta__rating recipe-card__rating recipe-card__fact recipe-card__fact--rating">
            {formatRating(recipe.rating)}
            <span className="visually-hidden"> out of 5 stars</span>
          </span>
          {actions && <div className="recipe-card__actions">{actions}</div>}
        </div>
        {footer}
      </div>
    </Card>
  );
}

export function RecipeCardSkeleton() {
  return (
    <div className="card recipe-card recipe-card--skeleton" aria-hidden="true">
      <Skeleton className="recipe-card__media" height="auto" />
      <div className="card__body recipe-card__body">
        <Skeleton width="75%" height="1.25rem" />
        <Skeleton height="0.9rem" />
        <Skeleton width="60%" height="0.9rem" />
        <Skeleton width="50%" height="0.9rem" />
      </div>
    </div>
  );
}

export function RecipeGrid({ children, busy = false, label }: { children: ReactNode; busy?: boolean; label?: string }) {
  return (
    <ul
      className={`plain-list grid recipe-grid${busy ? ' recipe-grid--busy' : ''}`}
      aria-busy={busy || undefined}
      aria-label={label}
    >
      {children}
    </ul>
  );
}

/** A grid of `count` card placeholders while recipes load. */
export function RecipeGridSkeleton({ count }: { count: number }) {
  return (
    <RecipeGrid busy label="Loading recipes">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <RecipeCardSkeleton />
        </li>
      ))}
    </RecipeGrid>
  );
}
