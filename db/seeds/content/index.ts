import { parseDataFile } from '../../../backend/src/platform/data-file';
import mealPlans from './meal-plans.json' with { type: 'json' };
import asiaMexico from './recipes-asia-mexico.json' with { type: 'json' };
import europeAmericas from './recipes-europe-americas.json' with { type: 'json' };
import homeClassics from './recipes-home-classics.json' with { type: 'json' };
import premium from './recipes-premium.json' with { type: 'json' };
import world from './recipes-world.json' with { type: 'json' };
import { seedMealPlansFile, seedRecipesFile, seedSkillVideosFile } from './schema';
import videos from './videos.json' with { type: 'json' };

/** The project's own content, from the JSON files beside this one, each checked against ./schema.ts as it loads. */
const file = (name: string) => `db/seeds/content/${name}`;

export const europeAmericasRecipes = parseDataFile(
  file('recipes-europe-americas.json'),
  seedRecipesFile,
  europeAmericas,
);
export const asiaMexicoRecipes = parseDataFile(file('recipes-asia-mexico.json'), seedRecipesFile, asiaMexico);
export const worldRecipes = parseDataFile(file('recipes-world.json'), seedRecipesFile, world);
export const premiumRecipes = parseDataFile(file('recipes-premium.json'), seedRecipesFile, premium);
/** The dishes home cooks search for first (lasagne, brownies, roast chicken…), free and premium. */
export const homeClassicsRecipes = parseDataFile(file('recipes-home-classics.json'), seedRecipesFile, homeClassics);

/** Every seed recipe in seed order (the kitchen test set labels their lines in this order). */
export const seedRecipeContent = [
  ...europeAmericasRecipes,
  ...asiaMexicoRecipes,
  ...worldRecipes,
  ...premiumRecipes,
  ...homeClassicsRecipes,
];

/** The 8 built-in weekly plans (spec section 3). */
export const seedMealPlans = parseDataFile(file('meal-plans.json'), seedMealPlansFile, mealPlans);

/** The 18 skill videos in library order (sort_order follows this list). */
export const seedSkillVideos = parseDataFile(file('videos.json'), seedSkillVideosFile, videos);

export type { SeedMealPlan, SeedRecipe, SeedSkillVideo } from './types';
