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

export const emailAddress = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be a valid e-mail address' }));

export const errorResponse = z.object({ message: z.string(), code: z.string(), field: z.string().optional() });
export type ErrorResponse = z.infer<typeof errorResponse>;
