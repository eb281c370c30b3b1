export { favoritesRoutes } from './favorites.routes';
export { createFavoritesService, type FavoritesService } from './favorites.service';
