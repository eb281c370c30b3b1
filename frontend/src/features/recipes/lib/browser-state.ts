import type { RecipeListParams } from '../api/get-recipes';
import { categoryBySlug, CATEGORIES } from './catalog-options';
import { countOf } from '@common/kitchen/count';

/**
 * Everything the recipe browser shows lives in the URL query string, so a link, a reload or the
 * back button brings the same view back: ?search=&category=&cuisine=&difficulty=&mealType=
 * &dietary=a,b&maxCookingTime=&page=&asTyped=true
 */
export interface BrowserState {
  search: string;
  /** Search the words as typed, without correcting their spelling ("search instead for"). */
  asTyped: boolean;
  category: string;
  cuisine: string;
  difficulty: string;
  mealType: string;
  dietary: string[];
  maxCookingTime: number | null;
  page: number;
  /** Only the cook's own recipes ("My recipes"). */
  mine: boolean;
}

export type FilterKey = 'cuisine' | 'difficulty' | 'mealType' | 'dietary' | 'maxCookingTime';

function positiveInt(value: string | null): number | null {
  if (!value) return null;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

export function readBrowserState(params: URLSearchParams): BrowserState {
  const category = params.get('category') ?? '';
  return {
    search: params.get('search')?.trim() ?? '',
    asTyped: params.get('asTyped') === 'true',
    category: CATEGORIES.some((entry) => entry.slug === category) ? category : '',
    cuisine: params.get('cuisine') ?? '',
    difficulty: params.get('difficulty') ?? '',
    mealType: params.get('mealType') ?? '',
    dietary: (params.get('dietary') ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    maxCookingTime: positiveInt(params.get('maxCookingTime')),
    page: positiveInt(params.get('page')) ?? 1,
    mine: params.get('mine') === 'true',
  };
}

/** The query string for a state; defaults are left out so URLs stay short. */
export function writeBrowserState(state: BrowserState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.mine) params.set('mine', 'true');
  if (state.search) params.set('search', state.search);
  if (state.search && state.asTyped) params.set('asTyped', 'true');
  if (state.category) params.set('category', state.category);
  if (state.cuisine) params.set('cuisine', state.cuisine);
  if (state.difficulty) params.set('difficulty', state.difficulty);
  if (state.mealType) params.set('mealType', state.mealType);
  if (state.dietary.length) params.set('dietary', state.dietary.join(','));
  if (state.maxCookingTime) params.set('maxCookingTime', String(state.maxCookingTime));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Any change other than the page itself starts again from page 1. */
export function updateBrowserState(state: BrowserState, change: Partial<BrowserState>): BrowserState {
  return { ...state, page: 1, ...change };
}

export function activeFilterCount(state: BrowserState): number {
  return [state.cuisine, state.difficulty, state.mealType, state.maxCookingTime, state.dietary.length].filter(Boolean)
    .length;
}

/** Clear All: every filter and the category go back to their defaults (the search stays). */
export function clearFilters(state: BrowserState): BrowserState {
  return {
    ...state,
    category: '',
    cuisine: '',
    difficulty: '',
    mealType: '',
    dietary: [],
    maxCookingTime: null,
    page: 1,
  };
}

/** The API call for a state. The filter panel's meal type wins over the category's (spec 7). */
export function toRecipeListParams(state: BrowserState): RecipeListParams {
  return {
    page: state.page,
    search: state.search || undefined,
    asTyped: (state.search && state.asTyped) || undefined,
    mealType: state.mealType || categoryBySlug(state.category).mealType,
    cuisine: state.cuisine || undefined,
    difficulty: state.difficulty || undefined,
    dietary: state.dietary.length ? state.dietary : undefined,
    maxCookingTime: state.maxCookingTime ?? undefined,
    mine: state.mine || undefined,
  };
}

/** Up to 5 page numbers, starting around the current page minus 2 (spec section 9). */
export function pageWindow(page: number, totalPages: number): number[] {
  if (totalPages <= 0) return [];
  const start = Math.max(1, Math.min(page - 2, totalPages - 4));
  const end = Math.min(totalPages, start + 4);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/**
 * The results line. Exact totals read "1234 recipes found" (the spec's text); estimates (over 1,000
 * matches) are rounded to two significant figures: "About 240,000 recipes found".
 */
export function recipeCountText(total: number, isEstimate: boolean | undefined): string {
  if (!isEstimate) return `${countOf(total, 'recipe')} found`;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(total)) - 1);
  return `About ${(Math.round(total / magnitude) * magnitude).toLocaleString('en-US')} recipes found`;
}
