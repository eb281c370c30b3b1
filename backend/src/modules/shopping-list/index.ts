export { shoppingListRoutes } from './shopping-list.routes';
export { createShoppingListService, type ShoppingListService } from './shopping-list.service';
