import type { Knex } from 'knex';
import type { Context } from 'koa';
import { forbidden, unauthorized } from '../errors';

export type Role = 'admin' | 'expert';

/** Who is making the request, as the session says. Set by `authenticate`. */
export interface Actor {
  userId: string;
  email: string;
  roles: Role[];
  sessionTokenHash: string;
  /**
   * Premium as read in the same query as the session, so a request looks it up at most once:
   * true/false, or 'unavailable' when the payment state could not be read then (premium routes
   * answer 503, never a free pass). Absent when nobody read it yet: the check then asks the database.
   */
  premium?: boolean | 'unavailable';
  /** What the cook's recipe searches cover beyond the catalog, read with the session when wired. */
  recipeScope?: RecipeScope;
}

/**
 * Whether a cook owns any recipe, and which household mates share recipes with the household: when
 * either holds, the cook's searches cover those recipes too (the recipes module's definition).
 */
export interface RecipeScope {
  ownsAny: boolean;
  sharingMates: string[];
}

/** The entitlement check premium routes call (the subscriptions module's `isPremium`). */
export type PremiumCheck = (viewer: Pick<Actor, 'userId' | 'premium'>) => Promise<boolean>;

/** Whose shared data (a list, a week) a cook uses: their household owner's while they are in one. */
export type SharedOwnerOf = (userId: string) => Promise<string>;

/** The same as a SQL expression, to nest in a query of one's own (one round trip instead of two). */
export type SharedOwnerSql = (userId: string) => Knex.Raw;

export function currentActor(ctx: Context): Actor | undefined {
  return ctx.state.actor as Actor | undefined;
}

/** The signed-in actor, or 401. */
export function requireActor(ctx: Context): Actor {
  const actor = currentActor(ctx);
  if (!actor) throw unauthorized();
  return actor;
}

export function requireRole(ctx: Context, role: Role): Actor {
  const actor = requireActor(ctx);
  if (!actor.roles.includes(role)) throw forbidden('You do not have access to this area');
  return actor;
}
