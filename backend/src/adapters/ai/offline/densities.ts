import { ML_PER_CUP } from './conversions';
import { findByAlias, type AliasMatch } from './text';

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

/**
 * Typical weights from US baking charts and USDA FoodData Central portions. Cup measures vary by ±10 %
 * with how the cup is filled, so answers always call these approximate.
 */
export const DENSITIES: readonly Density[] = [
  {
    name: 'all-purpose flour',
    aliases: ['flour', 'plain flour', 'ap flour', 'white flour', 'wheat flour'],
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
  { name: 'maple syrup', aliases: [], gramsPerCup: 312 },
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
    aliases: ['oil', 'canola oil', 'sunflower oil', 'rapeseed oil', 'neutral oil'],
    gramsPerCup: 218,
  },
  { name: 'olive oil', aliases: ['extra virgin olive oil', 'evoo'], gramsPerCup: 216 },
  { name: 'coconut oil', aliases: [], gramsPerCup: 218 },
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
    aliases: ['rice', 'white rice', 'long grain rice', 'basmati rice', 'jasmine rice', 'uncooked rice'],
    gramsPerCup: 185,
  },
  { name: 'brown rice (uncooked)', aliases: ['brown rice'], gramsPerCup: 185 },
  { name: 'cooked rice', aliases: ['cooked white rice'], gramsPerCup: 158 },
  { name: 'quinoa (uncooked)', aliases: ['quinoa'], gramsPerCup: 170 },
  { name: 'dried lentils', aliases: ['lentils', 'red lentils', 'green lentils'], gramsPerCup: 192 },
  { name: 'whole almonds', aliases: ['almonds'], gramsPerCup: 143 },
  { name: 'sliced almonds', aliases: ['flaked almonds'], gramsPerCup: 92 },
  { name: 'chopped walnuts', aliases: ['walnuts', 'walnut'], gramsPerCup: 117 },
  { name: 'chopped pecans', aliases: ['pecans', 'pecan'], gramsPerCup: 109 },
  { name: 'peanuts', aliases: ['roasted peanuts'], gramsPerCup: 146 },
  { name: 'cashews', aliases: ['cashew nuts'], gramsPerCup: 137 },
  { name: 'grated parmesan', aliases: ['parmesan', 'parmigiano', 'parmesan cheese'], gramsPerCup: 100 },
  {
    name: 'shredded cheddar',
    aliases: ['cheddar', 'cheddar cheese', 'shredded cheese', 'grated cheese', 'cheese'],
    gramsPerCup: 113,
  },
  { name: 'shredded mozzarella', aliases: ['mozzarella'], gramsPerCup: 112 },
  { name: 'crumbled feta', aliases: ['feta'], gramsPerCup: 150 },
  { name: 'raisins', aliases: ['sultanas', 'dried currants'], gramsPerCup: 150 },
  { name: 'shredded coconut', aliases: ['desiccated coconut', 'coconut flakes'], gramsPerCup: 93 },
  { name: 'dry breadcrumbs', aliases: ['breadcrumbs', 'bread crumbs'], gramsPerCup: 108 },
  { name: 'panko', aliases: ['panko breadcrumbs'], gramsPerCup: 50 },
  {
    name: 'table salt',
    aliases: ['salt', 'fine salt'],
    gramsPerCup: 292,
    note: 'Kosher and flaky salts weigh far less per spoon than table salt, so swap by weight.',
  },
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

export function findDensity(text: string): AliasMatch<Density> | null {
  return findByAlias(text, DENSITIES, (density) => [density.name, ...density.aliases]);
}

export function gramsFromMillilitres(millilitres: number, density: Density): number {
  return (millilitres / ML_PER_CUP) * density.gramsPerCup;
}

export function millilitresFromGrams(grams: number, density: Density): number {
  return (grams / density.gramsPerCup) * ML_PER_CUP;
}
