import type { Knex } from 'knex';
import type { Executor } from '../../platform/db';
import type { SessionRow, UserRow } from '../auth';
import { recipeVisibleTo, type RecipeRow } from '../recipes';
import type { SubscriptionRow } from '../subscriptions';

/*
 * The account's own view of everything a cook owns. An export reads every table that holds their rows,
 * so these reads reach across modules' tables (read-only, each scoped by the one user id) rather than
 * asking ten modules for a piece each; closing an account deletes the user row and lets the foreign
 * keys cascade, with the few rules that are not a cascade called through the owning module's index.
 */

/**
 * Which export section holds each table with a user's rows. account-export.test.ts compares this,
 * with NOT_EXPORTED below, against the tables of the migrated schema that have a `user_id` column or a
 * foreign key to users: a new table of personal data fails that test until someone decides here.
 */
export const EXPORTED_TABLES = {
  users: 'profile',
  favorites: 'favorites',
  shopping_list_recipes: 'shoppingList',
  shopping_list_custom_items: 'shoppingList',
  shopping_list_completed: 'shoppingList',
  shopping_lists: 'shoppingList',
  shopping_aisle_orders: 'shoppingList',
  planner_entries: 'planner',
  household_members: 'household',
  saved_videos: 'savedVideos',
  expert_questions: 'expertQuestions',
  reviews: 'reviews',
  recipe_ratings: 'recipeRatings',
  collections: 'collections',
  recipe_notes: 'recipeNotes',
  cooked_entries: 'cookedLog',
  recipes: 'recipes',
  free_plan_choices: 'subscription',
  billing_customers: 'subscription',
  subscriptions: 'subscription',
  premium_comps: 'premiumComps',
  sessions: 'devices',
} as const;

/** Tables with a user's rows that the export leaves out on purpose, each with the reason. */
export const NOT_EXPORTED: Record<string, string> = {
  password_reset_tokens:
    'hashes of one-time password-reset links: secrets that expire within the hour, nothing the cook wrote',
  email_tokens: 'hashes of one-time e-mail confirmation links: secrets that expire, nothing the cook wrote',
  households:
    "the household's own row, shared by its members: its name and the cook's role are in the household section, read through household_members",
  household_invites: 'hashes of single-use invite links: credentials that expire, nothing the cook wrote',
  planner_calendar_links: "the hash of the calendar feed's secret URL: a credential, nothing the cook wrote",
};

/** The users row, as the auth module defines it. */
export type { UserRow };

export const findUser = (db: Executor, userId: string): Promise<UserRow | undefined> =>
  db('users').where({ id: userId }).first();

/** The user row, locked until the closing transaction ends (two closings at once: the second finds nothing). */
export const lockUser = (db: Executor, userId: string): Promise<UserRow | undefined> =>
  db('users').where({ id: userId }).forUpdate().first();

/** When the session making the request signed in (a passwordless account must have done so recently). */
export const sessionSignedInAt = async (db: Executor, tokenHash: string): Promise<Date | undefined> =>
  (await db('sessions').where({ token_hash: tokenHash }).first('created_at'))?.created_at;

/**
 * Deletes the user row; every table of theirs cascades with it (sessions, tokens, favorites, list,
 * saved videos, questions, subscriptions, comps, billing customer, collections, notes, the cooked log).
 */
export const deleteUser = (db: Executor, userId: string) => db('users').where({ id: userId }).del();

/** Provider events about the user's subscriptions: raw payloads with their billing details. */
export const deletePaymentEventsOf = (db: Executor, subscriptionIds: string[]) =>
  subscriptionIds.length === 0
    ? Promise.resolve(0)
    : db('payment_events').whereIn('subscription_id', subscriptionIds).del();

