import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { IngredientMatch, RecipeDetail, RecipeSummary } from '@common/contracts/recipes.schema';
import { Button } from '../../../components/ui/button';
import { BasketIcon, CheckIcon, CloseIcon, PlusIcon, SearchIcon } from '../../../components/ui/icons';
import { useRecipesByIngredients } from '../api/find-recipes-by-ingredients';
import { POPULAR_INGREDIENTS } from '../lib/catalog-options';
import { RecipeCard, RecipeGrid, RecipeGridSkeleton } from './recipe-card';
import { RecipeDetailDialog } from './recipe-detail-dialog';
import '../recipes.css';
import { countOf } from '@common/kitchen/count';

const MAX_INGREDIENTS = 30;

function parseHave(value: string | null): string[] {
  const seen = new Set<string>();
  for (const item of (value ?? '').split(',')) {
    const name = item.trim().toLowerCase();
    if (name) seen.add(name);
  }
  return [...seen].slice(0, MAX_INGREDIENTS);
}

function MatchSummary({ recipe }: { recipe: IngredientMatch }) {
  if (recipe.missingIngredients.length === 0) {
    return (
      <p className="match match--all">
        <CheckIcon /> You have everything!
      </p>
    );
  }
  return (
    <div className="match">
      {recipe.matchedIngredients.length > 0 && (
        <p className="match__have">
          <strong>You have:</strong> {recipe.matchedIngredients.join(', ')}
        </p>
      )}
      <p className="match__missing">
        <strong>Missing:</strong> {recipe.missingIngredients.join(', ')}
      </p>
    </div>
  );
}

export interface IngredientSearchProps {
  /** Favorite / add-to-list buttons for each result card (other features). */
  cardActions?: (recipe: IngredientMatch) => ReactNode;
  detailActions?: (recipe: RecipeDetail, servings?: number) => ReactNode;
}

/**
 * "Cook with what you have": list what is in the kitchen, then find recipes ranked as a cook would
 * (dishes built around what they have first, then the fewest missing ingredients; the server ranks). The submitted search is in the URL (?have=a,b,c) so Back returns to it.
 */
