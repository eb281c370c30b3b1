/** The plans a cook chooses between on `/subscribe`. */
export const PLAN_TYPES = ['freemium', 'premium'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
