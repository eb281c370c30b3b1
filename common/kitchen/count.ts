/**
 * Counts on screen ("1 recipe found", "3 recipes found"): the word's form is picked by the locale's
 * plural rules (Intl.PluralRules), so no screen tests `=== 1` by hand.
 */
const rules = new Intl.PluralRules('en-US');
const numberFormat = new Intl.NumberFormat('en-US');

/** The word's form for this count: `plural(1, 'recipe')` → "recipe", `plural(3, 'recipe')` → "recipes". */
export function plural(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}

/** The count with its word: `countOf(1, 'recipe')` → "1 recipe", `countOf(1200, 'item')` → "1,200 items". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${numberFormat.format(count)} ${plural(count, one, other)}`;
}

/** A real count rounded down to two significant figures: 2,431 → "2,400+"; exact below 100. */
export function roundedDown(count: number): string {
  if (count < 100) return String(count);
  const magnitude = 10 ** (Math.floor(Math.log10(count)) - 1);
  return `${numberFormat.format(Math.floor(count / magnitude) * magnitude)}+`;
}
