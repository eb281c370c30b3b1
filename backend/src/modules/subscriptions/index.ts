import { accountSubscriptionCancelRequestedProcessor } from './account-subscription-cancel-requested.processor';
import { stripeWebhookReceivedProcessor } from './stripe-webhook-received.processor';

export { subscriptionRoutes } from './subscriptions.routes';
export {
  createSubscriptionsService,
  PREMIUM_PRICE,
  presentComp,
  type SubscriptionsService,
} from './subscriptions.service';
export { subscriptionsToCancelOnClose, type SubscriptionRow } from './subscriptions.repository';
export { premiumRequired, premiumUpsell, requirePremium, type PremiumFeature } from './premium.policy';
export type { SubscriptionEventPayloads } from './subscriptions.events';

/** What the module does when its events arrive; the worker runner discovers them here. */
export const processors = [stripeWebhookReceivedProcessor, accountSubscriptionCancelRequestedProcessor];
