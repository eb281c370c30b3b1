import { z } from 'zod';
import { MAX_RESULT_DEPTH, type PageRequest } from './paging';

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

/** A page of results, as every paginated community list returns it (`paged.extend({ items })`). */
export const paged = z.object({ total: z.number().int(), page: z.number().int(), totalPages: z.number().int() });
export type Paged = z.infer<typeof paged>;
