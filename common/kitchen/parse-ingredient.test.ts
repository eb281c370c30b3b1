import { describe, expect, it } from 'vitest';
import labelled from './fixtures/labelled-lines.json';
import { lineHash, readSampleLines } from './fixtures/sample-source';
import { ingredientItems, parseIngredient } from './parse-ingredient';
import { expectEach } from '../../backend/src/testing/expect-each';

interface Expected {
  quantity: number | null;
  quantityMax?: number | null;
  unit: string | null;
  food: string;
  note?: string | null;
}

interface LabelledLine {
  /** Position in the benchmark sample's ingredient lines (fixtures/sample-source.ts). */
  at: number;
  /** lineHash of the text at that position when it was labelled. */
  hash: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  food: string;
}

const TOLERANCE = 1e-3;

function sameNumber(a: number | null, b: number | null): boolean {
  return a === null || b === null ? a === b : Math.abs(a - b) < TOLERANCE;
}

function expectParse(line: string, expected: Expected): void {
  const parsed = parseIngredient(line);
  expect(parsed.original).toBe(line);
  if (expected.quantity === null) expect(parsed.quantity).toBeNull();
  else expect(parsed.quantity).toBeCloseTo(expected.quantity, 6);
  if (expected.quantityMax !== undefined) {
    if (expected.quantityMax === null) expect(parsed.quantityMax).toBeNull();
    else expect(parsed.quantityMax).toBeCloseTo(expected.quantityMax, 6);
  }
  expect(parsed.unit).toBe(expected.unit);
  expect(parsed.food).toBe(expected.food);
  if (expected.note !== undefined) expect(parsed.note).toBe(expected.note);
}

