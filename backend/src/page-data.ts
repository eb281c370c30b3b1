import type { Config } from './platform/config';
import { recipeListQuery } from '@common/contracts/recipes.schema';
import { reviewListQuery } from '@common/contracts/reviews.schema';
import { presentUser, type AuthService } from './modules/auth';
import type { FavoritesService } from './modules/favorites';
import type { RecipesService } from './modules/recipes';
import type { ReviewsService } from './modules/reviews';
import type { ShoppingListService } from './modules/shopping-list';
import type { PremiumCheck } from './platform/http/actor';
import type { PageDataLoader } from './platform/http/server-render';

/**
 * What a server-rendered page shows, loaded in process with the same services and the same shapes as
 * the API routes that answer it in the browser. A URL not listed here is left out: the browser asks
 * for it after hydrating, as it would have anyway.
 */
export function pageDataLoader({
  config,
  auth,
  recipes,
  favorites,
  shoppingList,
  reviews,
  isPremium,
}: {
  config: Config;
  auth: AuthService;
  recipes: RecipesService;
  favorites: FavoritesService;
  shoppingList: ShoppingListService;
  reviews: ReviewsService;
  isPremium: PremiumCheck;
}): PageDataLoader {
  return async (actor, urls) => {
    const user = await auth.currentUser(actor);
    if (!user) return undefined;
    const premium = await isPremium(actor);
    const answer = async (url: string): Promise<unknown> => {
      const { pathname, searchParams } = new URL(url, 'http://sous.invalid');
      const query = Object.fromEntries(searchParams);
      switch (pathname) {
        case '/api/recipes': {
          const parsed = recipeListQuery.safeParse(query);
          return parsed.success ? recipes.list({ isPremium: premium }, parsed.data) : undefined;
        }
        case '/api/favorites': {
          const list = await favorites.list(actor);
          return { recipes: list, total: list.length };
        }
        case '/api/shopping-list':
          return shoppingList.view(actor);
        case '/api/cuisines':
          return { cuisines: await recipes.cuisines() };
        case '/api/reviews': {
          const parsed = reviewListQuery.safeParse(query);
          return parsed.success ? reviews.listPublished(parsed.data) : undefined;
        }
        case '/api/config':
          return { appName: config.APP_NAME, contactEmail: config.CONTACT_EMAIL };
        default:
          return undefined;
      }
    };
    const answers = Object.fromEntries(await Promise.all(urls.map(async (url) => [url, await answer(url)])));
    return { user: presentUser(user, actor.roles, premium), answers };
  };
}
