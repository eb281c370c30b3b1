import type { Knex } from 'knex';

/** Which page, counting from 1, of how many rows. */
export interface PageWindow {
  page: number;
  limit: number;
}

/**
 * One page of the rows `base` matches, shaped by `select` (order, joins, columns), and how many rows
 * `base` matches in all: page and count read the same filtered query, so they always agree.
 */
export async function pageOfRows<Row>(
  base: Knex.QueryBuilder,
  page: PageWindow,
  select: (rows: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, counted] = await Promise.all([
    select(base.clone())
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    base.clone().count({ n: '*' }).first(),
  ]);
  return { rows: rows as Row[], total: Number(counted?.n ?? 0) };
}

/** A stable order by time: rows with the same time keep one order by their id across pages. */
export const byTimeThenId = (timeColumn: string, direction: 'asc' | 'desc' = 'desc', idColumn = 'id') => [
  { column: timeColumn, order: direction },
  { column: idColumn, order: direction },
];

/** The paging fields of a paged answer (`paged` in common/contracts/paging.schema.ts). */
export const pageFacts = (total: number, page: PageWindow) => ({
  total,
  page: page.page,
  totalPages: Math.ceil(total / page.limit),
});
