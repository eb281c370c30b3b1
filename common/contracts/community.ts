import { z } from 'zod';
import { MAX_RESULT_DEPTH, reachablePages } from './paging';

/*
 * Shared by the community contracts (reviews, ratings, expert questions, contact). The spec
 * quotes whole-form messages for missing input ("Please fill in all fields"), so such issues carry
 * `params.verbatim` and are shown as-is (platform/http/validate-verbatim.ts); other issues read
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

export { MAX_RESULT_DEPTH, reachablePages };

/** Refines a `{ page, limit }` query: too deep a page is a 400 naming `page`. */
export function withinResultDepth(value: PageRequest, ctx: z.RefinementCtx): void {
  if (value.page * value.limit <= MAX_RESULT_DEPTH) return;
  ctx.addIssue({
    code: 'custom',
    path: ['page'],
    message: `must be at most ${Math.max(1, Math.floor(MAX_RESULT_DEPTH / value.limit))} with limit ${value.limit}: only the first ${MAX_RESULT_DEPTH} results can be paged through, narrow the search to see others`,
  });
}

const pageFields = (defaultLimit: number, maxLimit: number) =>
  z.object({
    page: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(100_000, { error: 'must be at most 100000' })
      .default(1),
    limit: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(maxLimit, { error: `must be at most ${maxLimit}` })
      .default(defaultLimit),
  });

/** `?page&limit` of a paginated list (page × limit ≤ MAX_RESULT_DEPTH); `.extend` keeps the depth rule. */
export const pageQuery = (defaultLimit: number, maxLimit: number) =>
  pageFields(defaultLimit, maxLimit).superRefine(withinResultDepth);

export interface PageRequest {
  page: number;
  limit: number;
}

/** A page of results, as every paginated community list returns it. */
export interface Paged {
  total: number;
  page: number;
  totalPages: number;
}
