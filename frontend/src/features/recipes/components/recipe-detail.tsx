import { useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import type { RecipeDetail, RecipeSummary } from '@common/contracts/recipes.schema';
import { PremiumPrice, UpgradeLink } from '../../../components/premium-upsell';
import { DifficultyBadge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import {
  ChefIcon,
  ClockIcon,
  CrownIcon,
  LockIcon,
  MinusIcon,
  PlusIcon,
  PrintIcon,
  ShareLinkIcon,
  StarIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { premiumRefusalOf, type PremiumUpsell } from '../../../lib/premium';
import { useRecipe } from '../../../lib/queries/get-recipe';
import { formatMinutes, formatRating, servingsOf, totalMinutes } from '../lib/format';
import { scaleIngredients, type UnitSystem } from '../lib/scale-ingredients';
import { useUnitSystem } from '../lib/use-unit-system';
import { RecipeArtwork } from './recipe-artwork';
import { RecipeImage } from './recipe-card';
import '../recipes.css';
import { paths } from '../../../lib/paths';
import { countOf } from '@common/kitchen/count';

type TitleComponent = ComponentType<{ className?: string; children?: ReactNode }> | 'h1' | 'h2';

export interface RecipeDetailProps {
  id: number;
  /** The card the reader clicked: shown while the full recipe loads. */
  preview?: RecipeSummary | null;
  /** The page passes 'h1'; the dialog passes its DialogTitle so the dialog is named by it. */
  titleAs?: TitleComponent;
  /** Favorite and add-to-list buttons, supplied by other features. */
  /** The page's current servings come along, so "add to list" adds what the cook is looking at. */
  actions?: (recipe: RecipeDetail, servings?: number) => ReactNode;
  /** The 'Back to Recipes' control shown when the recipe cannot be loaded. */
  back: ReactNode;
  /** Told the servings the page shows, as the cook changes them (the page's assistant answers for them). */
  onServingsChange?: (servings: number) => void;
}

/** Recipe detail with its loading, not-found and premium-locked states (dialog and page). */
export function RecipeDetailView({ id, preview, titleAs = 'h1', actions, back, onServingsChange }: RecipeDetailProps) {
  const query = useRecipe(Number.isInteger(id) && id > 0 ? id : null);
  const sectionHeading = titleAs === 'h1' ? 'h2' : 'h3';

  if (query.data) {
    return (
      <RecipeContent
        recipe={query.data}
        Title={titleAs}
        Section={sectionHeading}
        actions={actions}
        onServingsChange={onServingsChange}
      />
    );
  }
  if (query.isError || !(Number.isInteger(id) && id > 0)) {
    const upsell = premiumRefusalOf(query.error);
    if (upsell) return <LockedRecipe upsell={upsell} preview={preview} Title={titleAs} />;
    return <RecipeNotFound Title={titleAs} back={back} />;
  }
  return <RecipeDetailSkeleton preview={preview} Title={titleAs} />;
}

export function RecipeNotFound({ Title, back }: { Title: TitleComponent; back: ReactNode }) {
  return (
    <div className="state-panel recipe-state" role="status">
      <span className="state-panel__icon recipe-state__icon" aria-hidden="true">
        <ChefIcon />
      </span>
      <Title className="recipe-state__title">Recipe Not Found</Title>
      <p className="muted">
        We couldn&rsquo;t find that recipe. It may have been removed, or the link may be mistyped.
      </p>
      {back}
    </div>
  );
}

function LockedRecipe({
  upsell,
  preview,
  Title,
}: {
  upsell: PremiumUpsell;
  preview?: RecipeSummary | null;
  Title: TitleComponent;
}) {
  const name = upsell.recipe?.name ?? preview?.name ?? upsell.title;
  const description = upsell.recipe?.description ?? preview?.description;
  return (
    <article className="recipe-detail recipe-detail--locked">
      <div className="recipe-detail__hero recipe-detail__hero--locked">
        {preview ? (
          <RecipeImage recipe={preview} showLabel={false} />
        ) : (
          <RecipeArtwork id={upsell.recipe?.id ?? name} name={name} showLabel={false} />
        )}
      </div>
      <div className="recipe-locked">
        <span className="icon-disc recipe-locked__icon" aria-hidden="true">
          <LockIcon />
        </span>
        <p className="overline recipe-locked__eyebrow">
          <CrownIcon /> Premium Chef recipe
        </p>
        <Title className="recipe-locked__title">{name}</Title>
        {description && <p className="recipe-locked__description">{description}</p>}
        <p>{upsell.message}</p>
        <PremiumPrice className="recipe-locked__price" />
        <UpgradeLink>
          <CrownIcon /> Upgrade to Premium
        </UpgradeLink>
      </div>
    </article>
  );
}

function RecipeDetailSkeleton({ preview, Title }: { preview?: RecipeSummary | null; Title: TitleComponent }) {
  return (
    <article className="recipe-detail" aria-busy="true">
      <div className="recipe-detail__hero">
        {preview ? (
          <RecipeImage recipe={preview} showLabel={false} />
        ) : (
          <Skeleton height="100%" className="recipe-detail__hero-skeleton" />
        )}
      </div>
      <div className="recipe-detail__inner">
        {preview ? (
          <Title className="recipe-detail__title">{preview.name}</Title>
        ) : (
          <>
            <Title className="visually-hidden">Loading recipe…</Title>
            <Skeleton width="60%" height="2.25rem" />
          </>
        )}
        <div className="stack recipe-detail__placeholder" role="status" aria-label="Loading recipe">
          <Skeleton width="40%" height="1.1rem" />
          <Skeleton height="1rem" />
          <Skeleton width="85%" height="1rem" />
          <div className="recipe-detail__columns">
            <div className="stack">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} height="1rem" width={`${90 - index * 7}%`} />
              ))}
            </div>
            <div className="stack">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} height="2.5rem" />
              ))}
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}

