import { accountApi } from './account.schema';
import { adminApi } from './admin.schema';
import type { RouteSpec } from './api.schema';
import { assistantApi } from './assistant.schema';
import { authApi } from './auth.schema';
import { collectionsApi } from './collections.schema';
import { contactApi } from './contact.schema';
import { eventsApi } from './events.schema';
import { expertApi } from './expert.schema';
import { favoritesApi } from './favorites.schema';
import { householdApi } from './household.schema';
import { mealPlansApi } from './meal-plans.schema';
import { plannerApi } from './planner.schema';
import { ownRecipesApi } from './own-recipes.schema';
import { recipeImportApi } from './recipe-import.schema';
import { recipesApi } from './recipes.schema';
import { reviewsApi } from './reviews.schema';
import { shoppingListApi, shoppingListsApi } from './shopping-list.schema';
import { subscriptionsApi } from './subscriptions.schema';
import { systemApi } from './system.schema';
import { videosApi } from './videos.schema';

/** Every `/api` route, by module: what the OpenAPI document and the tests' response check read. */
export const apiModules: Record<string, Record<string, RouteSpec>> = {
  system: systemApi,
  auth: authApi,
  account: accountApi,
  recipes: recipesApi,
  'own-recipes': ownRecipesApi,
  'recipe-import': recipeImportApi,
  favorites: favoritesApi,
  collections: collectionsApi,
  'meal-plans': mealPlansApi,
  'shopping-list': shoppingListApi,
  'shopping-lists': shoppingListsApi,
  planner: plannerApi,
  household: householdApi,
  subscriptions: subscriptionsApi,
  reviews: reviewsApi,
  expert: expertApi,
  contact: contactApi,
  admin: adminApi,
  videos: videosApi,
  assistant: assistantApi,
  events: eventsApi,
};

export const apiRoutes: RouteSpec[] = Object.values(apiModules).flatMap((routes) => Object.values(routes));
