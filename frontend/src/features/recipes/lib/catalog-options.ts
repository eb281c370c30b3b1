import { CUISINES, DIETARY_OPTIONS, DIFFICULTIES, MEAL_TYPES } from '@common/contracts/recipes';

/** The category bar (spec section 2) and the mealType each one asks for (spec section 7). */
export const CATEGORIES = [
  { slug: '', label: 'All Recipes', mealType: undefined },
  { slug: 'breakfast', label: 'Breakfast', mealType: 'Breakfast' },
  { slug: 'lunch', label: 'Lunch', mealType: 'Lunch' },
  { slug: 'dinner', label: 'Dinner', mealType: 'Dinner' },
  { slug: 'dessert', label: 'Dessert', mealType: 'Dessert' },
  { slug: 'snacks', label: 'Snacks', mealType: 'Snack' },
  { slug: 'appetizers', label: 'Appetizers', mealType: 'Appetizer' },
  { slug: 'soups', label: 'Soups', mealType: 'Soup' },
  { slug: 'salads', label: 'Salads', mealType: 'Salad' },
] as const satisfies ReadonlyArray<{ slug: string; label: string; mealType: MealType | undefined }>;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export function categoryBySlug(slug: string) {
  return CATEGORIES.find((category) => category.slug === slug) ?? CATEGORIES[0];
}

/** Filter panel options (spec section 9): the contract's lists. */
type MealType = (typeof MEAL_TYPES)[number];

export const CUISINE_OPTIONS: readonly string[] = CUISINES;
export const DIFFICULTY_OPTIONS = DIFFICULTIES;
/** The panel offers the first five meal types; the category bar reaches the rest. */
export const MEAL_TYPE_OPTIONS: readonly MealType[] = MEAL_TYPES.slice(0, 5);
export { DIETARY_OPTIONS };

/** 24 popular ingredients for "Cook with what you have" (DECISIONS: content is ours). */
export const POPULAR_INGREDIENTS = [
  'chicken',
  'eggs',
  'rice',
  'garlic',
  'onion',
  'tomatoes',
  'potatoes',
  'butter',
  'cheese',
  'milk',
  'flour',
  'lemon',
  'ginger',
  'spinach',
  'mushrooms',
  'bell pepper',
  'carrots',
  'beef',
  'salmon',
  'shrimp',
  'tofu',
  'pasta',
  'coconut milk',
  'avocado',
] as const;
