/**
 * Conservative classification of imported recipes that carry no meal type, diet or cuisine of
 * their own. Every rule prefers leaving a field empty to labelling a recipe wrongly: a vegetarian
 * who filters by "Vegetarian" must never see a recipe with chicken stock in it, while a missing
 * label only costs a recipe some visibility.
 *
 * - Meal type: from publisher tags ("Dessert", "soups-stews", "Main Dish Recipes") and from title
 *   keywords (pancakes → Breakfast, chowder → Soup, brownies → Dessert), with savoury vetoes
 *   ("crab cakes" and "pot pie" are not desserts). Dinner is given by a tag, or, when nothing else
 *   matched and no tag says side/drink/sauce, by a title naming a main (chicken, lasagna, curry...).
 * - Dietary: Vegetarian when neither the title nor any ingredient names meat, fish, seafood, meat
 *   stock or gelatin (no tag needed: that is a fact about the ingredient list). Vegan, Dairy-Free and
 *   Gluten-Free only when a tag says so AND no ingredient contradicts it. Low-Carb and Keto only from
 *   tags (we cannot check them without nutrition).
 * - Cuisine: only from a tag that is exactly a cuisine ("Italian", "mexican", "Thai Recipes"), a
 *   specific one ("Italian") winning over a broad one ("American", "Asian"). Titles are never used:
 *   "Italian sausage" and "French toast" name ingredients and dishes, not cuisines.
 */
import type { DIETARY_OPTIONS, MEAL_TYPES } from '@common/contracts/recipes';

export type MealType = (typeof MEAL_TYPES)[number];
export type Dietary = (typeof DIETARY_OPTIONS)[number];

export interface ClassifyInput {
  title: string;
  tags: readonly string[];
  ingredients: readonly string[];
}

export interface Classification {
  mealType: MealType[];
  dietary: Dietary[];
  cuisine: string | null;
}

const MEAL_ORDER: readonly MealType[] = [
  'Breakfast',
  'Lunch',
  'Dinner',
  'Snack',
  'Dessert',
  'Appetizer',
  'Soup',
  'Salad',
];
const DIET_ORDER: readonly Dietary[] = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Low-Carb', 'Keto', 'Dairy-Free'];

/** "Easy Main Dish Recipes" → "main dish"; "soups-stews" → "soups stews"; "Wheat/Gluten-Free" → "wheat gluten free". */
export function normalizeTag(tag: string): string {
  const lower = tag.toLowerCase();
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .replace(/[-_/&,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:(?:quick and )?easy|healthy|quick|simple|best) /, '')
    .replace(/ (?:recipes?|ideas|cuisine|food)$/, '');
}

// ---------------------------------------------------------------- meal type

