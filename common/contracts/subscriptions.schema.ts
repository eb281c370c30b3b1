import { z } from 'zod';
import { defineRoutes, get, route, post } from './api.schema';
import { messageResponse } from './common.schema';
import { PLAN_TYPES } from './subscriptions';

export const createSubscriptionRequest = z.object({
  planType: z.enum(PLAN_TYPES, { error: "must be 'freemium' or 'premium'" }),
});

const currentYear = () => new Date().getUTCFullYear();

export const sandboxConfirmRequest = z.object({
  clientSecret: z.string({ error: 'is required' }).min(10).max(200),
  cardNumber: z
    .string({ error: 'is required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, { error: 'must be 13 to 19 digits' })),
  expMonth: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be 1–12' })
    .max(12, { error: 'must be 1–12' }),
  expYear: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .transform((year) => (year < 100 ? 2000 + year : year))
    .pipe(
      z
        .number()
        .min(currentYear(), { error: 'the card has expired' })
        .max(currentYear() + 25),
    ),
  cvc: z.string({ error: 'is required' }).regex(/^\d{3,4}$/, { error: 'must be 3 or 4 digits' }),
});

export const subscriptionStatus = z
  .object({
    hasSubscription: z.boolean(),
    status: z.string(),
    /** Epoch seconds. */
    currentPeriodEnd: z.number().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** 'premium' while Premium, paid or complimentary. */
    plan: z.enum(PLAN_TYPES).nullable(),
    /** Epoch seconds: the end of the admin-granted Premium period in force, if any. */
    compEndsAt: z.number().nullable(),
  })
  .meta({ id: 'SubscriptionStatus' });
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

const paymentProvider = z.enum(['stripe', 'sandbox']);

export const paymentsConfig = z.object({
  provider: paymentProvider,
  publishableKey: z.string().nullable(),
  testMode: z.boolean(),
  price: z.string(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfig>;

/** Premium's price: cents, ISO currency, and as the pages show it. */
export const premiumPrice = z.object({ amount: z.number().int(), currency: z.string(), display: z.string() });

/** The free plan is recorded at once; Premium answers what the payment form needs. */
export const createSubscriptionResponse = z.discriminatedUnion('plan', [
  z.object({ plan: z.literal('freemium'), message: z.string() }),
  z.object({
    plan: z.literal('premium'),
    clientSecret: z.string(),
    subscriptionId: z.string(),
    provider: paymentProvider,
    publishableKey: z.string().nullable(),
    price: premiumPrice,
  }),
]);
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

export const subscriptionsApi = defineRoutes({
  status: get('/api/subscription-status', "The cook's plan and its renewal", subscriptionStatus),
  paymentsConfig: get(
    '/api/payments/config',
    'The payment provider, its publishable key and the price',
    paymentsConfig,
  ),
  create: post(
    '/api/create-subscription',
    'Choose the free plan, or start a Premium subscription',
    createSubscriptionRequest,
    { 200: createSubscriptionResponse },
  ),
  cancel: route('post', '/api/cancel-subscription', 'Cancel Premium at the end of the period', {
    200: messageResponse,
  }),
  reactivate: route('post', '/api/reactivate-subscription', 'Keep Premium renewing after a cancel', {
    200: messageResponse,
  }),
  sandboxConfirm: post(
    '/api/payments/sandbox/confirm',
    'Pay with a test card (sandbox provider only)',
    sandboxConfirmRequest,
    { 200: z.object({ status: z.literal('succeeded') }) },
  ),
  stripeWebhook: route('post', '/api/webhooks/stripe', "Stripe's events, verified by signature", {
    200: z.object({ received: z.literal(true) }),
  }),
});
