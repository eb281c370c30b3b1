import type { RecipeSummary } from '@common/contracts/recipes.schema';
import type { Db } from '../../platform/db';
import type { Actor, PremiumCheck } from '../../platform/http/actor';
import type { RecipesService } from '../recipes';
import * as repo from './favorites.repository';

export interface FavoritesDeps {
  db: Db;
  recipes: RecipesService;
  isPremium: PremiumCheck;
}

export function createFavoritesService({ db, recipes, isPremium }: FavoritesDeps) {
  const viewer = async (actor: Actor) => ({ isPremium: await isPremium(actor), userId: actor.userId });
  return {
    async list(actor: Actor): Promise<RecipeSummary[]> {
      return recipes.summaries(await viewer(actor), await repo.favoriteRecipeIds(db, actor.userId));
    },
    /** Idempotent: saving twice is one favorite. */
    async save(actor: Actor, recipeId: number): Promise<void> {
      await recipes.requireAccessible(await viewer(actor), recipeId);
      await repo.addFavorite(db, actor.userId, recipeId);
    },
    /** Idempotent: removing what is not saved is fine; an unknown recipe is 404. */
    async remove(actor: Actor, recipeId: number): Promise<void> {
      await recipes.requireAccessible({ isPremium: true, userId: actor.userId }, recipeId);
      await repo.removeFavorite(db, actor.userId, recipeId);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
