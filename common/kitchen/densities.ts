/**
 * The kitchen's one density table: grams in one US cup (240 ml) of the ingredients cooks weigh.
 * Metric conversion of recipe lines and steps and the offline assistant's conversions both read it,
 * so a cup of flour is the same 120 g everywhere. Plain data, no server imports: the browser may load it.
 *
 * Typical weights from US baking charts and USDA FoodData Central portions. Cup measures vary by ±10 %
 * with how the cup is filled, so converted amounts are rounded as a cook would and called approximate.
 *
 * Salt: "salt" and "fine sea salt" are table salt (about 6 g per tsp); "kosher salt" is Diamond Crystal
 * (about 2.8 g per tsp), the brand US recipes are usually written for. Morton kosher salt is heavier
 * (about 4.8 g per tsp), so a cook using it should weigh, not spoon.
 */
import { memoize } from './memo';
export interface Density {
  /** Display name, also the first alias. */
  name: string;
  aliases: readonly string[];
  /** Grams in one US cup (240 ml), measured the way recipes mean it (flour spooned and levelled, sugar packed…). */
  gramsPerCup: number;
  /** Liquids are better converted to millilitres than to grams. */
  liquid?: boolean;
  note?: string;
}

export const DENSITIES: readonly Density[] = [
  {
    name: 'all-purpose flour',
    aliases: [
      'flour',
      'plain flour',
      'ap flour',
      'white flour',
      'wheat flour',
      '00 flour',
      'tipo 00 flour',
      'pastry flour',
    ],
    gramsPerCup: 120,
    note: 'Spoon flour into the cup and level it; scooping straight from the bag packs in up to 20% more.',
  },
  { name: 'bread flour', aliases: ['strong flour', 'strong white flour'], gramsPerCup: 120 },
  { name: 'cake flour', aliases: [], gramsPerCup: 115 },
  { name: 'self-raising flour', aliases: ['self rising flour'], gramsPerCup: 120 },
  { name: 'whole wheat flour', aliases: ['wholemeal flour', 'whole grain flour'], gramsPerCup: 113 },
  { name: 'rye flour', aliases: [], gramsPerCup: 100 },
  { name: 'almond flour', aliases: ['ground almonds', 'almond meal'], gramsPerCup: 96 },
  { name: 'cornstarch', aliases: ['cornflour', 'corn starch'], gramsPerCup: 112 },
  { name: 'cornmeal', aliases: ['polenta'], gramsPerCup: 138 },
  { name: 'semolina', aliases: [], gramsPerCup: 163 },
  { name: 'rolled oats', aliases: ['oats', 'oatmeal', 'old fashioned oats', 'porridge oats'], gramsPerCup: 89 },
  {
    name: 'granulated sugar',
    aliases: ['sugar', 'white sugar', 'caster sugar', 'superfine sugar'],
    gramsPerCup: 200,
  },
  {
    name: 'brown sugar (packed)',
    aliases: ['brown sugar', 'light brown sugar', 'dark brown sugar', 'packed brown sugar'],
    gramsPerCup: 213,
    note: 'US recipes mean brown sugar pressed firmly into the cup.',
  },
  {
    name: 'powdered sugar',
    aliases: ['icing sugar', 'confectioners sugar', "confectioners' sugar", 'confectioner sugar'],
    gramsPerCup: 120,
  },
  { name: 'honey', aliases: [], gramsPerCup: 340 },
  { name: 'maple syrup', aliases: ['pure maple syrup'], gramsPerCup: 312, liquid: true },
  { name: 'molasses', aliases: ['treacle', 'black treacle'], gramsPerCup: 340 },
  { name: 'corn syrup', aliases: ['golden syrup', 'light corn syrup'], gramsPerCup: 328 },
  {
    name: 'butter',
    aliases: ['unsalted butter', 'salted butter'],
    gramsPerCup: 226.8,
    note: 'A US stick of butter is 1/2 cup, 8 tbsp or 113 g.',
  },
  {
    name: 'vegetable oil',
    aliases: ['oil', 'canola oil', 'sunflower oil', 'rapeseed oil', 'neutral oil', 'peanut oil', 'grapeseed oil'],
    gramsPerCup: 218,
    liquid: true,
  },
  { name: 'olive oil', aliases: ['extra virgin olive oil', 'evoo'], gramsPerCup: 216, liquid: true },
  { name: 'coconut oil', aliases: [], gramsPerCup: 218 },
  { name: 'sesame oil', aliases: ['toasted sesame oil'], gramsPerCup: 218, liquid: true },
  { name: 'water', aliases: [], gramsPerCup: 240, liquid: true },
  {
    name: 'milk',
    aliases: ['whole milk', 'skim milk', 'semi skimmed milk', '2% milk'],
    gramsPerCup: 245,
    liquid: true,
  },
  { name: 'buttermilk', aliases: [], gramsPerCup: 245, liquid: true },
  {
    name: 'heavy cream',
    aliases: ['cream', 'double cream', 'whipping cream', 'heavy whipping cream', 'single cream'],
    gramsPerCup: 240,
    liquid: true,
  },
  { name: 'sour cream', aliases: [], gramsPerCup: 230 },
  { name: 'plain yogurt', aliases: ['yogurt', 'yoghurt', 'natural yogurt', 'greek yogurt'], gramsPerCup: 245 },
  { name: 'cream cheese', aliases: [], gramsPerCup: 227 },
  { name: 'ricotta', aliases: ['ricotta cheese'], gramsPerCup: 246 },
  { name: 'peanut butter', aliases: [], gramsPerCup: 270 },
  {
    name: 'cocoa powder',
    aliases: ['cocoa', 'unsweetened cocoa', 'cacao powder', 'dutch process cocoa'],
    gramsPerCup: 84,
  },
  { name: 'chocolate chips', aliases: ['chocolate chip', 'choc chips'], gramsPerCup: 170 },
  {
    name: 'white rice (uncooked)',
    aliases: [
      'rice',
      'white rice',
      'long grain rice',
      'long grain white rice',
      'basmati rice',
      'jasmine rice',
      'uncooked rice',
    ],
    gramsPerCup: 185,
  },
  { name: 'brown rice (uncooked)', aliases: ['brown rice'], gramsPerCup: 185 },
  {
    name: 'short-grain rice (uncooked)',
    aliases: [
      'arborio rice',
      'carnaroli rice',
      'risotto rice',
      'sushi rice',
      'short grain rice',
      'paella rice',
      'bomba rice',
    ],
    gramsPerCup: 200,
  },
  { name: 'couscous (uncooked)', aliases: ['couscous'], gramsPerCup: 173 },
  { name: 'bulgur (uncooked)', aliases: ['bulgur', 'bulgur wheat', 'cracked wheat'], gramsPerCup: 140 },
  { name: 'cooked rice', aliases: ['cooked white rice'], gramsPerCup: 158 },
  { name: 'quinoa (uncooked)', aliases: ['quinoa'], gramsPerCup: 170 },
  { name: 'dried lentils', aliases: ['lentils', 'red lentils', 'green lentils'], gramsPerCup: 192 },
  { name: 'whole almonds', aliases: ['almonds'], gramsPerCup: 143 },
  { name: 'sliced almonds', aliases: ['flaked almonds'], gramsPerCup: 92 },
  { name: 'chopped walnuts', aliases: ['walnuts', 'walnut'], gramsPerCup: 117 },
  { name: 'chopped pecans', aliases: ['pecans', 'pecan'], gramsPerCup: 109 },
  { name: 'peanuts', aliases: ['roasted peanuts'], gramsPerCup: 146 },
  { name: 'pine nuts', aliases: ['pignoli'], gramsPerCup: 135 },
  { name: 'pistachios', aliases: ['shelled pistachios'], gramsPerCup: 123 },
  { name: 'hazelnuts', aliases: ['filberts'], gramsPerCup: 135 },
  { name: 'chopped nuts', aliases: ['nuts', 'mixed nuts'], gramsPerCup: 130 },
  { name: 'cashews', aliases: ['cashew nuts'], gramsPerCup: 137 },
  {
    name: 'grated parmesan',
    aliases: ['parmesan', 'parmigiano', 'parmesan cheese', 'parmigiano reggiano', 'parmigiano reggiano cheese'],
    gramsPerCup: 100,
  },
  {
    name: 'grated pecorino',
    aliases: ['pecorino', 'pecorino romano', 'pecorino cheese', 'pecorino romano cheese', 'grana padano'],
    gramsPerCup: 100,
  },
  {
    name: 'shredded gruyère',
    aliases: [
      'gruyere',
      'gruyere cheese',
      'emmental',
      'swiss cheese',
      'monterey jack',
      'jack cheese',
      'fontina',
      'manchego',
    ],
    gramsPerCup: 100,
  },
  {
    name: 'shredded cheddar',
    aliases: ['cheddar', 'cheddar cheese', 'shredded cheese', 'grated cheese', 'cheese'],
    gramsPerCup: 113,
  },
  { name: 'shredded mozzarella', aliases: ['mozzarella'], gramsPerCup: 112 },
  {
    name: 'crumbled feta',
    aliases: ['feta', 'feta cheese', 'goat cheese', 'queso fresco', 'cotija', 'cotija cheese'],
    gramsPerCup: 150,
  },
  { name: 'raisins', aliases: ['sultanas', 'dried currants'], gramsPerCup: 150 },
  { name: 'dried cranberries', aliases: ['craisins'], gramsPerCup: 120 },
  {
    name: 'chopped chocolate',
    aliases: ['chocolate', 'dark chocolate', 'bittersweet chocolate', 'semisweet chocolate', 'chocolate chunks'],
    gramsPerCup: 170,
  },
  { name: 'frozen peas', aliases: ['peas', 'green peas'], gramsPerCup: 145 },
  { name: 'shredded coconut', aliases: ['desiccated coconut', 'coconut flakes'], gramsPerCup: 93 },
  { name: 'dry breadcrumbs', aliases: ['breadcrumbs', 'bread crumbs'], gramsPerCup: 108 },
  { name: 'panko', aliases: ['panko breadcrumbs'], gramsPerCup: 50 },
  {
    name: 'table salt',
    aliases: ['salt', 'fine salt', 'sea salt', 'fine sea salt'],
    gramsPerCup: 292,
    note: 'Kosher and flaky salts weigh far less per spoon than table salt, so swap by weight.',
  },
  {
    name: 'kosher salt',
    aliases: ['diamond crystal kosher salt', 'coarse kosher salt'],
    gramsPerCup: 135,
    note: 'Diamond Crystal, about 2.8 g per teaspoon; Morton kosher salt is about 4.8 g per teaspoon.',
  },
  { name: 'instant yeast', aliases: ['yeast', 'active dry yeast', 'dry yeast', 'rapid rise yeast'], gramsPerCup: 150 },
  { name: 'baking soda', aliases: ['bicarbonate of soda', 'bicarb', 'sodium bicarbonate'], gramsPerCup: 220 },
  { name: 'baking powder', aliases: [], gramsPerCup: 220 },
  { name: 'ground cinnamon', aliases: ['cinnamon'], gramsPerCup: 125 },
  { name: 'mayonnaise', aliases: ['mayo'], gramsPerCup: 220 },
  { name: 'ketchup', aliases: ['tomato ketchup'], gramsPerCup: 240 },
  { name: 'pumpkin puree', aliases: ['canned pumpkin'], gramsPerCup: 245 },
  { name: 'mashed banana', aliases: ['banana', 'bananas'], gramsPerCup: 225 },
  { name: 'unsweetened applesauce', aliases: ['applesauce', 'apple sauce'], gramsPerCup: 244 },
  { name: 'ground flaxseed', aliases: ['flaxseed', 'flax seed', 'linseed', 'ground flax'], gramsPerCup: 112 },
  { name: 'sesame seeds', aliases: [], gramsPerCup: 144 },
  { name: 'sunflower seeds', aliases: [], gramsPerCup: 140 },
  { name: 'beaten egg', aliases: ['egg', 'eggs', 'whole egg'], gramsPerCup: 243 },
];

