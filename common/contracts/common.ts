import { z } from 'zod';

/** Trimmed text that must not be blank, with a length cap; the message names the rule. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'must not be blank' })
    .max(max, { error: `must be at most ${max} characters` });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .optional();

/**
 * The one form in which e-mail addresses are stored and compared (accounts, ADMIN_EMAILS, EXPERT_EMAILS,
 * OIDC claims, rate-limit keys): Unicode NFKC, surrounding white space (including non-breaking and
 * zero-width characters) removed, lower case. "Admin@EXAMPLE.test " and "admin@example.test" are one.
 */
export function normalizeEmail(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g, '')
    .toLowerCase();
}

export const emailAddress = z
  .string({ error: 'is required' })
  .max(1000, { error: 'must be at most 254 characters' })
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .max(254, { error: 'must be at most 254 characters' })
      .pipe(z.email({ error: 'must be a valid e-mail address' })),
  );

export const errorResponse = z.object({ message: z.string(), code: z.string(), field: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponse>;
