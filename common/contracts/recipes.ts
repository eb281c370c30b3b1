export const CUISINES = [
  'Italian',
  'French',
  'Chinese',
  'Indian',
  'Mexican',
  'Japanese',
  'Thai',
  'Mediterranean',
] as const;
export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export const MEAL_TYPES = ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Dessert', 'Appetizer', 'Soup', 'Salad'] as const;
export const DIETARY_OPTIONS = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Low-Carb', 'Keto', 'Dairy-Free'] as const;
export const RECIPE_PAGE_SIZE = 24;
export const RECIPE_PAGE_SIZE_MAX = 100;

/** GET /api/catalog/stats: how many recipes a free account can open, and from how many cuisines. */
export interface CatalogStats {
  recipes: number;
  cuisines: number;
}

/** GET /api/cuisines → { cuisines: CuisineCount[] }: each cuisine with its recipe count. */
export interface CuisineCount {
  cuisine: string;
  count: number;
}

/** Who may see a cook's own recipe: its owner; their household; anyone with its share link. */
export const RECIPE_VISIBILITIES = ['private', 'household', 'link'] as const;
export type RecipeVisibility = (typeof RECIPE_VISIBILITIES)[number];

/** The nutrition facts a recipe may state, per serving. */
export const NUTRIENTS = [
  'calories',
  'totalFat',
  'saturatedFat',
  'carbohydrates',
  'sugar',
  'fiber',
  'protein',
  'sodium',
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];
