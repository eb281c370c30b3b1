export { shoppingListRoutes, shoppingListsRoutes } from './shopping-list.routes';
export { createShoppingListService, type ShoppingListService } from './shopping-list.service';
export { mergeIngredients, type ListRecipe } from './merge';
