import { describe, expect, it } from 'vitest';
import {
  classifyRecipe,
  cuisineFromTags,
  inferDietary,
  inferMealTypes,
  normalizeTag,
  type Classification,
} from './classify';

type Case = {
  name: string;
  title: string;
  tags?: string[];
  ingredients?: string[];
  expected: Partial<Classification>;
};

const cases: Case[] = [
  // Meal type from tags (epicurious, allrecipes and Food.com spellings)
  {
    name: 'epicurious Dessert tag',
    title: 'Lemon Thing',
    tags: ['Dessert', 'Bake'],
    expected: { mealType: ['Dessert'] },
  },
  { name: 'Soup/Stew tag', title: 'Winter Pot', tags: ['Soup/Stew'], expected: { mealType: ['Soup'] } },
  { name: 'Food.com soups-stews', title: 'winter pot', tags: ['soups-stews'], expected: { mealType: ['Soup'] } },
  {
    name: 'Main Dish Recipes → Dinner',
    title: 'Tuesday Special',
    tags: ['Easy Main Dish Recipes'],
    expected: { mealType: ['Dinner'] },
  },
  { name: 'Brunch tag → Breakfast', title: 'Sunday Plate', tags: ['Brunch'], expected: { mealType: ['Breakfast'] } },
  { name: "Hors D'Oeuvre tag", title: 'Little Bites', tags: ["Hors D'Oeuvre"], expected: { mealType: ['Appetizer'] } },
  { name: '"Salad Dressing" is not a salad', title: 'House Mix', tags: ['Salad Dressing'], expected: { mealType: [] } },
  {
    name: '"dinner-party" is an occasion, not Dinner',
    title: 'Candles',
    tags: ['dinner-party'],
    expected: { mealType: [] },
  },
  // Meal type from the title
  { name: 'pancakes', title: 'Buttermilk Pancakes', expected: { mealType: ['Breakfast'] } },
  { name: 'chowder', title: 'New England Clam Chowder', expected: { mealType: ['Soup'] } },
  { name: 'brownies', title: 'Fudgy Brownies', expected: { mealType: ['Dessert'] } },
  { name: 'crab cakes are not dessert', title: 'Maryland Crab Cakes', expected: { mealType: [] } },
  { name: 'chicken pot pie is not dessert', title: 'Chicken Pot Pie', expected: { mealType: ['Dinner'] } },
  { name: 'coleslaw', title: 'Creamy Coleslaw', expected: { mealType: ['Salad'] } },
  { name: 'salad dressing title', title: 'Caesar Salad Dressing', expected: { mealType: [] } },
  { name: 'spinach dip', title: 'Hot Spinach Dip', expected: { mealType: ['Appetizer'] } },
  { name: 'chicken salad is a salad, not also Dinner', title: 'Chicken Salad', expected: { mealType: ['Salad'] } },
  { name: 'a main by its title', title: 'Beef Stroganoff', expected: { mealType: ['Dinner'] } },
  { name: 'a marinade is not a main', title: 'Chicken Marinade', expected: { mealType: [] } },
  {
    name: 'a side dish tag stops the Dinner guess',
    title: 'Roast Chicken Thighs',
    tags: ['Side'],
    expected: { mealType: [] },
  },
  { name: 'no clue at all', title: 'Grandma’s Special', expected: { mealType: [] } },
  { name: 'tag and title together', title: 'Tomato Soup', tags: ['Lunch'], expected: { mealType: ['Lunch', 'Soup'] } },
  // Dietary
  {
    name: 'plain vegetable dish is vegetarian without a tag',
    title: 'Roasted Carrots',
    ingredients: ['1 pound carrots', '2 tablespoons olive oil', 'salt'],
    expected: { dietary: ['Vegetarian'] },
  },
  {
    name: 'chicken broth is not vegetarian',
    title: 'Risotto',
    ingredients: ['1 cup arborio rice', '4 cups chicken broth'],
    expected: { dietary: [] },
  },
  {
    name: 'plain "stock" counts as meat stock',
    title: 'Risotto',
    ingredients: ['1 cup arborio rice', '4 cups stock'],
    expected: { dietary: [] },
  },
  {
    name: 'vegetable stock is fine',
    title: 'Risotto',
    ingredients: ['1 cup arborio rice', '4 cups vegetable stock'],
    expected: { dietary: ['Vegetarian'] },
  },
  {
    name: 'gelatin',
    title: 'Fruit Jelly',
    ingredients: ['1 envelope unflavored gelatin', '2 cups juice'],
    expected: { dietary: [] },
  },
  {
    name: 'Worcestershire has anchovies',
    title: 'Bloody Mary',
    ingredients: ['1 dash Worcestershire sauce', '1 cup tomato juice'],
    expected: { dietary: [] },
  },
  {
    name: 'meat named only in the title',
    title: 'Chicken Marsala',
    ingredients: ['4 breasts, pounded thin', '1 cup Marsala'],
    expected: { dietary: [] },
  },
  {
    name: 'celery ribs are not meat',
    title: 'Celery Sticks',
    ingredients: ['4 ribs celery', '2 tablespoons peanut butter'],
    expected: { dietary: ['Vegetarian'] },
  },
  {
    name: 'oyster mushrooms are not oysters',
    title: 'Mushroom Toast',
    ingredients: ['8 ounces oyster mushrooms', '2 slices bread'],
    expected: { dietary: ['Vegetarian'] },
  },
  {
    name: '"oil for deep fryer" is not a fryer chicken',
    title: 'Fried Zucchini',
    ingredients: ['2 zucchini', 'oil for deep fryer'],
    expected: { dietary: ['Vegetarian'] },
  },
  {
    name: 'Vegan tag confirmed by ingredients (and so dairy-free)',
    title: 'Lentil Stew',
    tags: ['Vegan'],
    ingredients: ['1 cup lentils', '1 cup coconut milk', '1 onion'],
    expected: { dietary: ['Vegetarian', 'Vegan', 'Dairy-Free'] },
  },
  {
    name: 'Vegan tag contradicted by honey',
    title: 'Granola',
    tags: ['Vegan'],
    ingredients: ['3 cups oats', '1/2 cup honey'],
    expected: { dietary: ['Vegetarian'] },
  },
  {
    name: 'Gluten-Free only with the tag, and not with wheat flour',
    title: 'Cake',
    tags: ['Wheat/Gluten-Free'],
    ingredients: ['2 cups all-purpose flour', '1 cup sugar'],
    expected: { dietary: ['Vegetarian'] },
  },
  {
    name: 'Gluten-Free tag with almond flour',
    title: 'Cake',
    tags: ['Wheat/Gluten-Free'],
    ingredients: ['2 cups almond flour', '1 cup sugar', '3 eggs'],
    expected: { dietary: ['Vegetarian', 'Gluten-Free'] },
  },
  {
    name: 'no Gluten-Free without a tag',
    title: 'Rice',
    ingredients: ['1 cup rice', '2 cups water'],
    expected: { dietary: ['Vegetarian'] },
  },
  {
    name: 'Dairy Free tag contradicted by butter',
    title: 'Toast',
    tags: ['Dairy Free'],
    ingredients: ['2 slices bread', '1 tablespoon butter'],
    expected: { dietary: ['Vegetarian'] },
  },
  {
    name: 'Low Carb and keto only from tags',
    title: 'Steak',
    tags: ['Low Carb', 'keto'],
    ingredients: ['1 rib-eye steak'],
    expected: { dietary: ['Low-Carb', 'Keto'] },
  },
  // Cuisine
  { name: 'Italian tag', title: 'Pasta', tags: ['Quick & Easy', 'Italian'], expected: { cuisine: 'Italian' } },
  {
    name: 'Food.com lower-case',
    title: 'tacos',
    tags: ['north-american', 'mexican'],
    expected: { cuisine: 'Mexican' },
  },
  {
    name: 'broad cuisine only when nothing specific',
    title: 'Meatloaf',
    tags: ['American'],
    expected: { cuisine: 'American' },
  },
  {
    name: '"French Toast Recipes" is not French cuisine',
    title: 'French Toast',
    tags: ['French Toast Recipes'],
    expected: { cuisine: null },
  },
  { name: 'never from the title', title: 'Italian Sausage and Peppers', expected: { cuisine: null } },
];

describe('classifyRecipe', () => {
  it.each(cases)('$name', ({ title, tags = [], ingredients = ['1 cup water'], expected }) => {
    const result = classifyRecipe({ title, tags, ingredients });
    for (const key of Object.keys(expected) as Array<keyof Classification>) {
      expect(result[key], key).toEqual(expected[key]);
    }
  });

  it('has at least 20 table cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });
});

describe('classify helpers', () => {
  it.each([
    ['Easy Main Dish Recipes', 'main dish'],
    ['soups-stews', 'soups stews'],
    ['Wheat/Gluten-Free', 'wheat gluten free'],
    ['Sauté', 'saute'],
    ['Thai Recipes', 'thai'],
  ])('normalizeTag(%j) = %j', (tag, expected) => {
    expect(normalizeTag(tag)).toBe(expected);
  });

  it('exports the parts it composes', () => {
    expect(inferMealTypes('Apple Pie', [])).toEqual(['Dessert']);
    expect(inferDietary('Apple Pie', [], ['6 apples', '1 pie crust'])).toEqual(['Vegetarian']);
    expect(cuisineFromTags(['asian', 'thai'])).toBe('Thai');
  });
});
