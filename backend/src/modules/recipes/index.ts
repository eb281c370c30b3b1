export { recipeRoutes } from './recipes.routes';
export { createRecipesService, type RecipesService } from './recipes.service';
export { toRecipeRow, type RecipeInput } from './recipe-row';
export { upsertRecipes, refreshSearchWords, findRecipeIdsBySourceIds } from './recipes.repository';
