import type { RecipeListQuery } from '@common/contracts/recipes.schema';

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

/*
 * Filter panel options (spec section 9). They mirror the constants in backend/src/contracts/recipes.ts;
 * only types are imported from there, because importing its values would pull zod into the bundle.
 */
type MealType = NonNullable<RecipeListQuery['mealType']>;
type Difficulty = NonNullable<RecipeListQuery['difficulty']>;
type Dietary = NonNullable<RecipeListQuery['dietary']>[number];

export const CUISINE_OPTIONS: readonly string[] = [
  'Italian',
  'French',
  'Chinese',
  'Indian',
  'Mexican',
  'Japanese',
  'Thai',
  'Mediterranean',
];
export const DIFFICULTY_OPTIONS: readonly Difficulty[] = ['Beginner', 'Intermediate', 'Advanced', 'Expert'];
export const MEAL_TYPE_OPTIONS: readonly MealType[] = ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert'];
export const DIETARY_OPTIONS: readonly Dietary[] = [
  'Vegetarian',
  'Vegan',
  'Gluten-Free',
  'Low-Carb',
  'Keto',
  'Dairy-Free',
];

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
