export { subscriptionRoutes } from './subscriptions.routes';
export {
  createSubscriptionsService,
  PREMIUM_PRICE,
  presentComp,
  type SubscriptionsService,
} from './subscriptions.service';
export { subscriptionsToCancelOnClose } from './subscriptions.repository';
export { premiumRequired, premiumUpsell, requirePremium, type PremiumFeature } from './premium.policy';
