import { Suspense, useCallback, useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, NavigationType, useNavigationType, useSearchParams } from 'react-router-dom';
import type { RecipeDetail, RecipeSummary } from '@common/contracts/recipes.schema';
import { Button } from '../../../components/ui/button';
import { DeferHydration, hydrateDeferredNow, hydrationAnchor } from '../../../lib/deferred-hydration';
import { drawingServerPage } from '../../../lib/server-state';
import { useCuisines } from '../api/get-cuisines';
import { RECIPES_PER_PAGE, useRecipes } from '../api/get-recipes';
import {
  activeFilterCount,
  clearFilters,
  readBrowserState,
  recipeCountText,
  toRecipeListParams,
  updateBrowserState,
  writeBrowserState,
  type BrowserState,
} from '../lib/browser-state';
import { CUISINE_OPTIONS } from '../lib/catalog-options';
import { CategoryBar, FilterPanel, Pagination, RecipeSearchBox } from './browser-controls';
import { HeyChefTip, PremiumContentStrip, RecipesPremiumUpsell } from './premium-blocks';
import { RecipeCard, RecipeGrid, RecipeGridSkeleton } from './recipe-card';
import { RecipeDetailDialog } from './recipe-detail-dialog';
import { UnderstoodSearch } from './understood-search';
import { BasketIcon, BookmarkIcon, PlusIcon } from '../../../components/ui/icons';
import { FiltersToggle } from '../../../components/ui/filters-toggle';
import { paths } from '../../../lib/paths';

export interface RecipeBrowserProps {
  /** From the signed-in user (features/auth); app/ passes it in. */
  isPremium: boolean;
  /** Favorite / add-to-list buttons for each card (other features). */
  cardActions?: (recipe: RecipeSummary) => ReactNode;
  /** Favorite / add-to-list buttons in the detail dialog (other features). */
  detailActions?: (recipe: RecipeDetail, servings?: number) => ReactNode;
  /** Anything shown at the bottom of the page (e.g. reviews). */
  children?: ReactNode;
}

/** Cards drawn in the first frame; the rest of the page follows without holding up the main thread. */
const FIRST_CARDS = 4;

/**
 * The grid of results. When it first appears in the browser, the cards a phone shows at once are
 * rendered right away and the rest in a following, interruptible render (useDeferredValue), so the
 * first cards paint sooner and no single long task builds all 24. A page the server renders has them
 * all in its HTML instead, and each card hydrates when it is wanted (lib/deferred-hydration.tsx):
 * the cards on screen first, the rest one by one while the browser is idle. A page returned to (Back,
 * Forward) is drawn whole at once too: the cook's place down the grid must be there in its first frame
 * for the page to scroll back to it.
 */
function RecipeCards({
  recipes,
  busy,
  onOpen,
  cardActions,
}: {
  recipes: RecipeSummary[];
  busy: boolean;
  onOpen: (recipe: RecipeSummary) => void;
  cardActions?: (recipe: RecipeSummary) => ReactNode;
}) {
  const returnedTo = useNavigationType() === NavigationType.Pop;
  const [firstCards] = useState(() =>
    drawingServerPage() || returnedTo ? recipes.length : Math.min(FIRST_CARDS, recipes.length),
  );
  const shown = useDeferredValue(recipes.length, firstCards);
  // Cards still waiting to hydrate must not be handed other recipes: a boundary that cannot hydrate
  // when its content changes would be drawn again from scratch, empty until its gate opens.
  const [serverRecipes] = useState(recipes);
  if (recipes !== serverRecipes) hydrateDeferredNow();
  // The same elements from one render to the next (the grid re-renders when it is busy, say): a card
  // boundary still waiting to hydrate is then left alone instead of being handed new props.
  const cards = useMemo(
    () =>
      recipes.map((recipe, index) => {
        const anchor = `recipe-card-${recipe.id}`;
        return (
          <li key={recipe.id} {...hydrationAnchor(anchor)}>
            {/* Its own boundary: each card hydrates in a pass of its own, when it is wanted (a tap on
                a card not hydrated yet hydrates it first). */}
            <Suspense>
              <DeferHydration name={anchor}>
                <RecipeCard recipe={recipe} onOpen={onOpen} actions={cardActions?.(recipe)} priority={index === 0} />
              </DeferHydration>
            </Suspense>
          </li>
        );
      }),
    [recipes, onOpen, cardActions],
  );
  return (
    <RecipeGrid busy={busy} label="Recipes">
      {cards.slice(0, Math.max(shown, firstCards))}
    </RecipeGrid>
  );
}

