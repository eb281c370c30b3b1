import Router from '@koa/router';
import { mount } from '../../platform/http/mount';
import { subscriptionsApi } from '@common/contracts/subscriptions.schema';
import { WebhookSignatureError } from '../../adapters/payments';
import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
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

  mount(router, subscriptionsApi.status, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await subscriptions.status(requireActor(ctx));
  });

  mount(router, subscriptionsApi.paymentsConfig, (ctx) => {
    ctx.body = {
      provider: provider.kind,
      publishableKey: provider.publishableKey,
      testMode: provider.kind === 'sandbox',
      price: PREMIUM_PLAN.pricePerMonth,
    };
  });

  mount(router, subscriptionsApi.create, async (ctx) => {
    const actor = requireActor(ctx);
    const { planType } = parseInput(subscriptionsApi.create.body, ctx.request.body);
    ctx.body = await subscriptions.create(actor, planType, actor.email);
  });

  mount(router, subscriptionsApi.cancel, async (ctx) => {
    ctx.body = await subscriptions.cancel(requireActor(ctx));
  });

  mount(router, subscriptionsApi.reactivate, async (ctx) => {
    ctx.body = await subscriptions.reactivate(requireActor(ctx));
  });

  mount(router, subscriptionsApi.sandboxConfirm, async (ctx) => {
    const actor = requireActor(ctx);
    const input = parseInput(subscriptionsApi.sandboxConfirm.body, ctx.request.body);
    ctx.body = await subscriptions.confirmSandboxPayment(actor, input.clientSecret, input.cardNumber);
  });

  // Verified by signature, not by session (the one CSRF exemption).
  mount(router, subscriptionsApi.stripeWebhook, async (ctx) => {
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
