import { expect, it } from 'vitest';

/**
 * A table test: one test a row `[input, expected]`, each checking that `read(input)` is `expected`
 * (`toBe`), named by `name` with the row's values filled in (`'%s → %s'`).
 */
export function expectEach<I, O>(name: string, read: (input: I) => O, rows: ReadonlyArray<readonly [I, O]>): void {
  it.each(rows.map(([input, expected]) => [input, expected] as [I, O]))(name, (input, expected) => {
    expect(read(input)).toBe(expected);
  });
}
