/** Plain constants and types of the subscription contract: no zod, safe in the browser bundle. */
import { EXPERT_PLAN_FEATURE } from './expert-service';

/** The plans a cook chooses between on `/subscribe`. */
export const PLAN_TYPES = ['freemium', 'premium'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** The price as the page shows it, in the plan's currency; every other form derives from it. */
const PREMIUM_AMOUNT = '9.99';
const EXCLUSIVE_RECIPES_PER_MONTH = 5;

/**
 * The one paid plan: its name, price and what it adds. The landing page, `/subscribe`, every upsell,
 * the legal pages, the structured data and the server (sandbox charge, 403 payloads) read it here.
 */
export const PREMIUM_PLAN = {
  name: 'Premium Chef',
  /** '9.99': the schema.org Offer price. */
  amount: PREMIUM_AMOUNT,
  /** Minor units, as payment providers charge. */
  amountCents: Math.round(Number(PREMIUM_AMOUNT) * 100),
  currency: 'usd',
  interval: 'month',
  /** '$9.99' */
  price: `$${PREMIUM_AMOUNT}`,
  /** '$9.99/month' */
  pricePerMonth: `$${PREMIUM_AMOUNT}/month`,
  /** '$9.99 per month' */
  pricePerMonthLong: `$${PREMIUM_AMOUNT} per month`,
  upgradePath: '/subscribe',
  exclusiveRecipesPerMonth: EXCLUSIVE_RECIPES_PER_MONTH,
  features: [
    `${EXCLUSIVE_RECIPES_PER_MONTH} exclusive chef recipes every month`,
    'The full video library and monthly masterclasses',
    'Save your favourite videos',
    'Voice and text AI cooking assistant',
    EXPERT_PLAN_FEATURE,
    'Priority support',
  ],
} as const;

/** What the free plan includes, as the plan cards list it. */
export const FREE_PLAN_FEATURES = [
  'Browse and search every everyday recipe',
  'Favorites, meal plans and a smart shopping list',
  'Step-by-step cook mode with timers',
  '3 cooking skills videos',
] as const;

/** The `code` of every 403 that a Premium feature answers to a cook without Premium. */
export const PREMIUM_REQUIRED_CODE = 'premium_required';

/**
 * The body of that 403: `message` says what was refused, `upsell` what Premium costs and where to get
 * it (`recipe` names the locked recipe when one was asked for).
 */
export interface PremiumRequiredBody {
  code: typeof PREMIUM_REQUIRED_CODE;
  message: string;
  upsell: PremiumUpsell;
}

export interface PremiumUpsell {
  title: string;
  message: string;
  price: string;
  upgradeUrl: string;
  recipe?: { id: number; name: string; description: string | null };
}
