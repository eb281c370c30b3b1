import type { AccountExport } from '@common/contracts/account.schema';
import { ownRecipeJsonLd } from '../recipes';
import type { ExportRows, UserRow } from './account.repository';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Said in the file itself, so that a cook reading it knows what is not there and why. */
export const EXPORT_NOTES = [
  'The built-in meal plans are shared by every cook and catalog recipes belong to the catalog: neither is stored per account, so neither is here. Your own planned week is (under planner), and so are your own recipes, as schema.org Recipe JSON-LD.',
  'Messages sent through the contact form are not tied to an account (only to the address typed into the form); ask support for them.',
  'Left out on purpose: your password (only a one-way hash is stored), the tokens behind your sessions and e-mail links, and the payment provider’s own records (ask the provider for those).',
];

/** The export file: every section of AccountExport, and no secret (no hashes, tokens or provider secrets). */
export function presentExport(
  user: UserRow,
  rows: ExportRows,
  currentTokenHash: string,
  origin: string,
  now: Date = new Date(),
): AccountExport {
  return {
    exportedAt: iso(now),
    notes: EXPORT_NOTES,
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      profileImageUrl: user.profile_image_url,
      emailVerifiedAt: isoOrNull(user.email_verified_at),
      hasPassword: user.password_hash !== null,
      oidcIssuer: user.oidc_issuer,
      createdAt: iso(user.created_at),
      updatedAt: iso(user.updated_at),
    },
    favorites: rows.favorites.map((row) => ({
      recipeId: row.recipe_id,
      recipeName: row.recipe_name,
      savedAt: iso(row.created_at),
    })),
    shoppingList: {
      lists: rows.lists.map((row) => ({
        id: row.id,
        name: row.name,
        isDefault: row.is_default,
        createdAt: iso(row.created_at),
      })),
      aisleOrder: rows.aisleOrder?.aisles ?? null,
      recipes: rows.listRecipes.map((row) => ({
        listId: row.list_id,
        recipeId: row.recipe_id,
        recipeName: row.recipe_name,
        servings: row.servings,
        addedAt: iso(row.added_at),
      })),
      customItems: rows.customItems.map((row) => ({
        listId: row.list_id,
        id: row.id,
        text: row.text,
        createdAt: iso(row.created_at),
      })),
      completed: rows.completed.map((row) => ({
        listId: row.list_id,
        itemKey: row.item_key,
        completedAt: iso(row.completed_at),
      })),
    },
    household: rows.household
      ? { name: rows.household.name, role: rows.household.role, joinedAt: iso(rows.household.joined_at) }
      : null,
    planner: rows.planner.map((row) => ({
      date: row.date,
      meal: row.meal,
      recipeId: row.recipe_id,
      recipeName: row.recipe_name,
      servings: row.servings,
      note: row.note,
      createdAt: iso(row.created_at),
    })),
    savedVideos: rows.savedVideos.map((row) => ({
      videoId: row.video_id,
      videoType: row.video_type,
      videoTitle: row.video_title,
      videoUrl: row.video_url,
      savedAt: iso(row.saved_at),
    })),
    // The repository reads only the columns the export shows: each is passed on as it is but the dates.
    expertQuestions: rows.expertQuestions.map(({ created_at, answered_at, ...question }) => ({
      ...question,
      createdAt: iso(created_at),
      answeredAt: isoOrNull(answered_at),
    })),
    reviews: rows.reviews.map((row) => ({
      id: row.id,
      customerName: row.customer_name,
      reviewContent: row.review_content,
      starRating: row.star_rating,
      status: row.status,
      moderationReason: row.moderation_reason,
      createdAt: iso(row.created_at),
    })),
    recipes: rows.recipes.map((row) => ownRecipeJsonLd(row, origin)),
    recipeRatings: rows.recipeRatings.map((row) => ({
      recipeId: row.recipe_id,
      recipeName: row.recipe_name,
      stars: row.stars,
      note: row.note,
      noteStatus: row.note_status,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    })),
    collections: rows.collections.map((collection) => ({
      name: collection.name,
      visibility: collection.visibility,
      createdAt: iso(collection.created_at),
      updatedAt: iso(collection.updated_at),
      recipes: rows.collectionRecipes
        .filter((row) => row.collection_id === collection.id)
        .map((row) => ({ recipeId: row.recipe_id, recipeName: row.recipe_name, addedAt: iso(row.added_at) })),
    })),
    recipeNotes: rows.recipeNotes.map((row) => ({
      recipeId: row.recipe_id,
      recipeName: row.recipe_name,
      text: row.text,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    })),
    cookedLog: rows.cookedLog.map((row) => ({
      recipeId: row.recipe_id,
      recipeName: row.recipe_name,
      date: row.date,
      rating: row.rating,
      note: row.note,
      loggedAt: iso(row.created_at),
    })),
    subscription: {
      freePlanChosenAt: isoOrNull(rows.freePlan?.chosen_at),
      billingCustomer: rows.billingCustomer
        ? {
            provider: rows.billingCustomer.provider,
            customerId: rows.billingCustomer.customer_id,
            createdAt: iso(rows.billingCustomer.created_at),
          }
        : null,
      subscriptions: rows.subscriptions.map((row) => ({
        provider: row.provider,
        plan: row.plan,
        status: row.status,
        currentPeriodEnd: isoOrNull(row.current_period_end),
        cancelAtPeriodEnd: row.cancel_at_period_end,
        startedAt: iso(row.provider_created_at),
      })),
    },
    premiumComps: rows.premiumComps.map((row) => ({
      id: row.id,
      startsAt: iso(row.starts_at),
      endsAt: iso(row.ends_at),
      note: row.note,
      revokedAt: isoOrNull(row.revoked_at),
    })),
    devices: rows.sessions.map((row) => ({
      id: row.id,
      userAgent: row.user_agent,
      ip: row.ip,
      createdAt: iso(row.created_at),
      lastSeenAt: iso(row.last_seen_at),
      expiresAt: iso(row.expires_at),
      current: row.token_hash === currentTokenHash,
    })),
  };
}