function normalizeFoodText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/["“”'‘’]/g, '')
    .replace(/[-‐–]/g, ' ')
    .replace(/[^a-z0-9% ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words after the food that do not change what it weighs ("butter softened", "rice uncooked"). */
const TRAILING_PREP = new Set([
  'softened',
  'melted',
  'sifted',
  'packed',
  'chilled',
  'cold',
  'cubed',
  'diced',
  'chopped',
  'toasted',
  'divided',
  'grated',
  'shredded',
  'crumbled',
  'uncooked',
  'dry',
  'rinsed',
  'drained',
  'total',
  'mixed',
  'dissolved',
  'whisked',
  'beaten',
  'sliced',
  'tossed',
  'minced',
  'sifted',
  'leveled',
  'levelled',
  'heaped',
]);

/** True when a phrase names no food, only how it is handled ("softened", "" after "2 tbsp"). */
export function namesNoFood(phrase: string): boolean {
  return normalizeFoodText(phrase)
    .split(' ')
    .every((word) => word === '' || TRAILING_PREP.has(word));
}

const aliasIndex = new Map<string, Density>();
for (const density of DENSITIES) {
  for (const alias of [density.name, ...density.aliases]) aliasIndex.set(normalizeFoodText(alias), density);
}

/**
 * The density of the food a phrase names, or null. The food must END the phrase ("rice vinegar" is
 * not rice, "almond milk" is not almonds), bar a trailing prep word; the longest alias wins, so
 * "brown sugar" beats "sugar" and "kosher salt" beats "salt". A plural ending is tolerated.
 */
export const densityFor: (phrase: string) => Density | null = memoize(lookUpDensity);

function lookUpDensity(phrase: string): Density | null {
  const words = normalizeFoodText(phrase).split(' ').filter(Boolean);
  while (words.length && TRAILING_PREP.has(words[words.length - 1])) words.pop();
  for (let start = 0; start < words.length; start++) {
    const candidate = words.slice(start).join(' ');
    const found =
      aliasIndex.get(candidate) ??
      aliasIndex.get(candidate.replace(/es$/, '')) ??
      aliasIndex.get(candidate.replace(/s$/, ''));
    if (found) return found;
  }
  return null;
}
