/**
 * Badge counts for the header. The favorites and shopping-list features feed these once they
 * land (issue: favorites, shopping list and meal plans); until then both lists are empty.
 */
export function useHeaderCounts(): { favorites: number; shoppingList: number } {
  return { favorites: 0, shoppingList: 0 };
}
