/** A shopping-list line as the API sends it (the fields its label is made of). */
export interface ListItemLabel {
  ingredient: string;
  quantity: string;
  unit: string;
  metricAmount?: string | null;
}

/**
 * A list line's label as the page shows it: metric is the default unit system, and the list shows the
 * server's metric amount where there is one.
 */
export const shownItemText = (item: ListItemLabel) =>
  item.metricAmount
    ? `${item.metricAmount} ${item.ingredient}`
    : [item.quantity, item.unit, item.ingredient].filter(Boolean).join(' ');
