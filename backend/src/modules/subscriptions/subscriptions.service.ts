import { randomUUID } from 'node:crypto';
import type { PaymentsProvider, ProviderEvent } from '../../adapters/payments';
import { CardDeclinedError, UnknownClientSecretError, type SandboxPayments } from '../../adapters/payments/sandbox';
import type { PremiumComp } from '@common/contracts/account.schema';
import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
import type { SubscriptionStatus } from '@common/contracts/subscriptions.schema';
import type { Db } from '../../platform/db';
import { conflict, HttpError, notFound, serviceUnavailable } from '../../platform/errors';
import { transactWithEvents, type OutboxRelay } from '../../platform/events/outbox';
import type { Actor } from '../../platform/http/actor';
import * as repo from './subscriptions.repository';

/** The Premium charge as providers and the checkout answer name it. */
export const PREMIUM_PRICE = {
  amount: PREMIUM_PLAN.amountCents,
  currency: PREMIUM_PLAN.currency,
  display: PREMIUM_PLAN.pricePerMonth,
} as const;

/** Provider statuses under which a subscription can still charge the customer. */
const CHARGEABLE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'paused'];

export const presentComp = (row: repo.CompRow): PremiumComp => ({
  id: row.id,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  grantedBy: row.granted_by,
  note: row.note,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

export interface SubscriptionsDeps {
  db: Db;
  relay: OutboxRelay;
  payments: PaymentsProvider;
  appName: string;
}

const paymentStateUnavailable = () =>
  serviceUnavailable('Your subscription status cannot be checked right now. Please try again shortly.');

const formatDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function createSubscriptionsService({ db, relay, payments, appName }: SubscriptionsDeps) {
  async function customerFor(actor: Actor, name: string): Promise<string> {
    const existing = await repo.findCustomer(db, actor.userId);
    if (existing && existing.provider === payments.kind) return existing.customer_id;
    const customerId = await payments.createCustomer({ id: actor.userId, email: actor.email, name });
    await repo.insertCustomer(db, actor.userId, payments.kind, customerId);
    return (await repo.findCustomer(db, actor.userId))!.customer_id;
  }

  async function entitledSubscription(actor: Actor) {
    const current = await repo.currentSubscription(db, actor.userId);
    if (!current || !(await repo.hasPaidEntitlement(db, actor.userId)))
      throw notFound('You have no active subscription');
    return current;
  }

  /** Stores a provider event once and announces it; the worker applies it. Same path for Stripe and sandbox. */
  async function recordProviderEvent(event: ProviderEvent): Promise<boolean> {
    return transactWithEvents(db, relay, async (trx, emit) => {
      const fresh = await repo.insertPaymentEvent(trx, {
        id: event.id,
        provider: payments.kind,
        type: event.type,
        subscription_id: event.subscriptionId,
        payload: event.payload,
      });
      if (fresh) await emit('stripe_webhook.received', { eventId: event.id, type: event.type });
      return fresh;
    });
  }

  return {
    /**
     * The entitlement check behind every premium route. When the payment state cannot be read
     * (database away, table locked past the timeout) the answer is 503: never a free pass, and
     * not a 403 that would tell a paying customer they are not Premium.
     */
    async isPremium(viewer: Pick<Actor, 'userId' | 'premium'>): Promise<boolean> {
      // Read along with the session (see `premiumReadAlong`): no second lookup in this request.
      if (viewer.premium === true || viewer.premium === false) return viewer.premium;
      if (viewer.premium === 'unavailable') throw paymentStateUnavailable();
      try {
        return await repo.hasEntitlement(db, viewer.userId);
      } catch {
        throw paymentStateUnavailable();
      }
    },

    /**
     * Lets the session query read Premium in the same round trip (auth's `resolveSession`): one
     * query per request for the session, its user and Premium instead of three, with the
     * definition of Premium still in this module only.
     */
    premiumReadAlong: {
      subquery: (userIdColumn: string) => repo.entitlementSubquery(db, userIdColumn),
      timeoutMs: repo.ENTITLEMENT_TIMEOUT_MS,
    },

    async status(actor: Actor): Promise<SubscriptionStatus> {
      const [current, paid, [comp], free] = await Promise.all([
        repo.currentSubscription(db, actor.userId),
        repo.hasPaidEntitlement(db, actor.userId),
        repo.compsInForceFor(db, [actor.userId]),
        repo.hasFreePlan(db, actor.userId),
      ]);
      return {
        // A paid subscription (one the cook can cancel); a comp alone is Premium without one.
        hasSubscription: paid,
        status: current?.status ?? 'none',
        currentPeriodEnd: current?.current_period_end ? Math.floor(current.current_period_end.getTime() / 1000) : null,
        cancelAtPeriodEnd: current?.cancel_at_period_end ?? false,
        plan: paid || comp ? 'premium' : free ? 'freemium' : null,
        compEndsAt: comp ? Math.floor(comp.ends_at.getTime() / 1000) : null,
      };
    },

    async create(actor: Actor, planType: 'freemium' | 'premium', displayName: string) {
      if (planType === 'freemium') {
        await repo.recordFreePlan(db, actor.userId);
        return { plan: 'freemium' as const, message: `Welcome to ${appName} Free!` };
      }
      // A comp in force does not stop a cook from subscribing (to carry on after it ends).
      if (await repo.hasPaidEntitlement(db, actor.userId)) throw conflict('You already have Premium.');
      const customerId = await customerFor(actor, displayName);
      const { subscription, clientSecret } = await payments.createPremiumSubscription(
        customerId,
        `subscribe-${actor.userId}-${randomUUID()}`,
      );
      await repo.saveSubscription(db, actor.userId, payments.kind, subscription);
      return {
        plan: 'premium' as const,
        clientSecret,
        subscriptionId: subscription.id,
        provider: payments.kind,
        publishableKey: payments.publishableKey,
        price: PREMIUM_PRICE,
      };
    },

    async cancel(actor: Actor) {
      const current = await entitledSubscription(actor);
      const updated = await payments.setCancelAtPeriodEnd(current.id, true, `cancel-${current.id}-${randomUUID()}`);
      await repo.saveSubscription(db, actor.userId, payments.kind, updated);
      const end = updated.currentPeriodEnd
        ? formatDate(new Date(updated.currentPeriodEnd * 1000))
        : 'the end of the period';
      return { message: `Your Premium membership will end on ${end}. You keep every Premium feature until then.` };
    },

    async reactivate(actor: Actor) {
      const current = await entitledSubscription(actor);
      if (!current.cancel_at_period_end) return { message: 'Your Premium membership is already set to renew.' };
      const updated = await payments.setCancelAtPeriodEnd(
        current.id,
        false,
        `reactivate-${current.id}-${randomUUID()}`,
      );
      await repo.saveSubscription(db, actor.userId, payments.kind, updated);
      const renews = updated.currentPeriodEnd
        ? formatDate(new Date(updated.currentPeriodEnd * 1000))
        : 'the next period';
      return { message: `Welcome back! Your Premium membership renews on ${renews}.` };
    },

    /** POST /api/webhooks/stripe: verify the signature first; store nothing unless it verifies. */
    async receiveWebhook(rawBody: string, signature: string) {
      const event = payments.verifyWebhook(rawBody, signature);
      await recordProviderEvent(event);
      return { received: true };
    },

    async confirmSandboxPayment(actor: Actor, clientSecret: string, cardNumber: string) {
      if (payments.kind !== 'sandbox') throw notFound('The sandbox is not enabled');
      const customer = await repo.findCustomer(db, actor.userId);
      const sandbox = payments as SandboxPayments;
      try {
        const owned =
          customer &&
          (await db('sandbox_subscriptions')
            .where({ client_secret: clientSecret, customer_id: customer.customer_id })
            .first());
        if (!owned) throw new UnknownClientSecretError('Unknown payment');
        const { event } = await sandbox.confirmPayment(clientSecret, cardNumber);
        await recordProviderEvent(event);
        return { status: 'succeeded' as const };
      } catch (error) {
        if (error instanceof CardDeclinedError) throw new HttpError(402, error.message, 'card_declined', 'cardNumber');
        if (error instanceof UnknownClientSecretError)
          throw new HttpError(404, 'Unknown payment', 'not_found', 'clientSecret');
        throw error;
      }
    },

    /**
     * Worker side: apply a stored provider event by re-reading the subscription from the provider,
     * so duplicates, reordering and delays all converge on the provider's current state.
     */
    async applyProviderEvent(eventId: string): Promise<void> {
      const event = await repo.findPaymentEvent(db, eventId);
      if (!event || event.processed_at) return;
      if (event.subscription_id) {
        const subscription = await payments.retrieveSubscription(event.subscription_id);
        const userId = await repo.userIdForCustomer(db, subscription.customerId);
        if (userId) await repo.saveSubscription(db, userId, payments.kind, subscription);
      }
      await repo.markPaymentEventProcessed(db, eventId);
    },

    /**
     * Worker side, after an account was closed: no further charge for its subscription. Reads the
     * provider's state first, so a redelivered event or an already-ended subscription is a no-op;
     * the provider call carries one idempotency key per subscription.
     */
    async cancelForClosedAccount(subscriptionId: string, provider: string): Promise<'cancelled' | 'nothing to do'> {
      if (provider !== payments.kind) {
        // The sandbox never charges anyone; a Stripe subscription needs Stripe (retried, then a dead letter ops see).
        if (provider === 'sandbox') return 'nothing to do';
        throw new Error(`Cannot cancel ${provider} subscription ${subscriptionId}: payments run on ${payments.kind}`);
      }
      const current = await payments.retrieveSubscription(subscriptionId);
      // An incomplete subscription charges nothing unless its first payment is confirmed, and expires in a day.
      if (current.cancelAtPeriodEnd || !CHARGEABLE_STATUSES.includes(current.status)) return 'nothing to do';
      await payments.setCancelAtPeriodEnd(subscriptionId, true, `close-account-${subscriptionId}`);
      return 'cancelled';
    },

    /** An admin's free Premium period, from now; undefined when the user does not exist. */
    async grantComp(userId: string, input: { days: number; note?: string }, grantedBy: string) {
      const row = await repo.insertComp(db, { userId, days: input.days, grantedBy, note: input.note || null });
      return row && presentComp(row);
    },

    /** Ends a comp now (kept, with who ended it); undefined when the user has no such comp. */
    async revokeComp(userId: string, compId: string, revokedBy: string) {
      const row = (await repo.revokeComp(db, userId, compId, revokedBy)) ?? (await repo.findComp(db, userId, compId));
      return row && presentComp(row);
    },

    /** The comp in force per user, for lists. */
    async compsInForce(userIds: string[]): Promise<Map<string, PremiumComp>> {
      const rows = await repo.compsInForceFor(db, userIds);
      return new Map(rows.map((row) => [row.user_id, presentComp(row)]));
    },

    recordProviderEvent,
    eventsFor: (userId: string) => repo.paymentEventsForUser(db, userId),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
