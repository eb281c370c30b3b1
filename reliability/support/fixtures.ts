import sharp from 'sharp';
import { duringTests } from '../../backend/src/testing/during-tests';
import { startWorld, type World } from './world';

/** Real ids from the seeded database and from rows the actors created, for concrete route paths. */
export interface Fixtures {
  recipeIds: number[];
  freeRecipeId: number;
  premiumRecipeId: number;
  skillVideoIds: string[];
  masterclassIds: string[];
  mealPlanIds: string[];
  /** A custom shopping-list line owned by the Premium user. */
  premiumItemId: string;
  /** A named shopping list of the Premium user's. */
  premiumListId: string;
  /** Another, for the route that deletes it. */
  premiumDisposableListId: string;
  /** An entry of the Premium user's planner. */
  premiumPlannerEntryId: string;
  /** A site review written by the Premium user. */
  reviewId: string;
  /** A video the Premium user saved. */
  savedVideoId: string;
  /** A signed media URL issued to the Premium user for a free skill video. */
  premiumMediaUrl: string;
  /** A recipe the Premium user wrote (private). */
  premiumOwnRecipeId: number;
  /** Another recipe the Premium user wrote, for the routes that delete it. */
  premiumDisposableRecipeId: number;
  /** The photo of the Premium user's recipe, through a URL signed for them. */
  premiumPhotoUrl: string;
  /** A collection of the Premium user's, holding `freeRecipeId`. */
  premiumCollectionId: string;
  /** Another collection of the Premium user's, for the route that deletes it. */
  premiumDisposableCollectionId: string;
  /** An "I made this" entry of the Premium user's, on `freeRecipeId`. */
  premiumCookedEntryId: string;
}

/** A cook's recipe, as the editor sends it. */
export const ownRecipeBody = (name: string) => ({
  name,
  ingredients: ['2 cups flour', '1 tsp salt'],
  instructions: ['Mix.', 'Bake at 400°F for 20 minutes.'],
  servings: 4,
});

export async function loadFixtures(world: World): Promise<Fixtures> {
  const { db } = world.server.deps;
  const recipes: Array<{ id: number; is_premium_exclusive: boolean }> = await db('recipes')
    .select('id', 'is_premium_exclusive')
    .orderBy('id');
  const skillVideoIds = (await db('skill_videos').select('id').orderBy('id')).map((row: { id: string }) => row.id);
  const masterclassIds = (await db('masterclasses').whereNull('retired_at').select('id').orderBy('id')).map(
    (row: { id: string }) => row.id,
  );
  const mealPlanIds = ((await world.as('premium').get('/api/meal-plans')).json.plans as Array<{ id: string }>).map(
    (plan) => plan.id,
  );

  const premium = world.as('premium');
  const freeRecipeId = recipes.find((recipe) => !recipe.is_premium_exclusive)!.id;
  const item = await premium.post('/api/shopping-list/items', { text: 'owner-only saffron' });
  if (item.status !== 201) throw new Error(`fixture: shopping item ${item.status} ${item.text}`);
  const items = (item.json.items as Array<{ id: string; ingredient: string }>) ?? [];
  const premiumItemId = items.find((line) => line.ingredient.includes('saffron'))?.id ?? String(item.json.id);
  const namedList = async (name: string) => {
    const made = await premium.post('/api/shopping-lists', { name });
    if (made.status !== 201) throw new Error(`fixture: shopping list ${made.status} ${made.text}`);
    return String(made.json.id);
  };
  const premiumListId = await namedList('Owner-only Costco');
  const premiumDisposableListId = await namedList('Owner-only market');
  const planned = await premium.post('/api/planner/entries', {
    date: '2026-12-07',
    meal: 'dinner',
    note: 'owner-only',
  });
  if (planned.status !== 201) throw new Error(`fixture: planner entry ${planned.status} ${planned.text}`);
  const review = await premium.post('/api/reviews', {
    customerName: 'Owner',
    reviewContent: 'A lovely, calm recipe site that I use every week for dinner.',
    starRating: 5,
  });
  if (review.status !== 201) throw new Error(`fixture: review ${review.status} ${review.text}`);
  const saved = await premium.post('/api/saved-videos', { videoId: skillVideoIds[0], videoType: 'skill' });
  if (saved.status > 201) throw new Error(`fixture: saved video ${saved.status} ${saved.text}`);
  await premium.put(`/api/favorites/${freeRecipeId}`);
  const videos = (await premium.get('/api/videos')).json.videos as Array<{ videoUrl: string | null }>;
  const ownRecipe = async (name: string) => {
    const written = await premium.post('/api/recipes', ownRecipeBody(name));
    if (written.status !== 201) throw new Error(`fixture: own recipe ${written.status} ${written.text}`);
    return Number(written.json.id);
  };
  const premiumOwnRecipeId = await ownRecipe('owner secret flatbread');
  const photo = new FormData();
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c63' } })
    .jpeg()
    .toBuffer();
  photo.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'bread.jpg');
  const uploaded = await fetch(`${world.server.url}/api/recipes/${premiumOwnRecipeId}/photo`, {
    method: 'POST',
    headers: { cookie: premium.cookieHeader, origin: world.server.url },
    body: photo,
  });
  if (uploaded.status !== 201) throw new Error(`fixture: photo ${uploaded.status} ${await uploaded.text()}`);
  const premiumPhotoUrl = String(((await uploaded.json()) as { image: string }).image);
  const collection = async (name: string) => {
    const made = await premium.post('/api/collections', { name });
    if (made.status !== 201) throw new Error(`fixture: collection ${made.status} ${made.text}`);
    return String(made.json.id);
  };
  const premiumCollectionId = await collection('owner-only cookbook');
  await premium.put(`/api/collections/${premiumCollectionId}/recipes/${freeRecipeId}`);
  const cooked = await premium.post(`/api/recipes/${freeRecipeId}/cooked`, { date: '2026-11-01', note: 'owner-only' });
  if (cooked.status !== 201) throw new Error(`fixture: cooked entry ${cooked.status} ${cooked.text}`);
  return {
    recipeIds: recipes.map((recipe) => recipe.id),
    freeRecipeId,
    premiumRecipeId: recipes.find((recipe) => recipe.is_premium_exclusive)!.id,
    skillVideoIds,
    masterclassIds,
    mealPlanIds,
    premiumItemId,
    premiumListId,
    premiumDisposableListId,
    premiumPlannerEntryId: String(planned.json.id),
    reviewId: String(review.json.id),
    savedVideoId: skillVideoIds[0],
    premiumMediaUrl: videos.find((video) => video.videoUrl)!.videoUrl!,
    premiumOwnRecipeId,
    premiumPhotoUrl,
    premiumDisposableRecipeId: await ownRecipe('owner secret scones'),
    premiumCollectionId,
    premiumDisposableCollectionId: await collection('owner-only leftovers'),
    premiumCookedEntryId: String(cooked.json.id),
  };
}

/** A world (startWorld with `overrides`) and its fixtures, started before the file's tests and stopped after. */
export function worldDuringTests(overrides: Record<string, string> = {}) {
  const world = duringTests(
    () => startWorld(overrides),
    (started) => started.server.close(),
  );
  const fixtures = duringTests(
    () => loadFixtures(world),
    async () => {},
  );
  return { world, fixtures };
}