/** The recipe browser (spec section 2). All of its state lives in the URL query string. */
export function RecipeBrowser({ isPremium, cardActions, detailActions, children }: RecipeBrowserProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readBrowserState(searchParams), [searchParams]);
  const recipes = useRecipes(toRecipeListParams(state));
  const cuisines = useCuisines();
  const [openRecipe, setOpenRecipe] = useState<RecipeSummary | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(state) > 0);
  // The panel's two dozen controls are built the first time it opens, then kept (hidden when closed).
  const [panelBuilt, setPanelBuilt] = useState(filtersOpen);
  const panelId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  // The controls show the reader's choice at once; the URL (and so the query) follows. Router
  // navigations are transitions, so without this a checkbox or select would flick back until then.
  const [view, setView] = useState(state);
  const [shownState, setShownState] = useState(state);
  if (shownState !== state) {
    setShownState(state);
    setView(state);
  }

  /**
   * Every change is a new history entry, so Back walks through the reader's searches; the page stays
   * where the reader is (a filter ticked halfway down the panel), and Back returns to each entry's place.
   */
  const apply = useCallback(
    (next: BrowserState) => {
      setView(next);
      setSearchParams(writeBrowserState(next), { preventScrollReset: true });
    },
    [setSearchParams],
  );
  const change = useCallback(
    (partial: Partial<BrowserState>) => apply(updateBrowserState(view, partial)),
    [apply, view],
  );
  const goToPage = (page: number) => {
    apply({ ...view, page });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const moreCuisines = (cuisines.data ?? [])
    .map((entry) => entry.cuisine)
    .filter((cuisine) => !CUISINE_OPTIONS.some((option) => option.toLowerCase() === cuisine.toLowerCase()))
    .sort();
  const data = recipes.data;
  // A search matching every word on fewer recipes than a page is followed by the closest ones: the
  // total counts the exact matches, so the page's recipes past it are the closest.
  const exactOnPage =
    data && data.query && !data.query.approximate
      ? Math.max(0, data.total - (state.page - 1) * RECIPES_PER_PAGE)
      : Number.POSITIVE_INFINITY;
  const exact = useMemo(() => data?.recipes.slice(0, exactOnPage) ?? [], [data, exactOnPage]);
  const closest = useMemo(() => data?.recipes.slice(exactOnPage) ?? [], [data, exactOnPage]);
  const anythingToClear = activeFilterCount(view) > 0 || view.category !== '';

  return (
    <div className="browser">
      <header className="browser__intro">
        <h1>
          {state.mine
            ? state.search
              ? `My recipes for “${state.search}”`
              : 'My recipes'
            : state.search
              ? `Recipes for “${state.search}”`
              : 'Find your next favorite recipe'}
        </h1>
        <RecipeSearchBox value={state.search} onSearch={(search) => change({ search, asTyped: false })} />
        {data?.query && state.search && (
          <UnderstoodSearch
            search={state.search}
            query={data.query}
            onSearch={(search, options) => change({ search, asTyped: options?.asTyped ?? false })}
          />
        )}
      </header>

      {isPremium && <HeyChefTip />}
      {isPremium && <PremiumContentStrip onOpen={setOpenRecipe} />}

      <CategoryBar value={view.category} onChange={(category) => change({ category })} />

      <div className="browser__toolbar">
        <div className="browser__toolbar-start">
          <FiltersToggle
            className="filters-toggle"
            open={filtersOpen}
            panelId={panelId}
            onToggle={() => {
              setPanelBuilt(true);
              setFiltersOpen((open) => !open);
            }}
          >
            {activeFilterCount(view) > 0 && <span className="active-badge">Active</span>}
          </FiltersToggle>
          {anythingToClear && (
            <Button variant="ghost" className="clear-all" onClick={() => apply(clearFilters(view))}>
              Clear All
            </Button>
          )}
        </div>
        <div className="browser__toolbar-end">
          {state.mine ? (
            <Link to={paths.recipes} className="btn btn--ghost">
              All recipes
            </Link>
          ) : (
            <Link to={paths.myRecipes} className="btn btn--ghost">
              <BookmarkIcon /> My recipes
            </Link>
          )}
          <Link to={paths.newRecipe} className="btn btn--secondary">
            <PlusIcon /> New recipe
          </Link>
          <Link to={paths.importRecipe} className="btn btn--ghost">
            Import recipe
          </Link>
          <Link to={paths.ingredientSearch} className="btn btn--ghost cook-with-link">
            <BasketIcon /> Cook with What You Have
          </Link>
        </div>
      </div>
      <div id={panelId} hidden={!filtersOpen}>
        {panelBuilt && <FilterPanel state={view} moreCuisines={moreCuisines} onChange={change} />}
      </div>

      <div className="browser__results" ref={resultsRef}>
        {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
        <h2 className="visually-hidden">Results</h2>
        <p className="browser__count" role="status">
          {data ? recipeCountText(data.total, data.totalIsEstimate) : recipes.isError ? '' : 'Loading recipes…'}
        </p>
        {recipes.isError && !data ? (
          <div className="state-panel recipe-state recipe-state--error" role="alert">
            <h2 className="recipe-state__title">We couldn&rsquo;t load recipes</h2>
            <p className="muted">Something went wrong on our side or with your connection.</p>
            <Button onClick={() => void recipes.refetch()}>Try again</Button>
          </div>
        ) : !data ? (
          <RecipeGridSkeleton count={8} />
        ) : data.recipes.length === 0 ? (
          <div className="state-panel recipe-state">
            <h2 className="recipe-state__title">No recipes found</h2>
            {state.mine && !state.search && activeFilterCount(state) === 0 ? (
              <>
                <p className="muted">Recipes you write are kept here, for you alone.</p>
                <Link to={paths.newRecipe} className="btn btn--primary">
                  <PlusIcon /> Write your first recipe
                </Link>
              </>
            ) : (
              <p className="muted">Try adjusting your search or filter criteria</p>
            )}
          </div>
        ) : (
          <>
            {data.query?.approximate && <h3 className="browser__closest">No exact matches — closest recipes</h3>}
            <RecipeCards
              recipes={exact}
              busy={recipes.isPlaceholderData}
              onOpen={setOpenRecipe}
              cardActions={cardActions}
            />
            {closest.length > 0 && (
              <>
                <h3 className="browser__closest">Closest recipes</h3>
                <RecipeCards
                  recipes={closest}
                  busy={recipes.isPlaceholderData}
                  onOpen={setOpenRecipe}
                  cardActions={cardActions}
                />
              </>
            )}
            <Pagination page={view.page} totalPages={data.totalPages} onChange={goToPage} />
            {data.totalPages > 1 && (
              <p className="browser__range muted">
                Showing {(state.page - 1) * RECIPES_PER_PAGE + 1}–{Math.min(state.page * RECIPES_PER_PAGE, data.total)}{' '}
                of {data.total}
              </p>
            )}
          </>
        )}
      </div>

      {!isPremium && <RecipesPremiumUpsell />}
      {children}

      <RecipeDetailDialog recipe={openRecipe} onClose={() => setOpenRecipe(null)} actions={detailActions} />
    </div>
  );
}
