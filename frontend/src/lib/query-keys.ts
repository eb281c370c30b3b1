/**
 * Query keys that more than one part of the app refreshes: the feature that reads the data and the
 * live events that say it changed elsewhere. Each is the prefix of every query of that data.
 */
export const SHOPPING_LIST_QUERY_KEY = ['/api/shopping-list'] as const;
export const PLANNER_QUERY_KEY = ['/api/planner'] as const;
/** The household's lists (names and counts) and its aisle order. */
export const SHOPPING_LISTS_QUERY_KEY = ['/api/shopping-lists'] as const;
export const AISLE_ORDER_QUERY_KEY = ['/api/shopping-list/aisles'] as const;
export const HOUSEHOLD_QUERY_KEY = ['/api/household'] as const;
/** Every recipe query (lists, details): a household's shared recipes come and go with its members. */
export const RECIPES_QUERY_KEY = ['/api/recipes'] as const;
/** Every collections query (the list, one collection, which hold a recipe): shared ones come and go too. */
export const COLLECTIONS_QUERY_KEY = ['/api/collections'] as const;
