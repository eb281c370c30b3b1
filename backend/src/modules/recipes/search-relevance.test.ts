import { expect, it } from 'vitest';
import { seedRecipes } from '../../../../db/seeds/recipes.seed';
import { recipeListQuery, type RecipeListQuery } from '@common/contracts/recipes.schema';
import { testDatabasePerFile } from '../../testing/test-db';
import { searchRecipes } from './recipe-search';

/** Queries a home cook types, with the recipe that must come back in the top 3 (typos and prefixes included). */
const cases: Array<[query: string, expected: string]> = [
  ['carbonara', 'Spaghetti Carbonara'],
  ['chiken tikka', 'Chicken Tikka Masala'],
  ['tiramisu', 'Classic Tiramisu'],
  ['tiramsu', 'Classic Tiramisu'],
  ['pad thai', 'Shrimp Pad Thai'],
  ['guacamol', 'Chunky Lime Guacamole'],
  ['ratatouile', 'Provençal Ratatouille'],
  ['bibimbap', 'Beef Bibimbap with Gochujang Sauce'],
  ['bulgogi', 'Classic Beef Bulgogi'],
  ['banh mi', 'Banh Mi Op La (Fried Egg Baguette)'],
  ['souvlaki', 'Lemon-Oregano Chicken Souvlaki'],
  ['mousaka', 'Lamb Moussaka with Silky Béchamel'],
  ['samosas', 'Crisp Vegetable Samosas'],
  ['samosa', 'Crisp Vegetable Samosas'],
  ['biryani', 'Hyderabadi Chicken Dum Biryani'],
  ['palak paneer', 'Palak Paneer'],
  ['mapo tofu', 'Mapo Tofu'],
  ['kung pao', 'Kung Pao Chicken'],
  ['soup dumplings', 'Xiao Long Bao (Soup Dumplings)'],
  ['churros', 'Cinnamon-Sugar Churros with Chocolate Sauce'],
  ['chicken tacos', 'Chicken Tinga Tacos'],
  ['pozole', 'Pozole Rojo'],
  ['teriyaki', 'Skillet Chicken Teriyaki'],
  ['miso soup', 'Vegan Miso Soup with Tofu and Wakame'],
  ['tempura', 'Crisp Vegetable Tempura'],
  ['green curry', 'Thai Green Curry with Chicken'],
  ['mango sticky rice', 'Mango Sticky Rice'],
  ['clam chowder', 'New England Clam Chowder'],
  ['mac and cheese', 'Baked Three-Cheese Mac and Cheese'],
  ['apple pie', 'Lattice-Top Apple Pie'],
  ['fish and chips', 'Beer-Battered Fish and Chips'],
  ['shepherds pie', "Shepherd's Pie"],
  ['gazpacho', 'Chilled Andalusian Gazpacho'],
  ['tabouleh', 'Herb-Packed Tabbouleh'],
  ['coq au vin', 'Coq au Vin'],
  ['quiche', 'Quiche Lorraine with All-Butter Crust'],
  ['crepes', 'Classic French Crêpes'],
  ['blueberry pancakes', 'Fluffy Blueberry Buttermilk Pancakes'],
  ['vegan curry', 'Vegan Massaman Curry with Homemade Paste'],
  ['bolognese', 'Handmade Tagliatelle with Slow-Cooked Ragù Bolognese'],
  ['lasagne', 'Classic Beef Lasagne'],
  ['lasagna', 'Classic Beef Lasagne'],
  ['brownies', 'Fudgy Chocolate Brownies'],
  ['banana bread', 'Brown Sugar Banana Bread'],
  ['roast chicken', 'Lemon and Herb Roast Chicken'],
  ['chocolate chip cookies', 'Chewy Chocolate Chip Cookies'],
  ['pizza margherita', 'Pizza Margherita'],
  ['chili', 'Beef and Bean Chili'],
  ['meatballs', 'Spaghetti and Meatballs'],
  ['chicken noodle soup', 'Homemade Chicken Noodle Soup'],
  ['fried rice', 'Egg Fried Rice'],
  ['hummus', 'Silky Hummus with Olive Oil and Paprika'],
  ['chicken parm', 'Crispy Chicken Parmesan'],
  ['alfredo', 'Fettuccine Alfredo'],
];

const database = testDatabasePerFile((created) => seedRecipes(created.db));

const query = (search: string): RecipeListQuery => recipeListQuery.parse({ search, limit: '3' });

it(`finds the expected recipe in the top 3 for all ${cases.length} queries`, async () => {
  const misses: string[] = [];
  let firstPlace = 0;
  for (const [search, expected] of cases) {
    const { rows } = await searchRecipes(database.db, query(search), { includePremium: false });
    const names = rows.map((row) => row.name);
    if (names[0] === expected) firstPlace += 1;
    if (!names.includes(expected)) misses.push(`"${search}" → [${names.join(' | ')}] (wanted ${expected})`);
  }
  console.log(
    `search relevance: ${firstPlace}/${cases.length} first place, ${cases.length - misses.length}/${cases.length} in top 3`,
  );
  expect(misses).toEqual([]);
});

it('narrows with every extra word', async () => {
  const chicken = await searchRecipes(database.db, { ...query('chicken'), limit: 100 }, { includePremium: false });
  const chickenRice = await searchRecipes(
    database.db,
    { ...query('chicken rice'), limit: 100 },
    { includePremium: false },
  );
  expect(chickenRice.total).toBeGreaterThan(0);
  expect(chickenRice.total).toBeLessThan(chicken.total);
});

it('stems plurals: "tomatoes" finds recipes that say "tomato"', async () => {
  const plural = await searchRecipes(database.db, { ...query('tomatoes'), limit: 100 }, { includePremium: false });
  const singular = await searchRecipes(database.db, { ...query('tomato'), limit: 100 }, { includePremium: false });
  expect(plural.total).toBe(singular.total);
  expect(plural.rows.map((row) => row.name)).toContain('Tomato and Egg Stir-Fry');
});
