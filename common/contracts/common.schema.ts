import { z } from 'zod';
import { normalizeEmail } from './common';

/** Trimmed text that must not be blank, with a length cap; the message names the rule. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'must not be blank' })
    .max(max, { error: `must be at most ${max} characters` });

/** One of a fixed list of words; the message lists them. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

/** Text the cook typed, trimmed, capped at `max` characters (the message writes 2,000 as a cook reads it). */
export const trimmedText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max.toLocaleString('en')} characters` });

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .optional();

/*
 * The spec quotes whole-form messages for missing input ("Please fill in all fields"), so such issues
 * carry `params.verbatim` and are shown as-is (platform/http/validate-verbatim.ts); other issues read
 * "<field>: <rule>".
 */

/**
 * Trimmed text. Missing, null or blank → `missingMessage` (verbatim); not a string → "must be text";
 * longer than `max` after trimming → "must be at most N characters".
 */
export const filledText = (max: number, missingMessage: string) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: missingMessage, params: { verbatim: true } });
      return z.NEVER;
    }
    if (typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: 'must be text' });
      return z.NEVER;
    }
    const trimmed = value.trim();
    if (trimmed.length > max) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${max} characters` });
      return z.NEVER;
    }
    return trimmed;
  }) as unknown as z.ZodType<string, string>;

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

/** A whole number from 1 to `max`, read from a query string or a path. */
export const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(max, { error: `must be at most ${max}` });

/** When a record was made and last changed (ISO 8601), as the fields of an answer. */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** A whole number of stars from 1 to 5, as a cook rates a recipe or the site. */
export const starRating = z
  .number({ error: 'must be a whole number from 1 to 5' })
  .int({ error: 'must be a whole number from 1 to 5' })
  .min(1, { error: 'must be a whole number from 1 to 5' })
  .max(5, { error: 'must be a whole number from 1 to 5' });

/** `?flag=true|false` read as a boolean (add `.optional()` for a flag that may be left out). */
export const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** One failing input field of a 400 `invalid_input`. */
export const fieldError = z.object({ field: z.string().optional(), code: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

/**
 * Every error answer: `message`, `code` and `field` name the first problem; a 400 `invalid_input`
 * lists every failing field in `errors`. Some errors add their own fields (an upsell, Retry-After
 * seconds), so other keys may follow.
 */
export const errorResponse = z
  .looseObject({
    message: z.string(),
    code: z.string(),
    field: z.string().optional(),
    errors: z.array(fieldError).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** `{ message }`: an accepted request the cook is told about in words. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