/** Every row of the user's data, by export section (times as Date; the presenter formats them). */
export interface ExportRows {
  favorites: Array<{ recipe_id: number; recipe_name: string; created_at: Date }>;
  lists: Array<{ id: string; name: string; is_default: boolean; created_at: Date }>;
  listRecipes: Array<{
    list_id: string;
    recipe_id: number;
    recipe_name: string;
    servings: number | null;
    added_at: Date;
  }>;
  customItems: Array<{ list_id: string; id: string; text: string; created_at: Date }>;
  completed: Array<{ list_id: string; item_key: string; completed_at: Date }>;
  aisleOrder: { aisles: string[] } | undefined;
  household: { name: string; role: string; joined_at: Date } | undefined;
  planner: Array<{
    date: string;
    meal: string;
    recipe_id: number | null;
    recipe_name: string | null;
    servings: number | null;
    note: string | null;
    created_at: Date;
  }>;
  savedVideos: Array<{ video_id: string; video_type: string; video_title: string; video_url: string; saved_at: Date }>;
  expertQuestions: Array<{
    id: string;
    name: string;
    category: string;
    question: string;
    status: string;
    answer: string | null;
    created_at: Date;
    answered_at: Date | null;
  }>;
  reviews: Array<{
    id: string;
    customer_name: string;
    review_content: string;
    star_rating: number;
    status: string;
    moderation_reason: string | null;
    created_at: Date;
  }>;
  /** The cook's own recipes, whole rows (the recipes module presents them). */
  recipes: RecipeRow[];
  recipeRatings: Array<{
    recipe_id: number;
    recipe_name: string;
    stars: number;
    note: string | null;
    note_status: string | null;
    created_at: Date;
    updated_at: Date;
  }>;
  collections: Array<{ id: string; name: string; visibility: string; created_at: Date; updated_at: Date }>;
  /**
   * The recipes of the cook's collections they may see, in each collection's order (a household member's
   * private recipe added to a shared one is theirs, not the cook's).
   */
  collectionRecipes: Array<{ collection_id: string; recipe_id: number; recipe_name: string; added_at: Date }>;
  recipeNotes: Array<{ recipe_id: number; recipe_name: string; text: string; created_at: Date; updated_at: Date }>;
  cookedLog: Array<{
    recipe_id: number;
    recipe_name: string;
    date: string;
    rating: number | null;
    note: string | null;
    created_at: Date;
  }>;
  freePlan: { chosen_at: Date } | undefined;
  billingCustomer: { provider: string; customer_id: string; created_at: Date } | undefined;
  subscriptions: Array<Omit<SubscriptionRow, 'id' | 'user_id' | 'updated_at'>>;
  premiumComps: Array<{ id: string; starts_at: Date; ends_at: Date; note: string | null; revoked_at: Date | null }>;
  sessions: SessionRow[];
}

