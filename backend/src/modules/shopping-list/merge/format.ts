/**
 * The shopping list as plain text, for copying into a message or a notes app.
 *
 *   Produce
 *   [ ] 3 cloves garlic
 *   [x] 2 onions
 *
 *   Dairy & eggs
 *   [ ] 6 tbsp butter
 *
 * Checkboxes are written as "[ ]"/"[x]" because they survive any app (and render as tick boxes in
 * Markdown ones). Aisles follow the store walk (AISLE_ORDER); empty aisles are left out.
 */
import { AISLE_LABELS, AISLE_ORDER } from './aisles';
import type { MergedItem } from './merge';

export interface FormatListOptions {
  /** Show ticked-off items too (marked "[x]"). Default true, like the page's "Show Completed". */
  includeCompleted?: boolean;
  /** Keys of ticked-off items (MergedItem.key). */
  completedKeys?: ReadonlySet<string> | readonly string[];
  /** Amounts in metric (flour in grams, milk in ml); counts stay as they are. Default false. */
  metric?: boolean;
}

export function itemText(item: MergedItem, { metric = false }: { metric?: boolean } = {}): string {
  if (metric && item.metricAmountText) return `${item.metricAmountText} ${item.ingredient}`;
  return [item.quantityText, item.unit ?? '', item.ingredient].filter((part) => part !== '').join(' ');
}

export function formatListAsText(items: readonly MergedItem[], options: FormatListOptions = {}): string {
  const includeCompleted = options.includeCompleted ?? true;
  const completed = new Set(options.completedKeys ?? []);
  const sections: string[] = [];
  for (const aisle of AISLE_ORDER) {
    const lines = items
      .filter((item) => item.aisle === aisle && (includeCompleted || !completed.has(item.key)))
      .map((item) => `${completed.has(item.key) ? '[x]' : '[ ]'} ${itemText(item, { metric: options.metric })}`);
    if (lines.length) sections.push([AISLE_LABELS[aisle], ...lines].join('\n'));
  }
  return sections.join('\n\n');
}
