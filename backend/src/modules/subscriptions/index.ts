export { subscriptionRoutes } from './subscriptions.routes';
export { createSubscriptionsService, PREMIUM_PRICE, type SubscriptionsService } from './subscriptions.service';
