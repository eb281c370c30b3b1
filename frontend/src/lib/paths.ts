import { PREMIUM_PLAN } from '@common/contracts/subscriptions';

/** Every page's path, for links and navigation: a page moves by changing it here. */
export const paths = {
  home: '/',
  landing: '/landing',
  recipes: '/recipes',
  recipeSearch: (search: string) => `/recipes?search=${encodeURIComponent(search)}`,
  recipesByCuisine: (cuisine: string) => `/recipes?cuisine=${encodeURIComponent(cuisine)}`,
  recipe: (id: number | string) => `/recipe/${id}`,
  /** The cook's own recipes, in the recipe browser. */
  myRecipes: '/recipes?mine=true',
  newRecipe: '/recipes/new',
  /** A recipe from a web page, pasted text or a file; shares and the bookmarklet add `?url=`. */
  importRecipe: '/recipes/import',
  editRecipe: (id: number | string) => `/recipe/${id}/edit`,
  cuisines: '/cuisines',
  ingredientSearch: '/ingredient-search',
  favorites: '/favorites',
  collections: '/collections',
  collection: (id: string) => `/collections/${encodeURIComponent(id)}`,
  planner: '/planner',
  household: '/household',
  mealPlans: '/meal-plans',
  mealPlan: (id: string) => `/meal-plans/${encodeURIComponent(id)}`,
  shoppingList: '/shopping-list',
  cookMode: (id: number | string) => `/cook-mode/${id}`,
  videos: '/videos',
  savedVideos: '/saved-videos',
  cookingClasses: '/cooking-classes',
  cookingAssistant: '/cooking-assistant',
  cookingExpert: '/cooking-expert',
  expertAnswer: (token: string) => `/expert/answer/${encodeURIComponent(token)}`,
  subscribe: PREMIUM_PLAN.upgradePath,
  account: '/account',
  admin: '/admin',
  adminQueues: '/admin/queues',
  login: '/login',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  /** The server's sign-in entry (local form or the OIDC provider), back to `returnTo` afterwards. */
  signIn: (returnTo?: string) => (returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login'),
  /** The same entry, opening on the Create account tab (a cook starting out has no account yet). */
  signUp: '/api/login?mode=signup',
  signOut: '/api/logout',
} as const;
