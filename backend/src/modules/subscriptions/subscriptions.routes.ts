import Router from '@koa/router';
import { WebhookSignatureError } from '../../adapters/payments';
import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
import { createSubscriptionRequest, sandboxConfirmRequest } from '@common/contracts/subscriptions.schema';
import { HttpError } from '../../platform/errors';
import { requireActor } from '../../platform/http/actor';
import { parseInput } from '../../platform/http/validate';
import type { SubscriptionsService } from './subscriptions.service';

export function subscriptionRoutes({
  subscriptions,
  provider,
}: {
  subscriptions: SubscriptionsService;
  provider: { kind: string; publishableKey: string | null };
}) {
  const router = new Router();

  router.get('/subscription-status', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await subscriptions.status(requireActor(ctx));
  });

  router.get('/payments/config', (ctx) => {
    ctx.body = {
      provider: provider.kind,
      publishableKey: provider.publishableKey,
      testMode: provider.kind === 'sandbox',
      price: PREMIUM_PLAN.pricePerMonth,
    };
  });

  router.post('/create-subscription', async (ctx) => {
    const actor = requireActor(ctx);
    const { planType } = parseInput(createSubscriptionRequest, ctx.request.body);
    ctx.body = await subscriptions.create(actor, planType, actor.email);
  });

  router.post('/cancel-subscription', async (ctx) => {
    ctx.body = await subscriptions.cancel(requireActor(ctx));
  });

  router.post('/reactivate-subscription', async (ctx) => {
    ctx.body = await subscriptions.reactivate(requireActor(ctx));
  });

  router.post('/payments/sandbox/confirm', async (ctx) => {
    const actor = requireActor(ctx);
    const input = parseInput(sandboxConfirmRequest, ctx.request.body);
    ctx.body = await subscriptions.confirmSandboxPayment(actor, input.clientSecret, input.cardNumber);
  });

  // Verified by signature, not by session (the one CSRF exemption).
  router.post('/webhooks/stripe', async (ctx) => {
    const signature = ctx.get('stripe-signature');
    const rawBody = (ctx.request as unknown as { rawBody?: string }).rawBody ?? '';
    try {
      ctx.body = await subscriptions.receiveWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError)
        throw new HttpError(400, 'Webhook signature verification failed', 'bad_signature');
      throw error;
    }
  });

  return router;
}
