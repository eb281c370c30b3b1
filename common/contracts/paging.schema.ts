import { z } from 'zod';
import { positiveInt } from './common.schema';
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
  z.object({ page: positiveInt(100_000).default(1), limit: positiveInt(maxLimit).default(defaultLimit) });

/** `?page&limit` of a paginated list (page × limit ≤ MAX_RESULT_DEPTH); `.extend` keeps the depth rule. */
export const pageQuery = (defaultLimit: number, maxLimit: number) =>
  pageFields(defaultLimit, maxLimit).superRefine(withinResultDepth);

/** A page of results, as every paginated community list returns it (`paged.extend({ items })`). */
export const paged = z.object({ total: z.number().int(), page: z.number().int(), totalPages: z.number().int() });
export type Paged = z.infer<typeof paged>;
