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

/** A paid subscription in force: active or trialing, and the paid period not over. */
const entitledSubscriptions = (db: Executor, userId: string | Knex.Ref<string, object>) =>
  db('subscriptions')
    .where('user_id', userId)
    .whereIn('status', ['active', 'trialing'])
    .where('current_period_end', '>', db.fn.now());

/** Premium granted by an admin (premium_comps): not revoked, and its period covers now. */
const compsInForce = (db: Executor, userId: string | Knex.Ref<string, object>) =>
  db('premium_comps')
    .where('user_id', userId)
    .whereNull('revoked_at')
    .where('starts_at', '<=', db.fn.now())
    .where('ends_at', '>', db.fn.now());

/**
 * Premium, the one definition: a paid subscription in force, or an admin's comp in force. `userId`
 * may be a column reference, so that the session query can read Premium along (see `entitlementSubquery`).
 */
const entitlementRows = (db: Executor, userId: string | Knex.Ref<string, object>) =>
  entitledSubscriptions(db, userId)
    .select(db.raw('1'))
    .unionAll(compsInForce(db, userId).select(db.raw('1')));

/** The rows that make the user in column `userIdColumn` Premium, for an `exists (…)` in another query. */
export const entitlementSubquery = (db: Executor, userIdColumn: string) => entitlementRows(db, db.ref(userIdColumn));

export async function hasEntitlement(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .first(db.raw('exists (?) as ok', [entitlementRows(db, userId)]))
    // A locked or stuck subscriptions table must not hold every premium request forever.
    .timeout(ENTITLEMENT_TIMEOUT_MS, { cancel: true });
  return Boolean(row?.ok);
}

/** Premium paid for (a comp aside): what cancelling, reactivating and "already subscribed" are about. */
export async function hasPaidEntitlement(db: Executor, userId: string): Promise<boolean> {
  const row = await entitledSubscriptions(db, userId)
    .first(db.raw('1 as ok'))
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

export interface CompRow {
  id: string;
  user_id: string;
  starts_at: Date;
  ends_at: Date;
  granted_by: string;
  note: string | null;
  revoked_at: Date | null;
  revoked_by: string | null;
  created_at: Date;
}

/** A comp from now for `days` days; undefined when the user does not exist (any more). */
export async function insertComp(
  db: Executor,
  comp: { userId: string; days: number; grantedBy: string; note: string | null },
): Promise<CompRow | undefined> {
  try {
    const [row] = await db('premium_comps')
      .insert({
        user_id: comp.userId,
        ends_at: db.raw('now() + make_interval(days => ?)', [comp.days]),
        granted_by: comp.grantedBy,
        note: comp.note,
      })
      .returning('*');
    return row as CompRow;
  } catch (error) {
    // foreign_key_violation: the account was closed between the caller's check and this insert.
    if ((error as { code?: string }).code === '23503') return undefined;
    throw error;
  }
}

export const findComp = (db: Executor, userId: string, compId: string): Promise<CompRow | undefined> =>
  db('premium_comps').where({ id: compId, user_id: userId }).first();

/** Ends a comp now, kept for the record; a comp already revoked keeps its first revocation. */
export async function revokeComp(db: Executor, userId: string, compId: string, revokedBy: string) {
  const [row] = await db('premium_comps')
    .where({ id: compId, user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now(), revoked_by: revokedBy })
    .returning('*');
  return row as CompRow | undefined;
}

/** Per user, the comp in force that lasts longest (at most one per user). */
export const compsInForceFor = (db: Executor, userIds: string[]): Promise<CompRow[]> =>
  userIds.length === 0
    ? Promise.resolve([])
    : db('premium_comps')
        .whereIn('user_id', userIds)
        .whereNull('revoked_at')
        .where('starts_at', '<=', db.fn.now())
        .where('ends_at', '>', db.fn.now())
        .distinctOn('user_id')
        .orderBy([{ column: 'user_id' }, { column: 'ends_at', order: 'desc' }])
        .select('*');

/**
 * The subscriptions to cancel when the account closes: every one not over for good. Our row may lag
 * the provider (a payment whose webhook is not applied yet), so the worker reads the provider's state.
 */
export const subscriptionsToCancelOnClose = (
  db: Executor,
  userId: string,
): Promise<Array<{ id: string; provider: string }>> =>
  db('subscriptions')
    .where({ user_id: userId })
    .whereNotIn('status', ['canceled', 'incomplete_expired'])
    .select('id', 'provider');
