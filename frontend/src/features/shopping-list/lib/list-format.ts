import { AISLE_LABELS, AISLES, type Aisle } from '@common/contracts/shopping-list';
import type { ShoppingListItem } from '../api/shopping-list';

/**
 * "1 1/2 cups butter": amount, unit and ingredient, whichever exist; in metric the server's metric
 * amount ("170 g butter"), counts and unmeasured lines reading the same either way.
 */
export function formatItem(
  item: Pick<ShoppingListItem, 'quantity' | 'unit' | 'ingredient' | 'metricAmount'>,
  metric = false,
): string {
  if (metric && item.metricAmount) return `${item.metricAmount} ${item.ingredient.trim()}`;
  return [item.quantity.trim(), item.unit.trim(), item.ingredient.trim()].filter(Boolean).join(' ');
}

/**
 * "2 cups from Carbonara, 1 cup from Soup"; a recipe without an amount is named on its own, and so is
 * a line's only source, whose amount is the line's own ("16 chicken thighs", then "Chicken Cacciatore").
 */
export function formatSources(item: Pick<ShoppingListItem, 'sources' | 'recipes'>, metric = false): string {
  if (!item.sources?.length) return item.recipes.join(' · ');
  if (item.sources.length === 1) return item.sources[0].recipeName;
  return item.sources
    .map((source) => {
      const amount = metric && source.metricAmount ? source.metricAmount : source.amount;
      return amount ? `${amount} from ${source.recipeName}` : source.recipeName;
    })
    .join(', ');
}

export interface AisleGroup {
  aisle: Aisle;
  label: string;
  items: ShoppingListItem[];
}

/**
 * Items by aisle in store order (the household's, else the aisle table's); inside an aisle the list's
 * order is kept, except that completed items sink to the bottom.
 */
export function groupByAisle(items: ShoppingListItem[], order: readonly Aisle[] = AISLES): AisleGroup[] {
  return order
    .map((aisle) => {
      const inAisle = items.filter((item) => item.aisle === aisle);
      return {
        aisle,
        label: AISLE_LABELS[aisle],
        items: [...inAisle.filter((item) => !item.completed), ...inAisle.filter((item) => item.completed)],
      };
    })
    .filter((group) => group.items.length > 0);
}

/** Plain text for the clipboard or the share sheet: what is still to buy, grouped by aisle. */
export function listAsText(items: ShoppingListItem[], title = 'Shopping list', metric = false): string {
  const open = items.filter((item) => !item.completed);
  const groups = groupByAisle(open.length ? open : items);
  const lines = [title];
  for (const group of groups) {
    lines.push('', group.label);
    for (const item of group.items) lines.push(`- ${formatItem(item, metric)}`);
  }
  return lines.join('\n');
}