export function IngredientSearch({ cardActions, detailActions }: IngredientSearchProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const submitted = useMemo(() => parseHave(searchParams.get('have')), [searchParams]);
  const [ingredients, setIngredients] = useState<string[]>(submitted);
  const [draft, setDraft] = useState('');
  const [openRecipe, setOpenRecipe] = useState<RecipeSummary | null>(null);
  const results = useRecipesByIngredients(submitted);
  const inputId = useId();
  const hintId = useId();

  const add = (raw: string) => {
    const name = raw.trim().toLowerCase();
    if (!name) return;
    setIngredients((current) =>
      current.some((item) => item.toLowerCase() === name) || current.length >= MAX_INGREDIENTS
        ? current
        : [...current, name],
    );
  };
  const submitDraft = (event: FormEvent) => {
    event.preventDefault();
    add(draft);
    setDraft('');
  };
  const find = () => {
    if (ingredients.length === 0) return;
    // The results come in below the button the cook pressed: the page stays where it is.
    setSearchParams({ have: ingredients.join(',') }, { preventScrollReset: true });
  };
  const newSearch = () => {
    setIngredients([]);
    setDraft('');
    setSearchParams({}, { preventScrollReset: true });
  };
  const loading = submitted.length > 0 && results.isFetching;
  const suggestions = POPULAR_INGREDIENTS.filter((item) => !ingredients.includes(item));

  return (
    <div className="ingredient-search">
      <header className="browser__intro">
        <p className="overline recipe-detail__eyebrow">
          <BasketIcon /> Cook with what you have
        </p>
        <h1>What&rsquo;s in your kitchen?</h1>
        <p className="lead">Add the ingredients you have on hand and we&rsquo;ll find recipes that use them.</p>
      </header>

      <div className="ingredient-search__layout">
        <section className="panel ingredient-entry" aria-labelledby={`${inputId}-title`}>
          <h2 id={`${inputId}-title`} className="ingredient-entry__title">
            Your ingredients
          </h2>
          <form className="stack stack--tight" onSubmit={submitDraft}>
            <label htmlFor={inputId} className="field__label">
              Add an ingredient
            </label>
            <div className="input-row">
              <input
                id={inputId}
                className="input"
                placeholder="e.g. chicken, rice, garlic"
                value={draft}
                autoComplete="off"
                aria-describedby={hintId}
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button type="submit" disabled={!draft.trim()}>
                <PlusIcon /> Add
              </Button>
            </div>
            <p id={hintId} className="field__hint">
              Press Enter to add each one.
            </p>
          </form>

          {ingredients.length > 0 ? (
            <div className="cluster chip-list-wrap">
              <ul className="plain-list cluster chip-list" aria-label="Your ingredients">
                {ingredients.map((item) => (
                  <li key={item} className="chip">
                    <span>{item}</span>
                    <button
                      type="button"
                      className="icon-button chip__remove"
                      aria-label={`Remove ${item}`}
                      onClick={() => setIngredients((current) => current.filter((entry) => entry !== item))}
                    >
                      <CloseIcon />
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" className="link-button" onClick={() => setIngredients([])}>
                Clear all
              </button>
            </div>
          ) : (
            <p className="muted ingredient-entry__empty">No ingredients yet. Add some, or pick from the list below.</p>
          )}

          <div className="ingredient-entry__find">
            <Button className="btn--large" disabled={ingredients.length === 0 || loading} onClick={find}>
              <SearchIcon /> {loading ? 'Finding recipes…' : 'Find Recipes'}
            </Button>
            {submitted.length > 0 && (
              <Button variant="secondary" onClick={newSearch}>
                New Search
              </Button>
            )}
          </div>

          <div className="popular">
            <h3 className="popular__title">Popular ingredients</h3>
            <ul className="plain-list cluster popular__list">
              {suggestions.map((item) => (
                <li key={item}>
                  <button type="button" className="suggestion" aria-label={`Add ${item}`} onClick={() => add(item)}>
                    <PlusIcon />
                    {item}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <aside className="panel how-it-works" aria-labelledby={`${inputId}-how`}>
          <h2 id={`${inputId}-how`}>How it works</h2>
          <ol className="how-it-works__steps">
            <li>
              <div>
                <strong>List what you have.</strong> Type ingredients or tap the popular ones.
              </div>
            </li>
            <li>
              <div>
                <strong>Find recipes.</strong> We search every recipe for the ingredients you listed.
              </div>
            </li>
            <li>
              <div>
                <strong>Cook with less shopping.</strong> Recipes missing the fewest ingredients come first, and each
                one shows what you have and what you still need.
              </div>
            </li>
          </ol>
        </aside>
      </div>

      {submitted.length > 0 && (
        <section className="ingredient-results" aria-labelledby={`${inputId}-results`}>
          <h2 id={`${inputId}-results`}>Recipes you can make</h2>
          <p className="muted ingredient-results__for">With {submitted.join(', ')}</p>
          {results.isError ? (
            <div className="state-panel recipe-state recipe-state--error" role="alert">
              <h3 className="recipe-state__title">Search Error</h3>
              <p>{results.error.message || 'There was an error searching for recipes. Please try again.'}</p>
              <Button onClick={() => void results.refetch()}>Try Again</Button>
            </div>
          ) : results.isPending ? (
            <RecipeGridSkeleton count={4} />
          ) : results.data.length === 0 ? (
            <div className="state-panel recipe-state" role="status">
              <h3 className="recipe-state__title">No recipes found</h3>
              <p className="muted">Try fewer or more common ingredients.</p>
            </div>
          ) : (
            <>
              <p className="browser__count" role="status">
                {countOf(results.data.length, 'recipe')} found
              </p>
              <RecipeGrid label="Recipes you can make">
                {results.data.map((recipe) => (
                  <li key={recipe.id}>
                    <RecipeCard
                      recipe={recipe}
                      onOpen={setOpenRecipe}
                      actions={cardActions?.(recipe)}
                      footer={<MatchSummary recipe={recipe} />}
                    />
                  </li>
                ))}
              </RecipeGrid>
            </>
          )}
        </section>
      )}

      <RecipeDetailDialog recipe={openRecipe} onClose={() => setOpenRecipe(null)} actions={detailActions} />
    </div>
  );
}
