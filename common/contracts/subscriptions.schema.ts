import { z } from 'zod';
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
