import { PREMIUM_PLAN, PREMIUM_REQUIRED_CODE, type PremiumUpsell } from '@common/contracts/subscriptions';
import { HttpError } from '../../platform/errors';

/** A Premium feature as its refusal names it: what it is called and why a free cook was refused. */
export interface PremiumFeature {
  title: string;
  message: string;
}

/** The upsell every Premium refusal carries: the feature, the plan's one price and the way to it. */
export const premiumUpsell = (feature: PremiumFeature, recipe?: PremiumUpsell['recipe']): PremiumUpsell => ({
  title: feature.title,
  message: feature.message,
  price: PREMIUM_PLAN.pricePerMonth,
  upgradeUrl: PREMIUM_PLAN.upgradePath,
  ...(recipe ? { recipe } : {}),
});

/** The one 403 a Premium feature answers: `{ code: 'premium_required', message, upsell }`. */
export const premiumRequired = (feature: PremiumFeature, recipe?: PremiumUpsell['recipe']): HttpError =>
  new HttpError(403, feature.message, PREMIUM_REQUIRED_CODE, undefined, { upsell: premiumUpsell(feature, recipe) });

/**
 * The Premium rule: a Premium feature is open to a cook whose entitlement check said Premium (paid or
 * complimentary, computed by `isPremium`), and answers the one 403 to everyone else.
 */
export function requirePremium(isPremium: boolean, feature: PremiumFeature, recipe?: PremiumUpsell['recipe']): void {
  if (!isPremium) throw premiumRequired(feature, recipe);
}
