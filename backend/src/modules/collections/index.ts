export { collectionsRoutes } from './collections.routes';
export { createCollectionsService, type CollectionsService } from './collections.service';
