import { PREMIUM_PLAN, PREMIUM_REQUIRED_CODE, type PremiumUpsell } from '@common/contracts/subscriptions';
import { ApiError } from './api';

export type { PremiumUpsell };

/**
 * The upsell of the server's one Premium refusal (403 `premium_required`), or null for any other
 * error. A refusal without an upsell (an older server, a proxy's copy) still gets the plan's.
 */
export function premiumRefusalOf(error: unknown): PremiumUpsell | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const body = error.body as { code?: unknown; message?: unknown; upsell?: PremiumUpsell } | null;
  if (!body || typeof body !== 'object' || body.code !== PREMIUM_REQUIRED_CODE) return null;
  return (
    body.upsell ?? {
      title: PREMIUM_PLAN.name,
      message: typeof body.message === 'string' ? body.message : `${PREMIUM_PLAN.name} is a Premium feature.`,
      price: PREMIUM_PLAN.pricePerMonth,
      upgradeUrl: PREMIUM_PLAN.upgradePath,
    }
  );
}

export const isPremiumRefusal = (error: unknown): boolean => premiumRefusalOf(error) !== null;
