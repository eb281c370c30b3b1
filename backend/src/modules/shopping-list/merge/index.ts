/** Pure shopping-list merging: parsed recipe lines in, one line per thing to buy out. */
export { AISLE_LABELS, AISLE_ORDER, aisleFor, aisleForIngredient, type Aisle } from './aisles';
export { formatListAsText, itemText, type FormatListOptions } from './format';
export { customItemsRecipe, mergeIngredients, parseCustomLine, type ListRecipe, type MergedItem } from './merge';
