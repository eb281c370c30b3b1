import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db';
import { WebhookSignatureError, type PaymentsProvider, type ProviderEvent, type ProviderSubscription } from './port';

const id = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const PERIOD_SECONDS = 30 * 24 * 3600;

export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export class CardDeclinedError extends Error {}
export class UnknownClientSecretError extends Error {}

interface SandboxRow {
  id: string;
  customer_id: string;
  client_secret: string;
  status: string;
  current_period_end: number | null;
  cancel_at_period_end: boolean;
  created: number;
}

const toProvider = (row: SandboxRow): ProviderSubscription => ({
  id: row.id,
  customerId: row.customer_id,
  status: row.status,
  currentPeriodEnd: row.current_period_end === null ? null : Number(row.current_period_end),
  cancelAtPeriodEnd: row.cancel_at_period_end,
  created: Number(row.created),
});

export interface SandboxPayments extends PaymentsProvider {
  kind: 'sandbox';
  /** The test-card form's "pay" step: 4242… succeeds, 4000 0000 0000 0002 is declined. */
  confirmPayment(
    clientSecret: string,
    cardNumber: string,
  ): Promise<{ subscription: ProviderSubscription; event: ProviderEvent }>;
}

/**
 * The embedded-default payment provider ("Test mode — no real charge"). It keeps its own
 * subscription state, so the app talks to it exactly as it talks to Stripe, and a successful
 * payment produces a provider event that takes the same path as a Stripe webhook.
 */
export function createSandboxPayments(db: Db): SandboxPayments {
  const find = async (subscriptionId: string) => {
    const row: SandboxRow | undefined = await db('sandbox_subscriptions').where({ id: subscriptionId }).first();
    if (!row) throw new Error(`No such sandbox subscription ${subscriptionId}`);
    return row;
  };
  return {
    kind: 'sandbox',
    publishableKey: null,

    async createCustomer() {
      return id('cus');
    },

    async createPremiumSubscription(customerId) {
      const subscriptionId = id('sub');
      const clientSecret = `${id('pi')}_secret_${randomBytes(8).toString('hex')}`;
      const [row] = await db('sandbox_subscriptions')
        .insert({
          id: subscriptionId,
          customer_id: customerId,
          client_secret: clientSecret,
          status: 'incomplete',
          created: now(),
        })
        .returning('*');
      return { subscription: toProvider(row), clientSecret };
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await find(subscriptionId);
      const [row] = await db('sandbox_subscriptions')
        .where({ id: subscriptionId })
        .update({ cancel_at_period_end: cancel })
        .returning('*');
      return toProvider(row);
    },

    async retrieveSubscription(subscriptionId) {
      return toProvider(await find(subscriptionId));
    },

    verifyWebhook() {
      throw new WebhookSignatureError('The sandbox provider sends no webhooks');
    },

    async confirmPayment(clientSecret, cardNumber) {
      const row: SandboxRow | undefined = await db('sandbox_subscriptions')
        .where({ client_secret: clientSecret })
        .first();
      if (!row) throw new UnknownClientSecretError('Unknown payment');
      if (cardNumber !== SANDBOX_CARDS.success) throw new CardDeclinedError('Your card was declined.');
      const [updated] = await db('sandbox_subscriptions')
        .where({ id: row.id })
        .update({ status: 'active', current_period_end: row.current_period_end ?? now() + PERIOD_SECONDS })
        .returning('*');
      const subscription = toProvider(updated);
      const event: ProviderEvent = {
        id: id('evt'),
        type: 'customer.subscription.updated',
        subscriptionId: subscription.id,
        payload: {
          type: 'customer.subscription.updated',
          data: { object: { object: 'subscription', ...subscription } },
        },
      };
      return { subscription, event };
    },
  };
}