export async function readExport(db: Executor, userId: string): Promise<ExportRows> {
  /** The cook's rows of `table`, oldest first by `order`. */
  const own = (table: string, order: string, ...columns: string[]) =>
    db(table)
      .where({ user_id: userId })
      .orderBy(order)
      .select(...columns);
  /** The cook's rows of `table` about recipes, each with the recipe's id and name, oldest first by `order`. */
  const aboutRecipes = (table: string, order: string[], ...columns: Array<string | Knex.Raw>) =>
    db(`${table} as t`)
      .join('recipes as r', 'r.id', 't.recipe_id')
      .where('t.user_id', userId)
      .orderBy(order.map((column) => `t.${column}`))
      .select('t.recipe_id', 'r.name as recipe_name', ...columns.map((c) => (typeof c === 'string' ? `t.${c}` : c)));
  // One after the other: inside the caller's snapshot transaction they share one connection.
  const favorites = await aboutRecipes('favorites', ['created_at'], 'created_at');
  // The lists the cook owns (a household member's shared lists are their owner's).
  const lists = await db('shopping_lists')
    .where({ owner_user_id: userId })
    .orderBy([{ column: 'is_default', order: 'desc' }, 'created_at'])
    .select('id', 'name', 'is_default', 'created_at');
  const listRecipes = await aboutRecipes('shopping_list_recipes', ['added_at'], 'list_id', 'servings', 'added_at');
  const customItems = await own('shopping_list_custom_items', 'created_at', 'list_id', 'id', 'text', 'created_at');
  const completed = await own('shopping_list_completed', 'completed_at', 'list_id', 'item_key', 'completed_at');
  const aisleOrder = await db('shopping_aisle_orders').where({ owner_user_id: userId }).first('aisles');
  const household = await db('household_members as m')
    .join('households as h', 'h.id', 'm.household_id')
    .where('m.user_id', userId)
    .first('h.name', 'm.role', 'm.joined_at');
  const planner = await db('planner_entries as p')
    .leftJoin('recipes as r', 'r.id', 'p.recipe_id')
    .where('p.user_id', userId)
    .orderBy(['p.date', 'p.created_at'])
    .select(
      db.raw(`to_char(p.date, 'YYYY-MM-DD') AS date`),
      'p.meal',
      'p.recipe_id',
      'r.name as recipe_name',
      'p.servings',
      'p.note',
      'p.created_at',
    );
  const savedVideos = await own(
    'saved_videos',
    'saved_at',
    'video_id',
    'video_type',
    'video_title',
    'video_url',
    'saved_at',
  );
  // Not the expert's AI draft nor the answer link's token: the expert's working material and a secret.
  const expertQuestions = await own(
    'expert_questions',
    'created_at',
    'id',
    'name',
    'category',
    'question',
    'status',
    'answer',
    'created_at',
    'answered_at',
  );
  const recipes = await db('recipes').where({ owner_id: userId }).orderBy('created_at').orderBy('id');
  const reviews = await own(
    'reviews',
    'created_at',
    'id',
    'customer_name',
    'review_content',
    'star_rating',
    'status',
    'moderation_reason',
    'created_at',
  );
  const recipeRatings = await aboutRecipes(
    'recipe_ratings',
    ['created_at'],
    'stars',
    'note',
    'note_status',
    'created_at',
    'updated_at',
  );
  const collections = await db('collections')
    .where({ user_id: userId })
    .orderBy(['position', 'created_at'])
    .select('id', 'name', 'visibility', 'created_at', 'updated_at');
  const mates = db('household_members as mine')
    .join('household_members as mate', 'mate.household_id', 'mine.household_id')
    .where('mine.user_id', userId)
    .select('mate.user_id');
  const collectionRecipes = await db('collection_recipes as cr')
    .join('collections as c', 'c.id', 'cr.collection_id')
    .join('recipes as r', 'r.id', 'cr.recipe_id')
    .where('c.user_id', userId)
    .where(recipeVisibleTo(userId, mates, 'r'))
    .orderBy(['cr.position', 'cr.added_at'])
    .select('cr.collection_id', 'cr.recipe_id', 'r.name as recipe_name', 'cr.added_at');
  const recipeNotes = await aboutRecipes('recipe_notes', ['created_at'], 'text', 'created_at', 'updated_at');
  const cookedLog = await aboutRecipes(
    'cooked_entries',
    ['date', 'created_at'],
    db.raw(`to_char(t.date, 'YYYY-MM-DD') AS date`),
    'rating',
    'note',
    'created_at',
  );
  const freePlan = await db('free_plan_choices').where({ user_id: userId }).first('chosen_at');
  const billingCustomer = await db('billing_customers')
    .where({ user_id: userId })
    .first('provider', 'customer_id', 'created_at');
  const subscriptions = await own(
    'subscriptions',
    'provider_created_at',
    'provider',
    'plan',
    'status',
    'current_period_end',
    'cancel_at_period_end',
    'provider_created_at',
  );
  const premiumComps = await own('premium_comps', 'created_at', 'id', 'starts_at', 'ends_at', 'note', 'revoked_at');
  const sessions = await own(
    'sessions',
    'created_at',
    'id',
    'token_hash',
    'user_agent',
    'ip',
    'created_at',
    'last_seen_at',
    'expires_at',
  );
  return {
    favorites,
    lists,
    aisleOrder,
    listRecipes,
    customItems,
    completed,
    household,
    planner,
    savedVideos,
    expertQuestions,
    reviews,
    recipes,
    recipeRatings,
    collections,
    collectionRecipes,
    recipeNotes,
    cookedLog,
    freePlan,
    billingCustomer,
    subscriptions,
    premiumComps,
    sessions,
  };
}