describe('parseIngredient: amounts', () => {
  it.each<[string, Expected]>([
    ['2 cups flour', { quantity: 2, unit: 'cup', food: 'flour' }],
    ['0.5 cup milk', { quantity: 0.5, unit: 'cup', food: 'milk' }],
    ['.5 cup milk', { quantity: 0.5, unit: 'cup', food: 'milk' }],
    ['14.5 ounces tomato sauce', { quantity: 14.5, unit: 'oz', food: 'tomato sauce' }],
    ['1/2 teaspoon salt', { quantity: 0.5, unit: 'tsp', food: 'salt' }],
    ['1/3 cup sugar', { quantity: 1 / 3, unit: 'cup', food: 'sugar' }],
    ['1 1/2 cups milk', { quantity: 1.5, unit: 'cup', food: 'milk' }],
    ['2 3/4 cups flour', { quantity: 2.75, unit: 'cup', food: 'flour' }],
    ['1-1/2 cups milk', { quantity: 1.5, unit: 'cup', food: 'milk' }],
    ['1⁄2 cup sugar', { quantity: 0.5, unit: 'cup', food: 'sugar' }],
    ['a pinch of salt', { quantity: 1, unit: 'pinch', food: 'salt' }],
    ['Pinch of kosher salt', { quantity: 1, unit: 'pinch', food: 'kosher salt' }],
    ['an egg', { quantity: 1, unit: null, food: 'egg' }],
    ['two eggs', { quantity: 2, unit: null, food: 'egg' }],
    ['1 dozen eggs', { quantity: 12, unit: null, food: 'egg' }],
    ['A few dashes of hot pepper sauce', { quantity: null, unit: 'dash', food: 'hot pepper sauce' }],
    ['About 2 cups chicken broth', { quantity: 2, unit: 'cup', food: 'chicken broth', note: 'About' }],
    ['Juice of 2 lemons', { quantity: 2, unit: null, food: 'lemon' }],
  ])('%s', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: unicode fractions', () => {
  it.each<[string, Expected]>([
    ['½ cup sugar', { quantity: 0.5, unit: 'cup', food: 'sugar' }],
    ['¼ teaspoon garlic powder', { quantity: 0.25, unit: 'tsp', food: 'garlic powder' }],
    ['¾ cup milk', { quantity: 0.75, unit: 'cup', food: 'milk' }],
    ['⅓ cup oil', { quantity: 1 / 3, unit: 'cup', food: 'oil' }],
    ['⅔ cup oil', { quantity: 2 / 3, unit: 'cup', food: 'oil' }],
    ['⅛ teaspoon nutmeg', { quantity: 0.125, unit: 'tsp', food: 'nutmeg' }],
    ['⅜ teaspoon dried thyme', { quantity: 0.375, unit: 'tsp', food: 'dried thyme' }],
    ['1½ cups white sugar', { quantity: 1.5, unit: 'cup', food: 'white sugar' }],
    ['1 ½ cups white sugar', { quantity: 1.5, unit: 'cup', food: 'white sugar' }],
    ['2¼ pounds potatoes', { quantity: 2.25, unit: 'lb', food: 'potato' }],
  ])('%s', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: ranges', () => {
  it.each<[string, Expected]>([
    ['2-3 cloves garlic', { quantity: 2, quantityMax: 3, unit: 'clove', food: 'garlic' }],
    ['2–3 cups broth', { quantity: 2, quantityMax: 3, unit: 'cup', food: 'broth' }],
    ['2 - 3 cups broth', { quantity: 2, quantityMax: 3, unit: 'cup', food: 'broth' }],
    ['2 to 3 tablespoons butter', { quantity: 2, quantityMax: 3, unit: 'tbsp', food: 'butter' }],
    ['1 or 2 jalapeños', { quantity: 1, quantityMax: 2, unit: null, food: 'jalapeño' }],
    ['1/2-1 teaspoon cayenne', { quantity: 0.5, quantityMax: 1, unit: 'tsp', food: 'cayenne' }],
    ['1 1/2 to 2 pounds beef', { quantity: 1.5, quantityMax: 2, unit: 'lb', food: 'beef' }],
    // A single amount has no upper end.
    ['3 eggs', { quantity: 3, quantityMax: null, unit: null, food: 'egg' }],
  ])('%s', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: parenthesised and inline sizes (count × package, size in the note)', () => {
  it.each<[string, Expected]>([
    ['1 (14.5 ounce) can diced tomatoes', { quantity: 1, unit: 'can', food: 'diced tomato', note: '14.5 ounce' }],
    [
      '2 (12 ounce) packages frozen mixed vegetables, thawed',
      { quantity: 2, unit: 'package', food: 'frozen mixed vegetable', note: '12 ounce, thawed' },
    ],
    ['4 (5 ounce) cod fillets, skin removed', { quantity: 4, unit: null, food: 'cod fillet' }],
    ['1 (2 to 3 pound) whole chicken', { quantity: 1, unit: null, food: 'whole chicken', note: '2 to 3 pound' }],
    ['3 15- to 16-ounce cans kidney beans', { quantity: 3, unit: 'can', food: 'kidney bean', note: '15- to 16-ounce' }],
    ['1 16-ounce basket strawberries', { quantity: 1, unit: 'basket', food: 'strawberry' }],
    ['6 (11 1/2-oz) cans peach nectar', { quantity: 6, unit: 'can', food: 'peach nectar' }],
    ['1 14 ounce package extra-firm tofu', { quantity: 1, unit: 'package', food: 'extra-firm tofu' }],
    ['A 10-inch tube pan', { quantity: 1, unit: null, food: 'tube pan' }],
    ['a 12- to 14-pound turkey', { quantity: 1, unit: null, food: 'turkey' }],
    ['16 3x1/2x1/2-inch strips purchased angel food cake', { quantity: 16, unit: 'strip', food: 'angel food cake' }],
    ['28 1/3-inch-thick baguette slices', { quantity: 28, unit: 'slice', food: 'baguette' }],
    ['3/4 cup (1 1/2 sticks) chilled unsalted butter', { quantity: 0.75, unit: 'cup', food: 'unsalted butter' }],
    ['3 tablespoons (or more) sour cream', { quantity: 3, unit: 'tbsp', food: 'sour cream', note: 'or more' }],
  ])('%s', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: notes', () => {
  it.each<[string, Expected]>([
    ['2 onions, finely chopped', { quantity: 2, unit: null, food: 'onion', note: 'finely chopped' }],
    [
      '3/4 cup finely chopped sweet onion',
      { quantity: 0.75, unit: 'cup', food: 'sweet onion', note: 'finely chopped' },
    ],
    [
      '1/4 cup dark rum (such as Goslings®)',
      { quantity: 0.25, unit: 'cup', food: 'dark rum', note: 'such as Goslings' },
    ],
    [
      '3 pounds buttercup squash - peeled and seeded',
      { quantity: 3, unit: 'lb', food: 'buttercup squash', note: 'peeled and seeded' },
    ],
    ['1 cup oil for frying', { quantity: 1, unit: 'cup', food: 'oil', note: 'for frying' }],
    ['2 teaspoons chopped fresh thyme or 1 teaspoon dried', { quantity: 2, unit: 'tsp', food: 'fresh thyme' }],
    ['1/4 cup plus 2 tablespoons chopped shallots', { quantity: 0.25, unit: 'cup', food: 'shallot' }],
    ['2 cups cubed, cooked chicken', { quantity: 2, unit: 'cup', food: 'chicken', note: 'cubed, cooked' }],
    ['2 cups rinsed and drained canned black-eyed peas', { quantity: 2, unit: 'cup', food: 'canned black-eyed pea' }],
    ['2 large egg yolks beaten with 1 tablespoon cream', { quantity: 2, unit: null, food: 'egg yolk' }],
    ['1 cup sliced celery with leaves', { quantity: 1, unit: 'cup', food: 'celery' }],
    [
      '1 (10.5 ounce) can condensed bean with ham soup',
      { quantity: 1, unit: 'can', food: 'condensed bean with ham soup' },
    ],
    ['1/2 cup fresh chopped cauliflower', { quantity: 0.5, unit: 'cup', food: 'fresh cauliflower' }],
    ['1 teaspoon freshly ground black pepper', { quantity: 1, unit: 'tsp', food: 'black pepper' }],
    ['1 teaspoon ground cumin', { quantity: 1, unit: 'tsp', food: 'ground cumin' }],
    ['1/2 teaspoon dried crushed red pepper', { quantity: 0.5, unit: 'tsp', food: 'dried crushed red pepper' }],
    [
      '1 pound skinless, boneless chicken breast halves',
      { quantity: 1, unit: 'lb', food: 'skinless boneless chicken breast half' },
    ],
    ['2 large garlic cloves, minced', { quantity: 2, unit: 'clove', food: 'garlic', note: 'large, minced' }],
    [
      'Special equipment: parchment paper',
      { quantity: null, unit: null, food: 'parchment paper', note: 'Special equipment' },
    ],
    ['2 tablespoons/30 grams lard', { quantity: 2, unit: 'tbsp', food: 'lard', note: '30 grams' }],
  ])('%s', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: "to taste" and lines without amounts', () => {
  it.each<[string, Expected]>([
    ['salt and pepper to taste', { quantity: null, unit: null, food: 'salt and pepper', note: 'to taste' }],
    ['Salt and freshly ground black pepper', { quantity: null, unit: null, food: 'salt and black pepper' }],
    ['freshly ground pepper, to taste', { quantity: null, unit: null, food: 'pepper' }],
    ['water as needed', { quantity: null, unit: null, food: 'water', note: 'as needed' }],
    ['All-purpose flour, for dusting', { quantity: null, unit: null, food: 'all-purpose flour', note: 'for dusting' }],
    ['Head lettuce', { quantity: null, unit: null, food: 'head lettuce' }],
  ])('%s', (line, expected) => expectParse(line, expected));

  it.each(['For the sauce:', 'Topping:', '*Sold at Asian grocers and in many supermarkets.', '', 'Makes about 3 cups'])(
    'treats %j as a non-ingredient',
    (line) => {
      const parsed = parseIngredient(line);
      expect(parsed.food).toBe('');
      expect(parsed.quantity).toBeNull();
      expect(parsed.confidence).toBe(0);
    },
  );
});

describe('parseIngredient: units', () => {
  expectEach('%s → %s', (line) => parseIngredient(line).unit, [
    ['2 T butter', 'tbsp'],
    ['2 Tbsp butter', 'tbsp'],
    ['2 tbs. butter', 'tbsp'],
    ['1 t salt', 'tsp'],
    ['1 tsp. salt', 'tsp'],
    ['1 c. sugar', 'cup'],
    ['1 fluid ounce gin', 'fl oz'],
    ['1 fl. oz. gin', 'fl oz'],
    ['2 lbs beef', 'lb'],
    ['8 oz. cheese', 'oz'],
    ['500 grams flour', 'g'],
    ['1 kilogram flour', 'kg'],
    ['250 milliliters water', 'ml'],
    ['1 litre water', 'l'],
    ['1 pt cream', 'pint'],
    ['1 qt stock', 'quart'],
    ['1 gal water', 'gallon'],
    ['2 cans beans', 'can'],
    ['4 cloves garlic', 'clove'],
    ['1 head garlic', 'head'],
    ['6 sprigs thyme', 'sprig'],
    ['2 stalks celery', 'stalk'],
    ['1 envelope gelatin', 'envelope'],
    ['4 ears corn', 'ear'],
    ['1 inch ginger', 'inch'],
    ['350g flour', 'g'],
  ]);
});

describe('parseIngredient: singular food names', () => {
  expectEach('%s → %s', (line) => parseIngredient(line).food, [
    ['2 tomatoes', 'tomato'],
    ['3 potatoes', 'potato'],
    ['6 eggs', 'egg'],
    ['4 bay leaves', 'bay leaf'],
    ['2 cups berries', 'berry'],
    ['1 cup cherries', 'cherry'],
    ['4 peaches', 'peach'],
    ['2 radishes', 'radish'],
    ['1 cup pecan halves', 'pecan half'],
    ['1 cup olives', 'olive'],
    ['2 tbsp chives', 'chive'],
    ['1 pound asparagus', 'asparagus'],
    ['1 cup hummus', 'hummus'],
    ['1 cup couscous', 'couscous'],
    ['3 tbsp molasses', 'molasses'],
    ['1 bunch swiss chard', 'swiss chard'],
    ['2 cups rolled oats', 'rolled oats'],
    ['10 Brussels sprouts', 'brussels sprout'],
    ['1/2 cup Calvados', 'calvados'],
    ['12 cookies', 'cookie'],
    ['1 pound shrimp', 'shrimp'],
    ['1/2 cup fresh or frozen cherries', 'fresh or frozen cherry'],
    ['5 oz mixed baby greens', 'mixed baby greens'],
    ['2 (14.5 ounce) cans Stewed Tomatoes', 'stewed tomato'],
  ]);
});

describe('parseIngredient: confidence', () => {
  it('is highest for a full amount, unit and short food name', () => {
    expect(parseIngredient('2 cups flour').confidence).toBe(1);
  });

  it('drops when the amount or unit is missing', () => {
    const full = parseIngredient('2 cups flour').confidence;
    const noUnit = parseIngredient('2 onions').confidence;
    const toTaste = parseIngredient('salt to taste').confidence;
    const bare = parseIngredient('Nonstick vegetable oil spray').confidence;
    expect(noUnit).toBeLessThan(full);
    expect(toTaste).toBeLessThan(noUnit);
    expect(bare).toBeLessThan(toTaste);
  });

  it('stays within 0..1 for odd input', () => {
    for (const line of [
      '',
      '???',
      '1 2 3 4 5 6 7 8 9',
      'Ingredient info: a very long sentence that is not an ingredient at all',
    ]) {
      const { confidence } = parseIngredient(line);
      expect(confidence).toBeGreaterThanOrEqual(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe('parseIngredient: what published lines get wrong or leave implicit', () => {
  it.each<[string, Expected]>([
    ['2 tablespooons olive oil', { quantity: 2, unit: 'tbsp', food: 'olive oil' }],
    ['1 teaspon plus 2 tablespons brown sugar', { quantity: 1, unit: 'tsp', food: 'brown sugar' }],
    ['2 Fuji or 3 Gala apples, cored', { quantity: 2, unit: null, food: 'fuji apple', note: 'or 3 Gala, cored' }],
    ['1 Meyer or 2 Eureka lemons', { quantity: 1, unit: null, food: 'meyer lemon' }],
    ['1 shallot or 1/2 small onion', { quantity: 1, unit: null, food: 'shallot' }],
    ['four chicken legs or two small chickens', { quantity: 4, unit: null, food: 'chicken leg' }],
    ['1 side salmon, skin on', { quantity: 1, unit: null, food: 'salmon' }],
    ['1 slab of pork belly', { quantity: 1, unit: null, food: 'pork belly' }],
    ['2 cups (1/2-inch) cubes sourdough bread', { quantity: 2, unit: 'cup', food: 'sourdough bread' }],
    ['1 cup chunks fresh pineapple', { quantity: 1, unit: 'cup', food: 'fresh pineapple' }],
    ['1 cup grated Gruyère, Comté or Emmental', { quantity: 1, unit: 'cup', food: 'gruyère, comté or emmental' }],
    ['1 cup cheddar, grated or crumbled', { quantity: 1, unit: 'cup', food: 'cheddar' }],
    ['2 cups strong, brewed black tea', { quantity: 2, unit: 'cup', food: 'black tea' }],
    ['2 cups strong flour', { quantity: 2, unit: 'cup', food: 'strong flour' }],
    ['1 cup dry orzo', { quantity: 1, unit: 'cup', food: 'orzo' }],
    ['1/2 cup dry vermouth', { quantity: 0.5, unit: 'cup', food: 'dry vermouth' }],
    ['1 cup shucked oysters', { quantity: 1, unit: 'cup', food: 'oyster' }],
    ['1/2 cup assorted chopped fresh herbs', { quantity: 0.5, unit: 'cup', food: 'assorted fresh herb' }],
  ])('%j', (line, expected) => expectParse(line, expected));

  it.each<[string, Expected]>([
    ['2 ounces imported Parmesan', { quantity: 2, unit: 'oz', food: 'parmesan', note: 'imported' }],
    ['1 pound fully cooked ham', { quantity: 1, unit: 'lb', food: 'ham' }],
    ['1 cup partially cooked brown rice', { quantity: 1, unit: 'cup', food: 'brown rice' }],
    ['1 pound cleaned, shell-on prawns', { quantity: 1, unit: 'lb', food: 'prawn' }],
    ['8 tail-on cooked shrimp', { quantity: 8, unit: null, food: 'shrimp' }],
    [
      '1 (10 ounce) package dates with pits',
      { quantity: 1, unit: 'package', food: 'date', note: '10 ounce, with pits' },
    ],
    ['1 can black beans with jalapeños', { quantity: 1, unit: 'can', food: 'black beans with jalapeño' }],
    ['2 jiggers dark rum', { quantity: 3, unit: 'fl oz', food: 'dark rum' }],
    ['1 (1.5 fl oz) jigger gin', { quantity: 1.5, unit: 'fl oz', food: 'gin' }],
    ['2 (1 pound) balls pizza dough', { quantity: 2, unit: null, food: 'pizza dough' }],
    ['3 links chorizo, sliced', { quantity: 3, unit: null, food: 'chorizo' }],
    ['1 tablespoon ground, dried ginger', { quantity: 1, unit: 'tbsp', food: 'ground dried ginger' }],
    ['2 teaspoons whole, raw almonds', { quantity: 2, unit: 'tsp', food: 'whole raw almond' }],
    ['1 cup walnuts, toasted', { quantity: 1, unit: 'cup', food: 'walnut', note: 'toasted' }],
    ['6 fresh rosemary sprigs', { quantity: 6, unit: 'sprig', food: 'fresh rosemary' }],
    ['2 dill sprigs, chopped', { quantity: 2, unit: 'sprig', food: 'dill' }],
    ['4 medium slightly overripe bananas', { quantity: 4, unit: null, food: 'banana' }],
    ['3 whole medium eggs', { quantity: 3, unit: null, food: 'egg' }],
    ['2 whole eggs plus 1 yolk', { quantity: 2, unit: null, food: 'egg' }],
    ['Fresh-ground white pepper', { quantity: null, unit: null, food: 'white pepper' }],
    ['1 pound fresh ground pork', { quantity: 1, unit: 'lb', food: 'fresh ground pork' }],
    ['2 ounces premium-quality white chocolate', { quantity: 2, unit: 'oz', food: 'white chocolate' }],
    ['2 ounces premium dark rum', { quantity: 2, unit: 'oz', food: 'dark rum' }],
    ['Additional grated pecorino', { quantity: null, unit: null, food: 'pecorino' }],
    ['6 soft-boiled eggs, halved', { quantity: 6, unit: null, food: 'egg' }],
    ['2 hard-boiled large eggs, sieved', { quantity: 2, unit: null, food: 'egg' }],
    ['1 cup thinly diagonally cut scallions', { quantity: 1, unit: 'cup', food: 'scallion' }],
    ['1 pound mussels in their shells, debearded', { quantity: 1, unit: 'lb', food: 'mussel' }],
    ['3 sardines packed in olive oil', { quantity: 3, unit: null, food: 'sardine' }],
    [
      '1 cup Picholine or other oil-cured medium green olives',
      { quantity: 1, unit: 'cup', food: 'picholine or other oil-cured green olive' },
    ],
    ['1 cup orzo or other small pasta', { quantity: 1, unit: 'cup', food: 'orzo or other small pasta' }],
    [
      '1 teaspoon seasoned salt with garlic (such as Acme® Blend)',
      { quantity: 1, unit: 'tsp', food: 'seasoned salt with garlic' },
    ],
    ['4 slices rye bread with seeds (such as deli rye)', { quantity: 4, unit: 'slice', food: 'rye bread' }],
    ['1 cup store-bought marinara sauce', { quantity: 1, unit: 'cup', food: 'marinara sauce' }],
    ['1 tablespoon toasted garlic powder', { quantity: 1, unit: 'tbsp', food: 'toasted garlic powder' }],
    ['1/2 cup toasted pecans', { quantity: 0.5, unit: 'cup', food: 'pecan' }],
    ['2 pounds boiling onions, peeled', { quantity: 2, unit: 'lb', food: 'boiling onion' }],
    ['2 cups boiling milk', { quantity: 2, unit: 'cup', food: 'milk' }],
    ['1/2 cup cored, peeled, and diced pear', { quantity: 0.5, unit: 'cup', food: 'pear' }],
    ['1 (14 ounce) can canned coconut milk', { quantity: 1, unit: 'can', food: 'coconut milk' }],
    ['1 cup canned pumpkin', { quantity: 1, unit: 'cup', food: 'canned pumpkin' }],
    ['1 cup well-stirred tahini', { quantity: 1, unit: 'cup', food: 'tahini' }],
    ['8 cups popped corn', { quantity: 8, unit: 'cup', food: 'corn' }],
    ['2 cups fresh or unthawed frozen peas', { quantity: 2, unit: 'cup', food: 'fresh or frozen pea' }],
    ['1 cup piping-hot stock', { quantity: 1, unit: 'cup', food: 'stock' }],
    ['4 snack-size bags pretzels', { quantity: 4, unit: 'bag', food: 'pretzel' }],
    ['3 mild to hot red chiles', { quantity: 3, unit: null, food: 'red chile' }],
    ['1 cup mild salsa', { quantity: 1, unit: 'cup', food: 'mild salsa' }],
    ['1 (20 ounce) can pineapple chunks with juice', { quantity: 1, unit: 'can', food: 'pineapple chunk' }],
    ['2 pounds unpeeled new potatoes', { quantity: 2, unit: 'lb', food: 'new potato', note: 'unpeeled' }],
    ['3/4 cup strained fresh lime juice', { quantity: 0.75, unit: 'cup', food: 'fresh lime juice' }],
    ['2 cups strained tomatoes', { quantity: 2, unit: 'cup', food: 'strained tomato' }],
    ['1 cup strained yogurt', { quantity: 1, unit: 'cup', food: 'strained yogurt' }],
    ['3 firm-ripe nectarines', { quantity: 3, unit: null, food: 'nectarine' }],
    ['2 firm but ripe plums', { quantity: 2, unit: null, food: 'plum' }],
    ['1 firm, ripe papaya - peeled and diced', { quantity: 1, unit: null, food: 'papaya' }],
    ['7 ounces firm tofu', { quantity: 7, unit: 'oz', food: 'firm tofu' }],
    ['4 pounds deboned pork shoulder', { quantity: 4, unit: 'lb', food: 'pork shoulder' }],
  ])('reads what the product is, not how it comes: %j', (line, expected) => expectParse(line, expected));

  it.each<[string, Expected]>([
    ['1/2 batch pizza dough', { quantity: 0.5, unit: null, food: 'pizza dough', note: 'batch' }],
    ['2 batches of shortbread dough', { quantity: 2, unit: null, food: 'shortbread dough' }],
    ['1 recipe Flaky Pie Pastry', { quantity: 1, unit: null, food: 'flaky pie pastry' }],
    ['1 1/2 recipes sweet tart dough', { quantity: 1.5, unit: null, food: 'sweet tart dough' }],
  ])('counts a homemade yield by the food it makes: %j', (line, expected) => expectParse(line, expected));

  it.each<[string, Expected]>([
    ['1 yellow or orange bell pepper sliced', { quantity: 1, unit: null, food: 'yellow or orange bell pepper' }],
    ['3 eggs lightly beaten', { quantity: 3, unit: null, food: 'egg', note: 'lightly beaten' }],
    ['1 cup dark brown sugar packed', { quantity: 1, unit: 'cup', food: 'dark brown sugar' }],
    ['2 cups rice cooked and cooled', { quantity: 2, unit: 'cup', food: 'rice' }],
    ['1 can tomatoes diced', { quantity: 1, unit: 'can', food: 'tomatoes diced' }],
    ['3 slightly beaten eggs', { quantity: 3, unit: null, food: 'egg', note: 'slightly beaten' }],
  ])('moves preparation words closing the line without a comma to the note: %j', (line, expected) =>
    expectParse(line, expected),
  );

  it.each<[string, Expected]>([
    ['2 wedges lime', { quantity: 2, unit: null, food: 'lime wedge' }],
    ['4 ribs celery, thinly sliced', { quantity: 4, unit: null, food: 'celery rib' }],
    ['1 wedge of Brie', { quantity: 1, unit: null, food: 'brie wedge' }],
    ['2 rib eye steaks', { quantity: 2, unit: null, food: 'rib eye steak' }],
    ['Wide strips of lemon zest', { quantity: null, unit: null, food: 'lemon zest' }],
    ['6 thick bread slices', { quantity: 6, unit: 'slice', food: 'bread' }],
    ['Heaping tablespoon cocoa powder', { quantity: 1, unit: 'tbsp', food: 'cocoa powder' }],
    ['3 strips bacon', { quantity: 3, unit: 'strip', food: 'bacon' }],
  ])('counts pieces the way a cook writes them: %j', (line, expected) => expectParse(line, expected));

  it.each<[string, Expected]>([
    ['2 cups steamed jasmine rice', { quantity: 2, unit: 'cup', food: 'jasmine rice', note: 'steamed' }],
    ['3 cups picked over gooseberries', { quantity: 3, unit: 'cup', food: 'gooseberry' }],
    ['1/2 cup boiled or steamed carrots', { quantity: 0.5, unit: 'cup', food: 'boiled or steamed carrot' }],
    ['1 frozen 10 inch tart shell', { quantity: 1, unit: null, food: 'frozen tart shell', note: '10 inch' }],
    ['1 whole 5-pound goose', { quantity: 1, unit: null, food: 'whole goose' }],
    ['1 large bottle with a cork', { quantity: 1, unit: null, food: 'bottle' }],
    ['5 fennel stalks from the bulb, sliced', { quantity: 5, unit: 'stalk', food: 'fennel' }],
    [
      '1 cup Smoked Pepper, Lime, and Honey Glaze',
      { quantity: 1, unit: 'cup', food: 'smoked pepper, lime, and honey glaze' },
    ],
  ])('reads the food a cook names, with its size, source or preparation aside: %j', (line, expected) =>
    expectParse(line, expected),
  );

  it.each<[string, Expected]>([
    ['1 teeny pinch nutmeg', { quantity: 1, unit: 'pinch', food: 'nutmeg' }],
    ['Tiny pinch of cayenne', { quantity: 1, unit: 'pinch', food: 'cayenne' }],
    ['1 good pinch smoked paprika', { quantity: 1, unit: 'pinch', food: 'smoked paprika', note: 'good' }],
    ['2 healthy handfuls arugula', { quantity: 2, unit: 'handful', food: 'arugula' }],
    ['1 pound tiny red potatoes', { quantity: 1, unit: 'lb', food: 'red potato' }],
    ['2 little gem lettuces', { quantity: 2, unit: null, food: 'little gem lettuce' }],
    ['1/2 cup good olive oil', { quantity: 0.5, unit: 'cup', food: 'good olive oil' }],
  ])('reads a word saying how full the measure is as part of the amount: %j', (line, expected) =>
    expectParse(line, expected),
  );

  it.each<[string, Expected]>([
    ['1 (1 liter) bottle well-chilled sparkling cider', { quantity: 1, unit: 'bottle', food: 'sparkling cider' }],
    ['2 cans chilled coconut cream', { quantity: 2, unit: 'can', food: 'coconut cream', note: 'chilled' }],
    ['1 bottle chilled rosé or dry white wine', { quantity: 1, unit: 'bottle', food: 'rosé or dry white wine' }],
    ['1 (6 ounce) can drained tuna', { quantity: 1, unit: 'can', food: 'drained tuna' }],
    ['Slightly sweetened whipped cream, for topping', { quantity: null, unit: null, food: 'whipped cream' }],
    ['1/2 cup lightly sweetened Greek yogurt', { quantity: 0.5, unit: 'cup', food: 'greek yogurt' }],
    ['1 cup sweetened whipped cream', { quantity: 1, unit: 'cup', food: 'whipped cream' }],
    ['1/2 cup sweetened dried cherries', { quantity: 0.5, unit: 'cup', food: 'sweetened dried cherry' }],
    ['1 can lightly sweetened coconut milk', { quantity: 1, unit: 'can', food: 'lightly sweetened coconut milk' }],
    ['1 cup cold brew concentrate', { quantity: 1, unit: 'cup', food: 'cold brew concentrate' }],
    ['8 ounces cold pack cheese spread', { quantity: 8, unit: 'oz', food: 'cold pack cheese spread' }],
    ['1/2 pound sliced cold cuts', { quantity: 0.5, unit: 'lb', food: 'cold cut' }],
    ['3/4 cup cold orange juice', { quantity: 0.75, unit: 'cup', food: 'orange juice' }],
  ])('keeps how cold, warm or sweet the cook makes it out of the food: %j', (line, expected) =>
    expectParse(line, expected),
  );

  it.each<[string, Expected]>([
    [
      '2 (3.5 ounce) bars dark chocolate, chopped',
      { quantity: 2, unit: null, food: 'dark chocolate', note: '3.5 ounce, bars, chopped' },
    ],
    ['1 (2 ounce) bar toffee candy bar', { quantity: 1, unit: null, food: 'toffee candy bar' }],
    ['3 bars of milk chocolate with almonds', { quantity: 3, unit: null, food: 'milk chocolate' }],
    ['2 cups bar sugar', { quantity: 2, unit: 'cup', food: 'bar sugar' }],
  ])('counts a bar as the whole piece, like a ball or a link: %j', (line, expected) => expectParse(line, expected));

  it.each<[string, Expected]>([
    ['3 tablespoons well-shaken kefir', { quantity: 3, unit: 'tbsp', food: 'kefir', note: 'well-shaken' }],
    ['1 cup well-chilled coconut cream', { quantity: 1, unit: 'cup', food: 'coconut cream' }],
    ['1/4 cup capers, well-drained', { quantity: 0.25, unit: 'cup', food: 'caper', note: 'well-drained' }],
    ['2 tablespoons pickled onions well-rinsed', { quantity: 2, unit: 'tbsp', food: 'pickled onion' }],
  ])('moves a hyphenated "well-" participle to the note: %j', (line, expected) => expectParse(line, expected));

  it.each<[string, Expected]>([
    ['2 cups iced tea made from loose leaves', { quantity: 2, unit: 'cup', food: 'iced tea' }],
    ['1 cup vegetable stock made from a cube', { quantity: 1, unit: 'cup', food: 'vegetable stock' }],
  ])('keeps "made from …" out of the food, as "made with …": %j', (line, expected) => expectParse(line, expected));

  it.each<[string, Expected]>([
    ['3 (5 ounce) pouches smoked trout', { quantity: 3, unit: null, food: 'smoked trout' }],
    ['1 pouch instant polenta', { quantity: 1, unit: null, food: 'instant polenta' }],
    ['2 sachets saffron threads', { quantity: 2, unit: null, food: 'saffron thread' }],
  ])('counts the food in a pouch or sachet, which is no shelf unit: %j', (line, expected) =>
    expectParse(line, expected),
  );

  it.each<[string, Expected]>([
    ['3/4 cup honey room temperature 15 minutes', { quantity: 0.75, unit: 'cup', food: 'honey' }],
    ['1/2 cup ricotta (about 4 ounces) room temperature', { quantity: 0.5, unit: 'cup', food: 'ricotta' }],
    ['1 cup farro cooled to room temperature', { quantity: 1, unit: 'cup', food: 'farro' }],
    ['4 tablespoons room-temperature ghee', { quantity: 4, unit: 'tbsp', food: 'ghee' }],
    ['5 room temperature egg yolks', { quantity: 5, unit: null, food: 'egg yolk' }],
  ])('reads "room temperature" as a remark, with or without a comma: %j', (line, expected) =>
    expectParse(line, expected),
  );

  it.each<[string, Expected]>([
    ['1 cup shredded sweetened coconut, toasted', { quantity: 1, unit: 'cup', food: 'shredded sweetened coconut' }],
    ['3 tablespoons shredded unsweetened coconut', { quantity: 3, unit: 'tbsp', food: 'shredded unsweetened coconut' }],
    ['1 cup shredded sweetened carrots', { quantity: 1, unit: 'cup', food: 'sweetened carrot' }],
  ])('keeps shredded coconut a product when its sweetness comes between: %j', (line, expected) =>
    expectParse(line, expected),
  );

  it.each<[string, Expected]>([
    ['broth to cover', { quantity: null, unit: null, food: 'broth', note: 'to cover' }],
    ['Splash of dry sherry', { quantity: null, unit: null, food: 'dry sherry' }],
    ['Squeeze of lime juice', { quantity: null, unit: null, food: 'lime juice' }],
  ])('keeps remarks out of the food: %j', (line, expected) => expectParse(line, expected));

  it.each<[string, string[]]>([
    ['1 (15 ounce) can white beans, drained, 1/4 cup liquid reserved', ['white bean']],
    ['2 cups cooked pasta, 1 cup cooking water reserved', ['pasta']],
    ['8 mint leaves or 1 tablespoon parsley and 1 teaspoon dried mint', ['mint leaf']],
    ['1 cup milk or 1/2 cup cream and 1/2 cup water', ['milk']],
    ['1 cup milk and 2 eggs', ['milk', 'egg']],
    ['1 or 2 eggs and 1 cup milk', ['egg', 'milk']],
    ['1 dash cayenne and kosher salt to taste', ['cayenne', 'kosher salt']],
    ['1 teaspoon salt, or to taste', ['salt']],
    ['Toasted pecans, to garnish', ['pecan']],
    ['Accompaniment: golden syrup, heated', ['golden syrup']],
    ['Garnish: chives, snipped', ['chive']],
    ['3 limes, lemons, and/or oranges', ['limes, lemons, and/or orange']],
    ['2 bell peppers, yellow and/or orange, diced', ['bell pepper']],
    ['3 limes, 1 juiced and 2 cut into wedges', ['lime']],
    ['Coffee ice cream, slightly softened', ['coffee ice cream']],
    ['Equipment: a pastry cutter; a 9-inch springform pan', ['pastry cutter', 'springform pan']],
    ['3 garlic cloves; 2 sliced, 1 crushed', ['garlic']],
    ['1 cup flour and 2 cups crushed tomatoes', ['flour', 'crushed tomato']],
    ['Pecorino and crushed red pepper flakes, for serving', ['pecorino', 'crushed red pepper flake']],
    ['Red and orange grape tomatoes', ['red and orange grape tomato']],
    ['Smoked and salted almonds, for serving', ['smoked and salted almond']],
    ['Green beans, trimmed and blanched', ['green bean']],
    ['Special equipment: a zester; 8 small stemmed glasses', ['zester', 'stemmed glass']],
    ['Special equipment: a melon baller and wooden picks', ['melon baller', 'wooden pick']],
    ['Equipment: a pie dish and a pastry blender', ['pie dish', 'pastry blender']],
    ['Special equipment: a stone mortar and pestle', ['stone mortar and pestle']],
    ['Special equipment: a hand mixer with beaters and dough hooks', ['hand mixer']],
    ['Special equipment: 6 tart molds and sticks', ['tart mold and stick']],
    ['Equipment: a griddle, preferably cast-iron', ['griddle']],
    ['4 tablespoons butter, melted; plus 1 tablespoon room temperature', ['butter', 'butter']],
  ])('%j names %j to buy', (line, foods) => {
    expect(ingredientItems(parseIngredient(line)).map((item) => item.food)).toEqual(foods);
  });

  expectEach('reads the package size written after the package word: %j', (line) => parseIngredient(line).size, [
    ['1 can (15 ounces) black beans', '15 ounces'],
    ['2 jars (16 oz each) salsa', '16 oz each'],
    ['2 envelopes (1/2 oz total) gelatin', undefined],
    ['1 cup (8 ounces) sour cream', undefined],
  ]);

  it('keeps a fluid-ounce package size', () => {
    expect(parseIngredient('2 (5 fluid ounce) cans coconut milk')).toMatchObject({
      quantity: 2,
      unit: 'can',
      food: 'coconut milk',
      size: '5 fluid ounce',
    });
  });
});

describe('parseIngredient: states, cut shapes and containers around the food', () => {
  it.each<[string, Expected]>([
    ['51/2 cups vegetable stock', { quantity: 5.5, unit: 'cup', food: 'vegetable stock' }],
    ['1 (12 ounce) box uncooked rigatoni', { quantity: 1, unit: 'box', food: 'rigatoni' }],
    ['1 (12 ounce) box cooked lentils', { quantity: 1, unit: 'box', food: 'cooked lentil' }],
    ['1 (16 ounce) jar hot giardiniera', { quantity: 1, unit: 'jar', food: 'hot giardiniera' }],
    ['1 cup hot vegetable stock', { quantity: 1, unit: 'cup', food: 'vegetable stock' }],
    ['4 ounces medium width egg noodles', { quantity: 4, unit: 'oz', food: 'medium width egg noodle' }],
    ['2 cups bite-size pieces of celeriac', { quantity: 2, unit: 'cup', food: 'celeriac' }],
    [
      '3/4 cup julienne-size strips daikon',
      { quantity: 0.75, unit: 'cup', food: 'daikon', note: 'julienne-size strips' },
    ],
    ['1 cup small dice parsnip', { quantity: 1, unit: 'cup', food: 'parsnip' }],
    ['6 cups somewhat stale sourdough cubes', { quantity: 6, unit: 'cup', food: 'sourdough cube' }],
    ['1/2 cup dry breadcrumbs', { quantity: 0.5, unit: 'cup', food: 'dry breadcrumb' }],
    ['2 (11 fluid ounce) cans or bottles cider', { quantity: 2, unit: 'can', food: 'cider' }],
    ['1 jar or tub tahini', { quantity: 1, unit: 'jar', food: 'tahini', note: 'or tub' }],
    ['2 cups mixed greens such as mizuna, tatsoi and sorrel', { quantity: 2, unit: 'cup', food: 'mixed greens' }],
    [
      '4 cups mixed lettuces, preferably including\n  frisee and mache',
      { quantity: 4, unit: 'cup', food: 'mixed lettuce', note: 'preferably including frisee and mache' },
    ],
  ])('%j', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: how the cook readies the food before it goes in', () => {
  it.each<[string, Expected]>([
    // Shaved by the cook with a peeler; shaved ice and coconut are sold so.
    ['1/2 cup shaved Asiago cheese', { quantity: 0.5, unit: 'cup', food: 'asiago cheese', note: 'shaved' }],
    ['2 ounces thinly shaved bittersweet chocolate', { quantity: 2, unit: 'oz', food: 'bittersweet chocolate' }],
    ['4 cups shaved ice', { quantity: 4, unit: 'cup', food: 'shaved ice' }],
    // A thickness the cook slices to, except for what is sold sliced to one.
    ['1/2 cup thin-sliced radishes', { quantity: 0.5, unit: 'cup', food: 'radish', note: 'thin-sliced' }],
    ['1 cup thick sliced leeks', { quantity: 1, unit: 'cup', food: 'leek' }],
    ['1 pound thick-sliced bacon', { quantity: 1, unit: 'lb', food: 'thick-sliced bacon' }],
    ['1/2 pound thin-sliced deli turkey', { quantity: 0.5, unit: 'lb', food: 'thin-sliced deli turkey' }],
    // Raw before the cook cooks it; raw nuts, seeds, sugar and honey are kinds of their own.
    ['1 pound raw large prawns', { quantity: 1, unit: 'lb', food: 'prawn', note: 'raw, large' }],
    ['2 cups grated raw beets', { quantity: 2, unit: 'cup', food: 'beet' }],
    ['1/2 cup raw hazelnuts', { quantity: 0.5, unit: 'cup', food: 'raw hazelnut' }],
    ['1/4 cup raw cane sugar', { quantity: 0.25, unit: 'cup', food: 'raw cane sugar' }],
  ])('%j', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: a second food the first is dissolved in', () => {
  it('buys the liquid that has an amount of its own', () => {
    expect(
      ingredientItems(parseIngredient('2 teaspoons arrowroot, dissolved in 3 tablespoons cold stock')).map(
        ({ quantity, unit, food }) => [quantity, unit, food],
      ),
    ).toEqual([
      [2, 'tsp', 'arrowroot'],
      [3, 'tbsp', 'stock'],
    ]);
  });
  it('keeps a liquid with no amount in the note', () => {
    expectParse('1 envelope gelatin dissolved in warm milk', {
      quantity: 1,
      unit: 'envelope',
      food: 'gelatin',
      note: 'dissolved in warm milk',
    });
    expectParse('gelatin dissolved in warm milk', { quantity: null, unit: null, food: 'gelatin' });
  });
});

describe('parseIngredient: a unit run into the next word', () => {
  it.each<[string, Expected]>([
    ['2 8-ouncehalibut steaks', { quantity: 2, unit: null, food: 'halibut steak', note: '8-ounce' }],
    ['3 cupsbarley', { quantity: 3, unit: 'cup', food: 'barley' }],
    ['1 cupsoy milk', { quantity: 1, unit: 'cup', food: 'soy milk' }],
    ['1 1/2 cupssoy milk', { quantity: 1.5, unit: 'cup', food: 'soy milk' }],
    ['2 tablespoonsPlum Sauce', { quantity: 2, unit: 'tbsp', food: 'plum sauce' }],
    ['1/4 teaspoonsaffron', { quantity: 0.25, unit: 'tsp', food: 'saffron' }],
    ['12 cupcakes', { quantity: 12, unit: null, food: 'cupcake' }],
    ['2 teaspoonfuls honey', { quantity: 2, unit: 'tsp', food: 'honey' }],
  ])('%j', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: whole pieces and shapes before a unit', () => {
  it.each<[string, Expected]>([
    // A weighed wheel or round of cheese is counted by the cheese, as a ball of mozzarella is.
    ['1 (12 ounce) round Camembert', { quantity: 1, unit: null, food: 'camembert' }],
    ['2 (1 pound) wheels aged Gouda', { quantity: 2, unit: null, food: 'aged gouda' }],
    // Unweighed, "round" describes the shape.
    ['10 (6-inch) round corn tortillas', { quantity: 10, unit: null, food: 'round corn tortilla' }],
    ['1 round loaf rye bread', { quantity: 1, unit: 'loaf', food: 'rye bread', note: 'round' }],
    // A capitalised pair is a brand name, not a ball.
    ['6 Ball Jar lids', { quantity: 6, unit: null, food: 'ball jar lid' }],
  ])('%j', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: labelled benchmark lines', () => {
  // The lines themselves are read from the benchmark sample in ../shared/data, never committed.
  const sample = readSampleLines();
  const rows = (labelled as LabelledLine[]).map((row) => ({ ...row, line: sample[row.at] ?? '' }));

  it('has a real, hand-labelled fixture of at least 320 lines', () => {
    expect(rows.length).toBeGreaterThanOrEqual(320);
    // Each position still holds the line that was labelled.
    expect(rows.filter((row) => lineHash(row.line) !== row.hash).map((row) => row.at)).toEqual([]);
    expect(new Set(rows.map((r) => r.line)).size).toBe(rows.length);
  });

  it('matches quantity + unit + food exactly on at least 97% of lines', () => {
    const misses = rows.filter((row) => {
      const parsed = parseIngredient(row.line);
      return !(
        sameNumber(parsed.quantity, row.quantity) &&
        sameNumber(parsed.quantityMax, row.quantityMax) &&
        parsed.unit === row.unit &&
        parsed.food === row.food
      );
    });
    const accuracy = (rows.length - misses.length) / rows.length;
    console.log(
      `ingredient parser accuracy on labelled lines: ${(accuracy * 100).toFixed(1)}% ` +
        `(${rows.length - misses.length}/${rows.length} exact on quantity+unit+food)`,
    );
    for (const miss of misses) {
      const parsed = parseIngredient(miss.line);
      console.log(
        `  miss: ${JSON.stringify(miss.line)} → ${parsed.quantity} ${parsed.unit} ${JSON.stringify(parsed.food)}`,
      );
    }
    expect(accuracy).toBeGreaterThanOrEqual(0.97);
  });
});

describe('parseIngredient: sizes written as ranges', () => {
  it.each<[string, Expected]>([
    // "-to-" with hyphens on both sides, an en dash before the unit, a range with no hyphen before it.
    ['1 12-to-14-ounce bag spinach', { quantity: 1, unit: 'bag', food: 'spinach', note: '12-to-14-ounce' }],
    ['1 2–pound bag carrots', { quantity: 1, unit: 'bag', food: 'carrot' }],
    ['4 5 to 7 ounce trout fillets', { quantity: 4, unit: null, food: 'trout fillet', note: '5 to 7 ounce' }],
    ['1 2 1/2–3 pound chicken', { quantity: 1, unit: null, food: 'chicken', note: '2 1/2–3 pound' }],
    ['1 5- to 5-1/2 pound pork loin', { quantity: 1, unit: null, food: 'pork loin' }],
    ['Three .25-ounce envelopes gelatin', { quantity: 3, unit: 'envelope', food: 'gelatin' }],
    // A range of the amount itself is still an amount.
    ['1 1/2 to 2 pounds turnips', { quantity: 1.5, quantityMax: 2, unit: 'lb', food: 'turnip' }],
  ])('%j', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: amounts added, taken off or hedged', () => {
  const amounts = (line: string) =>
    ingredientItems(parseIngredient(line)).map(({ quantity, unit, food }) => [quantity, unit, food]);
  it('reads "+" as "plus" and a second amount of the same kind as more of it', () => {
    expect(amounts('1/4 cup + 1 tablespoon honey')).toEqual([
      [0.25, 'cup', 'honey'],
      [1, 'tbsp', 'honey'],
    ]);
    expect(amounts('2 pounds 6 ounces pork shoulder')).toEqual([
      [2, 'lb', 'pork shoulder'],
      [6, 'oz', 'pork shoulder'],
    ]);
    // A number after the unit that is no second amount is left to the food; the same unit again repeats it.
    expect(amounts('1 cup 2% milk')).toEqual([[1, 'cup', '2% milk']]);
    expect(amounts('2 tablespoons 2 tablespoons capers')).toEqual([[2, 'tbsp', 'caper']]);
  });
  it('buys the whole measure when some is taken off', () => {
    expectParse('1 cup minus 1 tablespoon cake flour', {
      quantity: 1,
      unit: 'cup',
      food: 'cake flour',
      note: 'minus 1 tablespoon',
    });
  });
  it('keeps the hedge and its article out of the amount', () => {
    expectParse('a scant 1/3 cup maple syrup', { quantity: 1 / 3, unit: 'cup', food: 'maple syrup' });
    expectParse('A generous 1/2 teaspoon nutmeg', { quantity: 0.5, unit: 'tsp', food: 'nutmeg' });
    expectParse('At least 2 cups ice', { quantity: 2, unit: 'cup', food: 'ice' });
  });
  it('reads a half of one, and the whole a part is taken from', () => {
    expectParse('half a 6-ounce jar pesto', { quantity: 0.5, unit: 'jar', food: 'pesto' });
    expectParse('Half of a small cucumber', { quantity: 0.5, unit: null, food: 'cucumber' });
    expectParse('1/2 an orange', { quantity: 0.5, unit: null, food: 'orange' });
    expectParse('1/4 of a 12-ounce box rice noodles', { quantity: 0.25, unit: 'box', food: 'rice noodle' });
    expectParse('1 cup half-and-half', { quantity: 1, unit: 'cup', food: 'half-and-half' });
  });
  it('gives a count of splashes or dollops no amount', () => {
    expectParse('2 splashes bitters', { quantity: null, unit: null, food: 'bitters', note: '2 splashes' });
    expectParse('1 dollop crème fraîche', { quantity: null, unit: null, food: 'crème fraîche' });
  });
});

describe('parseIngredient: words between the amount and the food', () => {
  it.each<[string, Expected]>([
    // A temperature before the package is the drink's; the package is still the unit.
    ['2 chilled 12-ounce bottles lager', { quantity: 2, unit: 'bottle', food: 'lager' }],
    // A bulb, like a wedge, is named after the food.
    ['2 bulbs fennel', { quantity: 2, unit: null, food: 'fennel bulb' }],
    // A sized cut "of" the food leaves the food.
    ['2 cups 1-inch pieces of cantaloupe', { quantity: 2, unit: 'cup', food: 'cantaloupe' }],
    // The size of a cut joined to it is the cook's; a grind sold so stays.
    ['1/2 cup small-diced celery', { quantity: 0.5, unit: 'cup', food: 'celery', note: 'small-diced' }],
    ['1 teaspoon coarse-ground mustard', { quantity: 1, unit: 'tsp', food: 'coarse-ground mustard' }],
  ])('%j', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: more of what the cook does to the food', () => {
  it.each<[string, Expected]>([
    // How fine, written after the preparation word at the end of the line.
    ['1 shallot minced fine', { quantity: 1, unit: null, food: 'shallot', note: 'minced fine' }],
    // Pureed or sauteed by the cook, crisp-cooked, tightly packed.
    ['1 cup pureed roasted squash', { quantity: 1, unit: 'cup', food: 'roasted squash' }],
    ['2 cups sautéed sliced mushrooms', { quantity: 2, unit: 'cup', food: 'mushroom' }],
    ['4 slices crisp cooked pancetta', { quantity: 4, unit: 'slice', food: 'pancetta' }],
    ['2 cups tightly packed watercress', { quantity: 2, unit: 'cup', food: 'watercress' }],
    ['1 teaspoon freshly coarse-ground white pepper', { quantity: 1, unit: 'tsp', food: 'white pepper' }],
    // A cut shape after a measure, sized or not.
    ['1/2 cup julienne strips daikon', { quantity: 0.5, unit: 'cup', food: 'daikon' }],
    ['1 tablespoon very thin matchsticks of lemongrass', { quantity: 1, unit: 'tbsp', food: 'lemongrass' }],
    // Grinds of the mill are no amount to buy.
    ['10 grinds of black pepper', { quantity: null, unit: null, food: 'black pepper' }],
    // A measure that lost its "1" at the start of the line.
    ['tablespoon soy sauce', { quantity: 1, unit: 'tbsp', food: 'soy sauce' }],
    ['Cup Noodles', { quantity: null, unit: null, food: 'cup noodle' }],
  ])('%j', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: a package sized by the amount before it', () => {
  it.each<[string, Expected]>([
    // A weight or liquid measure right before a package word, with no count, sizes one package.
    ['12 oz bag frozen peas', { quantity: 1, unit: 'bag', food: 'frozen pea' }],
    ['500ml bottle passata', { quantity: 1, unit: 'bottle', food: 'passata' }],
    // Cups and spoons measure what is taken from the package; "bottled" names the food.
    ['1/4 cup jar pesto', { quantity: 0.25, unit: 'cup', food: 'jar pesto' }],
    ['3 tablespoons bottled teriyaki sauce', { quantity: 3, unit: 'tbsp', food: 'bottled teriyaki sauce' }],
  ])('%j', (line, expected) => expectParse(line, expected));
});

describe('parseIngredient: words a cut of meat or a piece shares with a shape', () => {
  it.each<[string, Expected]>([
    // "round" is the beef cut here, weighed or not.
    ['1 (2 pound) round steak', { quantity: 1, unit: null, food: 'round steak' }],
    // The piece word named twice is named once.
    ['1 bulb fennel bulb', { quantity: 1, unit: null, food: 'fennel bulb' }],
    // "pound cake" in a list is the cake, not a pound of it.
    ['pound cake', { quantity: null, unit: null, food: 'pound cake' }],
  ])('%j', (line, expected) => expectParse(line, expected));
});
