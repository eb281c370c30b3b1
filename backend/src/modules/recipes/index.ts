export { recipeRoutes } from './recipes.routes';
export { createRecipesService, type RecipesService } from './recipes.service';
export { toRecipeRow, type RecipeInput } from './recipe-row';
export {
  upsertRecipes,
  refreshSearchWords,
  findRecipeIdsBySourceIds,
  recipeVisibleTo,
  type RecipeForList,
  type RecipeRow,
} from './recipes.repository';
export { ownRecipeJsonLd } from './own-recipes.service';
export type { RecipeViewer } from './recipes.service';
export type { ParsedIngredient } from '@common/kitchen';
export { rotateFeaturedPremium, FEATURED_PER_MONTH } from './premium-rotation';
export { currentMonthYear } from './recipe-search';
export { ownRecipeRoutes } from './own-recipes.routes';
export { createOwnRecipesService, type OwnRecipesService } from './own-recipes.service';
export { createPhotoSigner } from './photo-urls';
/** Routes that take a multipart upload instead of JSON. */
export const PHOTO_UPLOAD_PATHS = [/^\/api\/recipes\/\d+\/photo$/, /^\/api\/recipes\/import-file$/];
export { recipeImportRoutes } from './url-import/recipe-import.routes';
export { createRecipeImportService, type RecipeImportService } from './url-import/recipe-import.service';
export { sharedRecipeRoutes } from './shared-recipe.page';
