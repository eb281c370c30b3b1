/** Shape of the project's own seed recipes (written for Sous; no third-party text). */
export type Cuisine =
  | 'Italian'
  | 'French'
  | 'Chinese'
  | 'Indian'
  | 'Mexican'
  | 'Japanese'
  | 'Thai'
  | 'Mediterranean'
  | 'American'
  | 'Korean'
  | 'Middle Eastern'
  | 'Spanish'
  | 'Greek'
  | 'Vietnamese'
  | 'British';

export type MealType = 'Breakfast' | 'Lunch' | 'Dinner' | 'Snack' | 'Dessert' | 'Appetizer' | 'Soup' | 'Salad';
export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert';
export type Dietary = 'Vegetarian' | 'Vegan' | 'Gluten-Free' | 'Low-Carb' | 'Keto' | 'Dairy-Free';

export interface SeedRecipe {
  /** Stable, unique, kebab-case key (the seed upserts on it). */
  slug: string;
  name: string;
  /** One or two appetising sentences. */
  description: string;
  cuisine: Cuisine;
  mealType: MealType[];
  difficulty: Difficulty;
  prepTimeMinutes: number;
  cookingMinutes: number;
  servings: number;
  dietary: Dietary[];
  tags: string[];
  /** Ingredient lines as a US cook writes them: "2 cups arborio rice", "1 (14 oz) can diced tomatoes", "salt to taste". */
  ingredients: string[];
  /** Steps in order, one per entry, no numbering; oven temperatures in °F ("Heat the oven to 400°F"), explicit times ("simmer 18 minutes"). */
  instructions: string[];
  /** Per serving. Grams except calories (kcal) and sodium (mg). */
  nutrition: {
    calories: number;
    protein: number;
    carbohydrates: number;
    totalFat: number;
    saturatedFat: number;
    sugar: number;
    fiber: number;
    sodium: number;
  };
  isPremiumExclusive?: boolean;
}