const TAG_MEAL_RULES: ReadonlyArray<[MealType, RegExp]> = [
  ['Breakfast', /^(?:breakfast|brunch|breakfast brunch)$/],
  ['Lunch', /^(?:lunch|lunches|sandwich|sandwiches)$/],
  ['Dinner', /^(?:dinner|dinners|main dish|main dishes|main course|mains?|one dish meal|entrees?)$/],
  ['Snack', /^(?:snack|snacks)$/],
  [
    'Dessert',
    /^(?:(?:[a-z]+ )?desserts?|cakes?|cookies?|cookies and brownies|brownies?|cupcakes?|candy|candies|ice cream|pies and tarts)$/,
  ],
  ['Appetizer', /^(?:appetizers?|starters?|hors d'?oeuvres?|hors d oeuvres?)$/],
  ['Soup', /^(?:(?:[a-z]+ )?(?:soups?|stews?|chowders?)|soups? stews?)$/],
  ['Salad', /^(?:[a-z]+ )?salads?$/],
];

/** Tags saying the dish is not a main course: never fall back to Dinner for these. */
const NOT_A_MAIN_TAG =
  /^(?:side|sides|side dish(?:es)?|drinks?|beverages?|cocktails?|condiments?|condiment spread|sauces?|breads?|spice|spices)$/;

const TITLE_MEAL_RULES: ReadonlyArray<[MealType, RegExp, RegExp?]> = [
  [
    'Breakfast',
    /\b(?:breakfast|brunch|pancakes?|waffles?|omelets?|omelettes?|frittatas?|french toast|granola|oatmeal|porridge|hash browns?|eggs benedict|scrambled eggs)\b/,
  ],
  ['Lunch', /\b(?:sandwich|sandwiches|paninis?|wraps?)\b/],
  ['Snack', /\b(?:snacks?|trail mix|popcorn|energy (?:bites|balls)|granola bars?|jerky|snack mix|chex mix)\b/],
  [
    'Dessert',
    /\b(?:cakes?|cupcakes?|cheesecakes?|cookies?|brownies?|blondies|fudge|ice cream|sorbets?|gelato|tiramisu|puddings?|cobblers?|crumbles?|crisps?|pies?|tarts?|tartlets?|custards?|creme brulee|crème brûlée|panna cotta|meringues?|macarons?|macaroons?|truffles|candy|candies|toffee|brittle|frosting|icing|sundaes?|parfaits?|mousse|biscotti|shortbread|cannoli|baklava|flan)\b/,
    // Savoury dishes that share those words.
    /\b(?:pot pies?|shepherd'?s|cottage pie|pork pie|potato(?:es)?|corn|onions?|tomato(?:es)?|spinach|mushrooms?|leeks?|savou?ry|yorkshire|black pudding|rice cakes?|fish|crab|salmon|tuna|chicken|beef|pork|lamb|turkey|ham|bacon|sausage|cheese tart|polenta|zucchini|squash|quiche|pizza|herb|garlic|beans?)\b/,
  ],
  [
    'Appetizer',
    /\b(?:appetizers?|dips?|bruschetta|crostini|canap[eé]s?|hors d'?oeuvres?|deviled eggs|nachos|cheese balls?|tapenade|spring rolls?|egg rolls?|potstickers|stuffed mushrooms|pinwheels)\b/,
  ],
  [
    'Soup',
    /\b(?:soups?|stews?|chowders?|bisques?|gazpacho|minestrone|gumbo|borscht|pho|ramen|consomm[eé]|vichyssoise|mulligatawny)\b/,
  ],
  ['Salad', /\b(?:salads?|slaw|coleslaw)\b/, /\b(?:dressing|vinaigrette)\b/],
];

const MAIN_TITLE =
  /\b(?:chicken|beef|pork|lamb|veal|turkey|duck|steaks?|ribs|chops?|brisket|meatloaf|meatballs?|roast|pot roast|salmon|cod|halibut|tilapia|trout|snapper|shrimp|prawns|scallops|lobster|fish|casseroles?|lasagna|lasagne|spaghetti|linguine|fettuccine|penne|rigatoni|ravioli|pasta|risotto|paella|jambalaya|curry|stir[- ]fry|tacos?|enchiladas?|burritos?|fajitas?|quesadillas?|pot pie|pizza|burgers?|chili|stroganoff|goulash|tagine|biryani|kebabs?|sausages?|tofu|gnocchi|macaroni and cheese|mac and cheese|schnitzel|cutlets?|fillets?|moussaka|shepherd'?s pie|cacciatore|parmigiana)\b/;
/** Titles naming a component or a side, even when a main-course word appears ("Chicken Marinade"). */
const NOT_A_MAIN_TITLE =
  /\b(?:sauces?|marinades?|rubs?|gravy|dressings?|vinaigrettes?|seasonings?|stocks?|broths?|glazes?|brines?|spreads?|butter|salsas?|stuffing|breads?|muffins?|scones?|biscuits?|rolls?|crackers?|spice mix)\b/;

export function inferMealTypes(title: string, tags: readonly string[]): MealType[] {
  return mealTypesFor(title, tags.map(normalizeTag));
}

function mealTypesFor(title: string, normalizedTags: readonly string[]): MealType[] {
  const found = new Set<MealType>();
  for (const tag of normalizedTags) {
    for (const [mealType, pattern] of TAG_MEAL_RULES) if (pattern.test(tag)) found.add(mealType);
  }
  const lowerTitle = title.toLowerCase();
  for (const [mealType, pattern, veto] of TITLE_MEAL_RULES) {
    if (pattern.test(lowerTitle) && !veto?.test(lowerTitle)) found.add(mealType);
  }
  if (
    found.size === 0 &&
    !normalizedTags.some((tag) => NOT_A_MAIN_TAG.test(tag)) &&
    MAIN_TITLE.test(lowerTitle) &&
    !NOT_A_MAIN_TITLE.test(lowerTitle)
  ) {
    found.add('Dinner');
  }
  return MEAL_ORDER.filter((mealType) => found.has(mealType));
}

// ---------------------------------------------------------------- dietary

/** Meat, poultry, fish, seafood, animal fats, gelatin, and products made from them. */
const MEAT_OR_FISH = new RegExp(
  '\\b(?:' +
    [
      'meats?',
      'meatballs?',
      'meatloaf',
      'beef',
      'veal',
      'pork',
      'hams?',
      'bacon',
      'pancetta',
      'prosciutto',
      'guanciale',
      'lardons?',
      'lard',
      'suet',
      'sausages?',
      'chorizo',
      'salami',
      'pepperoni',
      'pastrami',
      'corned',
      'bologna',
      'mortadella',
      'hot ?dogs?',
      'frankfurters?',
      'wieners?',
      'bratwursts?',
      'kielbasa',
      'andouille',
      'hamburgers?',
      'lamb',
      'mutton',
      'venison',
      'bison',
      'rabbit',
      'chickens?',
      'turkey',
      'ducks?',
      'duckling',
      'goose',
      'quail',
      'pheasant',
      'cornish hens?',
      'game hens?',
      'hens?',
      'capon',
      'poultry',
      'broiler[- ]fryers?',
      '(?<!deep[- ])fryers?',
      'steaks?',
      'sirloin',
      'tenderloin',
      'brisket',
      'spareribs',
      'short ribs',
      'back ribs',
      'oxtails?',
      'tripe',
      'livers?',
      'giblets',
      'sweetbreads',
      'foie gras',
      'p[aâ]t[eé]',
      'jerky',
      'gelatine?',
      'jell-?o',
      'marshmallows?',
      'anchov(?:y|ies)',
      'fish',
      'fillets?',
      'filets?',
      'salmon',
      'tuna',
      'cod',
      'halibut',
      'tilapia',
      'trout',
      'sardines?',
      'mackerel',
      'snapper',
      'bass',
      'swordfish',
      'mahi[- ]?mahi',
      'catfish',
      'haddock',
      'flounder',
      'sole',
      'eel',
      'caviar',
      'roe',
      'shrimps?',
      'prawns?',
      'crabs?',
      'crabmeat',
      'lobsters?',
      'scallops?',
      'clams?',
      'mussels?',
      'oysters?(?! mushrooms?)',
      'squid',
      'calamari',
      'octopus',
      'escargots?',
      'snails?',
      'worcestershire',
      'caesar',
      'dashi',
      'bonito',
      'katsuobushi',
      'schmaltz',
      'drippings',
      'bone marrow',
      'carcass',
    ].join('|') +
    ')\\b',
);
/** Stock and broth are meat unless the line says otherwise ("vegetable broth"). */
const STOCK = /\b(?:stocks?|broths?|bouillon|consomm[eé])\b/;
const PLANT_STOCK = /\b(?:vegetable|veggie|mushroom|vegetarian|vegan|miso|kombu|seaweed)\b/;

const DAIRY =
  /\b(?:milk|butter|buttermilk|creams?|cheeses?|yogh?urts?|ghee|whey|casein|parmesan|parmigiano|mozzarella|ricotta|feta|cheddar|gruy[eè]re|pecorino|mascarpone|brie|custard|half[- ]and[- ]half|kefir|cr[eè]me fra[iî]che|sour cream|ice cream)\b/;
const EGG_OR_HONEY = /\b(?:eggs?|egg whites?|egg yolks?|yolks?|honey|mayonnaise|mayo|meringue)\b/;
/** A line naming a plant-based stand-in is not dairy ("almond milk", "peanut butter", "cream of tartar"). */
const PLANT_BASED =
  /\b(?:almond|soy|soya|oat|coconut|rice|cashew|hemp|peanut|nut|vegan|non-?dairy|dairy-free|plant-based|cocoa|cacao|shea|apple|pumpkin|sunflower|tartar|egg replacer|flax)\b/;

const GLUTEN =
  /\b(?:flour|wheat|barley|rye|spelt|farro|bulgur|couscous|semolina|seitan|breadcrumbs?|bread|breads|croutons?|panko|pasta|spaghetti|macaroni|noodles?|lasagna|lasagne|tortellini|ravioli|orzo|crackers?|biscuits?|cookies?|cake mix|pie crust|pastry|phyllo|filo|beer|malt|soy sauce|teriyaki|graham|pretzels?|matzo|matzah|tortillas?|buns?|rolls|pita|bagels?|muffins?)\b/;
const GLUTEN_FREE_LINE =
  /\b(?:gluten[- ]free|rice flour|almond flour|almond meal|coconut flour|corn ?flour|cornmeal|masa|chickpea flour|garbanzo|tapioca|potato starch|potato flour|rice noodles?|rice pasta|corn tortillas?|tamari|quinoa|arrowroot|sorghum|millet)\b/;

/** Ingredient lines, lower-cased, one per line of `text`: one regex scan answers "does any line match". */
interface Lines {
  text: string;
  lines: readonly string[];
}

/** Whether a line matches `pattern` without also matching `unless` (which applies line by line). */
function hasWord({ text, lines }: Lines, pattern: RegExp, unless?: RegExp): boolean {
  if (!pattern.test(text)) return false;
  if (!unless) return true;
  return lines.some((line) => pattern.test(line) && !unless.test(line));
}

export function inferDietary(title: string, tags: readonly string[], ingredients: readonly string[]): Dietary[] {
  return dietaryFor(title, new Set(tags.map(normalizeTag)), ingredients);
}

function dietaryFor(title: string, normalizedTags: ReadonlySet<string>, ingredients: readonly string[]): Dietary[] {
  const text = ingredients.join('\n').toLowerCase();
  const lines: Lines = { text, lines: text.split('\n') };
  const tagged = (...names: string[]) => names.some((name) => normalizedTags.has(name));
  const found = new Set<Dietary>();

  const vegetarian =
    !MEAT_OR_FISH.test(title.toLowerCase()) && !hasWord(lines, MEAT_OR_FISH) && !hasWord(lines, STOCK, PLANT_STOCK);
  if (vegetarian) found.add('Vegetarian');

  const dairyFree = !hasWord(lines, DAIRY, PLANT_BASED);
  if (vegetarian && dairyFree && tagged('vegan') && !hasWord(lines, EGG_OR_HONEY, PLANT_BASED)) {
    found.add('Vegan');
    found.add('Dairy-Free');
  }
  if (dairyFree && tagged('dairy free', 'non dairy', 'lactose free')) found.add('Dairy-Free');
  if (tagged('wheat gluten free', 'gluten free', 'wheat free') && !hasWord(lines, GLUTEN, GLUTEN_FREE_LINE)) {
    found.add('Gluten-Free');
  }
  if (tagged('low carb', 'low carbs', 'low carbohydrate')) found.add('Low-Carb');
  if (tagged('keto', 'ketogenic', 'keto friendly')) found.add('Keto');
  return DIET_ORDER.filter((diet) => found.has(diet));
}

// ---------------------------------------------------------------- cuisine

const SPECIFIC_CUISINES: Readonly<Record<string, string>> = {
  italian: 'Italian',
  french: 'French',
  chinese: 'Chinese',
  indian: 'Indian',
  mexican: 'Mexican',
  japanese: 'Japanese',
  thai: 'Thai',
  mediterranean: 'Mediterranean',
  greek: 'Greek',
  spanish: 'Spanish',
  korean: 'Korean',
  vietnamese: 'Vietnamese',
  british: 'British',
  english: 'British',
  irish: 'Irish',
  scottish: 'Scottish',
  german: 'German',
  moroccan: 'Moroccan',
  'middle eastern': 'Middle Eastern',
  lebanese: 'Lebanese',
  turkish: 'Turkish',
  cajun: 'Cajun',
  creole: 'Creole',
  caribbean: 'Caribbean',
  cuban: 'Cuban',
  brazilian: 'Brazilian',
  peruvian: 'Peruvian',
  ethiopian: 'Ethiopian',
  filipino: 'Filipino',
  indonesian: 'Indonesian',
  malaysian: 'Malaysian',
  russian: 'Russian',
  polish: 'Polish',
  hungarian: 'Hungarian',
  scandinavian: 'Scandinavian',
  swedish: 'Swedish',
  portuguese: 'Portuguese',
  'tex mex': 'Tex-Mex',
  southwestern: 'Southwestern',
  'southern united states': 'Southern',
  southern: 'Southern',
  hawaiian: 'Hawaiian',
};
const BROAD_CUISINES: Readonly<Record<string, string>> = {
  american: 'American',
  'north american': 'American',
  asian: 'Asian',
  european: 'European',
  african: 'African',
  'latin american': 'Latin American',
  'south american': 'Latin American',
};

export function cuisineFromTags(tags: readonly string[]): string | null {
  return cuisineFor(tags.map(normalizeTag));
}

function cuisineFor(normalizedTags: readonly string[]): string | null {
  let broad: string | null = null;
  for (const key of normalizedTags) {
    if (SPECIFIC_CUISINES[key]) return SPECIFIC_CUISINES[key];
    broad ??= BROAD_CUISINES[key] ?? null;
  }
  return broad;
}

export function classifyRecipe({ title, tags, ingredients }: ClassifyInput): Classification {
  const normalizedTags = tags.map(normalizeTag);
  return {
    mealType: mealTypesFor(title, normalizedTags),
    dietary: dietaryFor(title, new Set(normalizedTags), ingredients),
    cuisine: cuisineFor(normalizedTags),
  };
}
