import { expect } from 'vitest';

/**
 * Fails when the router has a route of the matrix's scope (`routes`) that `table` lacks, or `table` keeps
 * a row for a route that is gone: a new route cannot ship without someone deciding who may call it.
 */
export function expectTableCovers(routes: string[], table: Record<string, unknown>, name: string): void {
  const missing = routes.filter((key) => !table[key]);
  const stale = Object.keys(table).filter((key) => !routes.includes(key));
  expect(missing, `routes missing from ${name}: decide who may call them`).toEqual([]);
  expect(stale, `${name} rows for routes that no longer exist (or left its scope)`).toEqual([]);
}

/** With MATRIX_DISCOVER=1, prints the observed statuses as table rows to paste. */
export function printDiscovered(observed: Record<string, number[]>): void {
  if (!process.env.MATRIX_DISCOVER) return;
  console.log(
    Object.entries(observed)
      .map(([key, row]) => `  '${key}': [${row.join(', ')}],`)
      .join('\n'),
  );
}
