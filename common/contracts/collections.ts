import type { RecipeVisibility } from './recipes';

/** A collection's name: trimmed, 1–60 characters, unique per cook (case folded). */
export const COLLECTION_NAME_MAX = 60;

/** Collections one cook may keep: far past a home cook's shelf; more is a mistake or an attack. */
export const COLLECTIONS_MAX = 200;

/** Recipes one collection may hold. */
export const COLLECTION_RECIPES_MAX = 2_000;

/** A cook's private note on a recipe. */
export const RECIPE_NOTE_MAX = 10_000;

/** The note on one "I made this" entry. */
export const COOKED_NOTE_MAX = 2_000;

/** "I made this" entries one cook may log per recipe. */
export const COOKED_ENTRIES_MAX = 1_000;

/**
 * Who may see a collection: its owner alone, or also their household (the words of a cook's own recipes).
 * Members read and edit a household collection; its owner alone deletes it or changes who sees it.
 */
export const COLLECTION_VISIBILITIES = ['private', 'household'] as const satisfies readonly RecipeVisibility[];
export type CollectionVisibility = (typeof COLLECTION_VISIBILITIES)[number];
