import type { ProviderSubscription } from '../../adapters/payments';
import type { Knex } from 'knex';
import type { Executor } from '../../platform/db';

export interface SubscriptionRow {
  id: string;
  user_id: string;
  provider: string;
  plan: string;
  status: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  provider_created_at: Date;
  updated_at: Date;
}

/** Longest an entitlement check may wait on the database before the request gets 503. */
export const ENTITLEMENT_TIMEOUT_MS = 5000;

/**
 * Premium, the one definition: active or trialing, and the paid period not over. `userId` may be a
 * column reference, so that the session query can read Premium along (see `entitlementSubquery`).
 */
const entitledSubscriptions = (db: Executor, userId: string | Knex.Raw) =>
  db('subscriptions')
    .where('user_id', userId)
    .whereIn('status', ['active', 'trialing'])
    .where('current_period_end', '>', db.fn.now());

/** The rows that make the user in column `userIdColumn` Premium, for an `exists (…)` in another query. */
export const entitlementSubquery = (db: Executor, userIdColumn: string) =>
  entitledSubscriptions(db, db.ref(userIdColumn)).select(db.raw('1'));

export async function hasEntitlement(db: Executor, userId: string): Promise<boolean> {
  const row = await entitledSubscriptions(db, userId)
    .first(db.raw('1 as ok'))
    // A locked or stuck subscriptions table must not hold every premium request forever.
    .timeout(ENTITLEMENT_TIMEOUT_MS, { cancel: true });
  return Boolean(row);
}

/** The user's most relevant subscription: an entitled one if any, else the newest. */
export const currentSubscription = (db: Executor, userId: string): Promise<SubscriptionRow | undefined> =>
  db('subscriptions')
    .where({ user_id: userId })
    .orderByRaw(`(status in ('active','trialing') and current_period_end > now()) desc, provider_created_at desc`)
    .first();

export const findCustomer = (
  db: Executor,
  userId: string,
): Promise<{ customer_id: string; provider: string } | undefined> =>
  db('billing_customers').where({ user_id: userId }).first('customer_id', 'provider');

export const insertCustomer = (db: Executor, userId: string, provider: string, customerId: string) =>
  db('billing_customers').insert({ user_id: userId, provider, customer_id: customerId }).onConflict('user_id').ignore();

export const userIdForCustomer = async (db: Executor, customerId: string): Promise<string | undefined> =>
  (await db('billing_customers').where({ customer_id: customerId }).first('user_id'))?.user_id;

/** Writes the provider's current view of a subscription (never a guess of ours). */
export async function saveSubscription(
  db: Executor,
  userId: string,
  provider: string,
  subscription: ProviderSubscription,
) {
  await db('subscriptions')
    .insert({
      id: subscription.id,
      user_id: userId,
      provider,
      status: subscription.status,
      current_period_end: subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd * 1000) : null,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      provider_created_at: new Date(subscription.created * 1000),
    })
    .onConflict('id')
    .merge(
      ['status', 'current_period_end', 'cancel_at_period_end', 'updated_at'].reduce<Record<string, unknown>>(
        (merge, column) => {
          merge[column] = column === 'updated_at' ? db.fn.now() : db.raw('excluded.??', [column]);
          return merge;
        },
        {},
      ),
    );
}

export const recordFreePlan = (db: Executor, userId: string) =>
  db('free_plan_choices').insert({ user_id: userId }).onConflict('user_id').ignore();

export const hasFreePlan = async (db: Executor, userId: string) =>
  Boolean(await db('free_plan_choices').where({ user_id: userId }).first());

/** Stores a provider event once by its id; returns false when it had already been stored. */
export async function insertPaymentEvent(
  db: Executor,
  event: { id: string; provider: string; type: string; subscription_id: string | null; payload: unknown },
): Promise<boolean> {
  const inserted = await db('payment_events')
    .insert({ ...event, payload: JSON.stringify(event.payload) })
    .onConflict('id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

export const findPaymentEvent = (db: Executor, id: string) => db('payment_events').where({ id }).first();
export const markPaymentEventProcessed = (db: Executor, id: string) =>
  db('payment_events').where({ id }).update({ processed_at: db.fn.now() });
export const paymentEventsForUser = (db: Executor, userId: string) =>
  db('payment_events as e')
    .join('subscriptions as s', 's.id', 'e.subscription_id')
    .where('s.user_id', userId)
    .orderBy('e.received_at', 'desc')
    .select('e.id', 'e.type', 'e.received_at', 'e.processed_at');
