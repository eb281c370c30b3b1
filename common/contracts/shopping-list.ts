/** A list line's aisle, in the order a shopper walks the store: fresh food first, the freezer last. */
export const AISLES = [
  'produce',
  'meat & fish',
  'dairy & eggs',
  'bakery',
  'pantry',
  'spices',
  'frozen',
  'other',
] as const;
export type Aisle = (typeof AISLES)[number];

/** Each aisle's heading on the list. */
export const AISLE_LABELS: Record<Aisle, string> = {
  produce: 'Produce',
  'meat & fish': 'Meat & Fish',
  'dairy & eggs': 'Dairy & Eggs',
  bakery: 'Bakery',
  pantry: 'Pantry',
  spices: 'Spices',
  frozen: 'Frozen',
  other: 'Other',
};

/** Lines the cook adds by hand are listed under this recipe name. */
export const CUSTOM_ITEMS_LABEL = 'Added by you';

/** The list every cook has, which the spec's routes and the /shopping-list page use when no list is named. */
export const DEFAULT_LIST_NAME = 'Shopping list';
/** A named list's name, in characters. */
export const LIST_NAME_MAX = 40;
/** Lists per cook (or household), the default one included. */
export const MAX_LISTS = 20;