function UnitsToggle({ system, onChange }: { system: UnitSystem; onChange: (system: UnitSystem) => void }) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Units</legend>
      {(
        [
          ['metric', 'Metric'],
          ['original', 'Original'],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className="segmented__option">
          <input type="radio" name={name} value={value} checked={system === value} onChange={() => onChange(value)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

const MAX_SERVINGS = 99;

function ServingsStepper({
  servings,
  original,
  onChange,
}: {
  servings: number;
  original: number;
  onChange: (servings: number) => void;
}) {
  const labelId = useId();
  return (
    <div className="cluster stepper-row">
      <div className="stepper" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="stepper__label">
          Servings
        </span>
        <button
          type="button"
          className="icon-button stepper__button"
          aria-label="Decrease servings"
          disabled={servings <= 1}
          onClick={() => onChange(servings - 1)}
        >
          <MinusIcon />
        </button>
        <output className="stepper__value" aria-live="polite" aria-label={countOf(servings, 'serving')}>
          {servings}
        </output>
        <button
          type="button"
          className="icon-button stepper__button"
          aria-label="Increase servings"
          disabled={servings >= MAX_SERVINGS}
          onClick={() => onChange(servings + 1)}
        >
          <PlusIcon />
        </button>
      </div>
      {servings !== original && (
        <button type="button" className="link-button" onClick={() => onChange(original)}>
          Reset to {original}
        </button>
      )}
    </div>
  );
}

/** The nutrition panel's rows: field, label, unit suffix. */
const NUTRITION_FACTS: ReadonlyArray<['calories' | 'protein' | 'carbohydrates' | 'totalFat', string, string]> = [
  ['calories', 'Calories', ''],
  ['protein', 'Protein', ' g'],
  ['carbohydrates', 'Carbs', ' g'],
  ['totalFat', 'Fat', ' g'],
];

function nutritionValue(value: number | null, unit: string): string {
  if (value == null) return 'N/A';
  return `${Math.round(value)}${unit}`;
}

function useShare(recipe: RecipeDetail) {
  const { toast } = useToast();
  return async () => {
    const url = `${window.location.origin}/recipe/${recipe.id}`;
    const text = recipe.description || `Check out this recipe for ${recipe.name} on Sous!`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: recipe.name, text, url });
        return;
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') return; // the reader closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The recipe link is on your clipboard.' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };
}

function RecipeContent({
  recipe,
  Title,
  Section,
  actions,
  onServingsChange,
}: {
  recipe: RecipeDetail;
  Title: TitleComponent;
  Section: 'h2' | 'h3';
  /** The page's current servings come along, so "add to list" adds what the cook is looking at. */
  actions?: (recipe: RecipeDetail, servings?: number) => ReactNode;
  onServingsChange?: (servings: number) => void;
}) {
  const [system, setSystem] = useUnitSystem();
  const original = servingsOf(recipe);
  const [servings, setServings] = useState(original);
  useEffect(() => onServingsChange?.(servings), [servings, onServingsChange]);
  const share = useShare(recipe);
  const factor = servings / original;
  const ingredients = scaleIngredients(recipe, factor, system);
  const instructions = system === 'metric' ? recipe.instructionsMetric : recipe.instructions;
  const ids = useId();
  const extraActions = actions?.(recipe, servings);

  return (
    <article className="recipe-detail">
      <div className="recipe-detail__hero">
        <RecipeImage recipe={recipe} showLabel={false} priority />
      </div>
      <div className="recipe-detail__inner">
        <header className="recipe-detail__header">
          {(recipe.cuisine || recipe.mealType.length > 0) && (
            <p className="overline recipe-detail__eyebrow">
              {[recipe.cuisine, ...recipe.mealType].filter(Boolean).join(' · ')}
            </p>
          )}
          <Title className="recipe-detail__title">{recipe.name}</Title>
          <ul className="plain-list facts recipe-meta recipe-meta--large" aria-label="Recipe facts">
            <li>
              <ClockIcon />
              <span>{formatMinutes(totalMinutes(recipe))}</span>
            </li>
            <li>
              <UsersIcon />
              <span>{countOf(original, 'serving')}</span>
            </li>
            <li className="recipe-meta__rating">
              <StarIcon />
              <span>
                {formatRating(recipe.rating)}
                <span className="visually-hidden"> out of 5 stars</span>
              </span>
            </li>
            {recipe.difficulty && (
              <li>
                <DifficultyBadge difficulty={recipe.difficulty} />
              </li>
            )}
          </ul>
          {recipe.description && <p className="recipe-detail__description">{recipe.description}</p>}
          {recipe.dietary.length > 0 && (
            <ul className="tag-list" aria-label="Dietary">
              {recipe.dietary.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </header>

        <div className="cluster recipe-detail__actions">
          <ButtonLink to={paths.cookMode(recipe.id)}>
            <ChefIcon /> Start Cook Mode
          </ButtonLink>
          {extraActions}
          <Button variant="secondary" onClick={() => void share()}>
            <ShareLinkIcon /> Share
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            <PrintIcon /> Print
          </Button>
        </div>

        <div className="recipe-detail__columns">
          <section className="recipe-detail__ingredients" aria-labelledby={`${ids}-ingredients`}>
            <div className="recipe-detail__section-head">
              <Section id={`${ids}-ingredients`}>Ingredients</Section>
              <UnitsToggle system={system} onChange={setSystem} />
            </div>
            <ServingsStepper servings={servings} original={original} onChange={setServings} />
            <ul className="ingredient-list">
              {ingredients.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </section>

          <div className="recipe-detail__side">
            <section className="nutrition" aria-labelledby={`${ids}-nutrition`}>
              <Section id={`${ids}-nutrition`}>Nutrition per serving</Section>
              <dl className="nutrition__grid">
                {NUTRITION_FACTS.map(([key, label, unit]) => (
                  <div key={key}>
                    <dt>{label}</dt>
                    <dd>{nutritionValue(recipe[key], unit)}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <section className="recipe-detail__instructions" aria-labelledby={`${ids}-instructions`}>
              <Section id={`${ids}-instructions`}>Instructions</Section>
              <ol className="steps">
                {instructions.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </section>
          </div>
        </div>
        {(recipe.source ?? recipe.sourceName) && (
          <p className="recipe-detail__source muted">
            Source:{' '}
            {recipe.sourceUrl ? (
              <a href={recipe.sourceUrl} rel="noopener noreferrer" target="_blank">
                {recipe.source ?? recipe.sourceName}
              </a>
            ) : (
              (recipe.source ?? recipe.sourceName)
            )}
          </p>
        )}
      </div>
    </article>
  );
}
