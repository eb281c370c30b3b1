/**
 * The labelled hard set: queries as cooks type them, in eight classes, each with the rule its
 * answers were judged by. A rule reads a recipe's title, ingredient lines and steps as a cook
 * would: the dish named, what must be in it, what must not (a vegetarian answer has no meat, an
 * exclusion answer lacks the item). `bench/label-hard-set.ts` applies the rules to every recipe
 * of the benchmark dataset and writes the matching positions to labels.json; the scorer
 * reads positions only, never recipe text.
 */
export const HARD_CLASSES = [
  'natural',
  'constraint',
  'exclusion',
  'two typos',
  'foreign names',
  'ingredient-led',
  'technique',
  'vague',
] as const;
export type HardClass = (typeof HARD_CLASSES)[number];

export interface JudgedRecipe {
  title: string;
  ingredients: string;
  directions: string;
}

export interface HardQuery {
  query: string;
  kind: HardClass;
  /** Whether a recipe answers the query, read from its title, ingredients and steps. */
  judge: (recipe: JudgedRecipe) => boolean;
}

const MEAT =
  /\b(?:chicken|beef|pork|bacon|ham|hams|sausages?|lamb|veal|turkey|duck|prosciutto|pancetta|salami|pepperoni|chorizo|anchov(?:y|ies)|fish|salmon|tuna|shrimps?|prawns?|crab|lobster|clams?|mussels?|oysters?|scallops?|gelatin|steaks?|meat|meats|venison|goose|cod|tilapia|halibut|squid|octopus|lard|hamburger|meatballs?|bouillon|stock|broth|worcestershire|fish sauce|oyster sauce|kielbasa|bratwurst|hot dogs?|frankfurters?|sirloin|brisket|ribs?)\b/i;
const VEG_STOCK = /\b(?:vegetable|veggie|mushroom|vegetarian|vegan)\s+(?:stock|broth|bouillon)/gi;
const DAIRY =
  /\b(?:milk|butter|buttermilk|cheese|cheeses|cream|yogurt|yoghurt|ghee|parmesan|mozzarella|cheddar|ricotta|whey|casein|sour cream|half-and-half|half and half|creme fraiche|mascarpone)\b/i;
const NON_DAIRY =
  /\b(?:almond|soy|soya|coconut|oat|rice|cashew|vegan|dairy-free|non-dairy|nondairy|peanut|cocoa)\s+(?:milk|butter|cream|cheese|yogurt|creamer)|\b(?:cream of tartar|butternut|butterscotch chips|nut butter|apple butter|cocoa butter|margarine)\b/gi;
const EGG_OR_HONEY = /\b(?:eggs?|egg whites?|egg yolks?|yolks?|honey|mayonnaise|mayo)\b/i;
const GLUTEN =
  /\b(?:flour|wheat|bread|breadcrumbs|bread crumbs|panko|pasta|noodles|barley|rye|semolina|couscous|cracker|crackers|biscuit|baking mix|bisquick|cake mix|graham|cookies|spaghetti|macaroni|tortillas?|seitan|malt|beer|soy sauce)\b/i;
const GLUTEN_FREE_OK =
  /\b(?:gluten[- ]free|rice flour|almond flour|coconut flour|oat flour|buckwheat|tapioca|potato starch|cornstarch|corn tortillas?|chickpea flour|sorghum|millet|quinoa flour|tamari|arrowroot|xanthan)[^,;]*/gi;

const title = (pattern: RegExp) => (recipe: JudgedRecipe) => pattern.test(recipe.title);
const has = (pattern: RegExp) => (recipe: JudgedRecipe) => pattern.test(recipe.ingredients);
const lacks = (pattern: RegExp) => (recipe: JudgedRecipe) => !pattern.test(recipe.ingredients);
const steps = (pattern: RegExp) => (recipe: JudgedRecipe) => pattern.test(recipe.directions);
const all =
  (...rules: Array<(recipe: JudgedRecipe) => boolean>) =>
  (recipe: JudgedRecipe) =>
    rules.every((rule) => rule(recipe));
const any =
  (...rules: Array<(recipe: JudgedRecipe) => boolean>) =>
  (recipe: JudgedRecipe) =>
    rules.some((rule) => rule(recipe));

const vegetarian = (recipe: JudgedRecipe) =>
  !MEAT.test(recipe.title) && !MEAT.test(recipe.ingredients.replace(VEG_STOCK, ' '));
const dairyFree = (recipe: JudgedRecipe) => !DAIRY.test(recipe.ingredients.replace(NON_DAIRY, ' '));
const vegan = (recipe: JudgedRecipe) =>
  vegetarian(recipe) && dairyFree(recipe) && !EGG_OR_HONEY.test(recipe.ingredients);
const glutenFree = (recipe: JudgedRecipe) => !GLUTEN.test(recipe.ingredients.replace(GLUTEN_FREE_OK, ' '));
const NUTS = /\b(?:nuts?|walnuts?|pecans?|almonds?|hazelnuts?|peanuts?|cashews?|pistachios?|macadamias?)\b/i;

export const HARD_QUERIES: HardQuery[] = [
  // natural phrasing: filler words that no recipe says
  {
    query: 'vegetarian lasagna without ricotta',
    kind: 'natural',
    judge: all(title(/lasagn/i), vegetarian, lacks(/ricotta/i)),
  },
  {
    query: 'something with leftover rice',
    kind: 'natural',
    judge: any(
      has(/\b(?:cooked|leftover|day-old|cold)\b[^,;]*\brice\b/i),
      all(title(/fried rice|rice pudding|arancini|rice balls?/i), has(/\brice\b/i)),
    ),
  },
  {
    query: 'what can I make with chickpeas and spinach',
    kind: 'natural',
    judge: all(has(/chick ?peas?|garbanzo/i), has(/spinach/i)),
  },
  { query: 'how do I make banana bread', kind: 'natural', judge: title(/banana[^,]*bread/i) },
  {
    query: 'I want a chocolate cake recipe',
    kind: 'natural',
    judge: title(/chocolate[^,]*cake(?!s)|cake[^,]*chocolate/i),
  },
  { query: 'recipe for homemade pizza dough', kind: 'natural', judge: title(/pizza[^,]*(?:dough|crust)/i) },
  {
    query: 'easy weeknight chicken pasta',
    kind: 'natural',
    judge: all(
      title(/chicken/i),
      has(
        /\b(?:pasta|penne|spaghetti|fettuccine|fettucine|linguine|rigatoni|ziti|macaroni|farfalle|rotini|fusilli|angel hair|orzo|tortellini|egg noodles)\b/i,
      ),
    ),
  },
  {
    query: 'a good recipe for beef stew',
    kind: 'natural',
    judge: all(title(/\bstew\b|bourguignon/i), has(/beef|chuck/i)),
  },

  // constraints: dietary words
  {
    query: 'easy gluten-free pancakes',
    kind: 'constraint',
    judge: all(title(/pancakes?\b/i), (recipe) => !/syrup|sauce|topping|mix\b/i.test(recipe.title), glutenFree),
  },
  { query: 'vegetarian chili', kind: 'constraint', judge: all(title(/\bchil[ie]\b/i), vegetarian) },
  { query: 'vegan brownies', kind: 'constraint', judge: all(title(/brownie/i), vegan) },
  { query: 'vegetarian tacos', kind: 'constraint', judge: all(title(/\btacos?\b/i), vegetarian) },
  { query: 'vegan curry', kind: 'constraint', judge: all(title(/curr(?:y|ied)/i), vegan) },
  {
    query: 'gluten free chocolate cake',
    kind: 'constraint',
    judge: all(title(/chocolate[^,]*cake|cake[^,]*chocolate/i), glutenFree),
  },
  { query: 'vegetarian breakfast burrito', kind: 'constraint', judge: all(title(/burrito/i), vegetarian) },
  { query: 'dairy-free muffins', kind: 'constraint', judge: all(title(/muffin/i), dairyFree) },

  // exclusions: "without X", "no X", "X-free"
  { query: 'pesto without pine nuts', kind: 'exclusion', judge: all(title(/pesto/i), lacks(/pine ?nuts?|pignoli/i)) },
  { query: 'guacamole no cilantro', kind: 'exclusion', judge: all(title(/guacamole/i), lacks(/cilantro|coriander/i)) },
  { query: 'brownies without nuts', kind: 'exclusion', judge: all(title(/brownie/i), lacks(NUTS)) },
  {
    query: 'egg-free cookies',
    kind: 'exclusion',
    judge: all(title(/cookie/i), lacks(/\beggs?\b|egg (?:whites?|yolks?)|\byolks?\b/i)),
  },
  {
    query: 'chicken curry without coconut',
    kind: 'exclusion',
    judge: all(title(/chicken/i), title(/curr(?:y|ied)/i), lacks(/coconut/i)),
  },
  {
    query: 'potato salad no mayo',
    kind: 'exclusion',
    judge: all(title(/potato[^,]*salad/i), lacks(/mayo|mayonnaise|miracle whip|salad dressing/i)),
  },
  { query: 'banana bread no walnuts', kind: 'exclusion', judge: all(title(/banana[^,]*bread/i), lacks(/walnut/i)) },
  {
    query: 'coleslaw without mayonnaise',
    kind: 'exclusion',
    judge: all(title(/cole ?slaw/i), lacks(/mayo|mayonnaise|miracle whip|salad dressing/i)),
  },

  // two typos in one query
  { query: 'choclate chip cookeis', kind: 'two typos', judge: title(/chocolate[- ]chip[^,]*cookie/i) },
  {
    query: 'spagetti bolognase',
    kind: 'two typos',
    judge: any(title(/bolognese/i), all(title(/spaghetti/i), title(/meat sauce|ragu/i))),
  },
  { query: 'chiken enchilladas', kind: 'two typos', judge: all(title(/chicken/i), title(/enchilada/i)) },
  { query: 'bananna bred', kind: 'two typos', judge: title(/banana[^,]*bread/i) },
  { query: 'brocoli casserol', kind: 'two typos', judge: all(title(/broccoli/i), title(/casserole/i)) },
  { query: 'cinamon rols', kind: 'two typos', judge: title(/cinnamon[^,]*rolls?/i) },
  { query: 'potatoe sallad', kind: 'two typos', judge: title(/potato[^,]*salad/i) },
  { query: 'pumkin pye', kind: 'two typos', judge: title(/pumpkin[^,]*pie/i) },
  { query: 'lemmon meringe pie', kind: 'two typos', judge: title(/lemon[^,]*meringue/i) },

  // foreign names, aliases and accents
  {
    query: 'boeuf bourguignon',
    kind: 'foreign names',
    judge: all(title(/bourguignon|burgundy|bourguignonne/i), has(/beef|chuck|boeuf/i)),
  },
  {
    query: 'beef burgundy',
    kind: 'foreign names',
    judge: all(title(/bourguignon|burgundy|bourguignonne/i), has(/beef|chuck|boeuf/i)),
  },
  {
    query: 'pad kra pao',
    kind: 'foreign names',
    judge: any(
      title(/kra ?pao|ka ?prow|kra ?pow|gra ?pow|krapow|kaprao/i),
      all(
        title(/basil/i),
        title(/thai/i),
        title(/chicken|pork|beef|tofu/i),
        (recipe) => !/spaghetti|pasta|pesto/i.test(recipe.title),
      ),
    ),
  },
  {
    query: 'aubergine parmigiana',
    kind: 'foreign names',
    judge: all(title(/eggplant|aubergine/i), title(/parm/i)),
  },
  {
    query: 'courgette fritters',
    kind: 'foreign names',
    judge: all(title(/zucchini|courgette/i), title(/fritter|pancake|latke/i)),
  },
  {
    query: 'garbanzo curry',
    kind: 'foreign names',
    judge: all(title(/chick ?pea|garbanzo|chana|chole|channa/i), title(/curr(?:y|ied)|masala/i)),
  },
  { query: 'crème brûlée', kind: 'foreign names', judge: title(/cr[eè]me br[uû]l[eé]e/i) },
  { query: 'jalapeño poppers', kind: 'foreign names', judge: all(title(/jalape[nñ]o/i), title(/popper/i)) },
  { query: 'shakshuka', kind: 'foreign names', judge: title(/sh?akshou?ka/i) },

  // ingredient-led: foods the cook has
  {
    query: 'chicken thighs and mushrooms',
    kind: 'ingredient-led',
    judge: all(has(/chicken thigh/i), has(/mushroom/i)),
  },
  {
    query: 'ground beef potatoes',
    kind: 'ingredient-led',
    judge: all(has(/ground beef|lean beef|hamburger/i), has(/potato/i)),
  },
  { query: 'salmon asparagus', kind: 'ingredient-led', judge: all(has(/salmon/i), has(/asparagus/i)) },
  {
    query: 'leftover turkey',
    kind: 'ingredient-led',
    judge: has(/\b(?:cooked|leftover|roasted|roast)\b[^,;]*\bturkey|\bturkey\b[^,;]*\b(?:cooked|leftover)\b/i),
  },
  { query: 'tofu broccoli', kind: 'ingredient-led', judge: all(has(/tofu/i), has(/broccoli/i)) },
  {
    query: 'zucchini tomatoes basil',
    kind: 'ingredient-led',
    judge: all(has(/zucchini/i), has(/tomato/i), has(/basil/i)),
  },
  {
    query: 'sweet potato black beans',
    kind: 'ingredient-led',
    judge: all(has(/sweet potato|yam/i), has(/black beans/i)),
  },
  {
    query: 'cabbage and sausage',
    kind: 'ingredient-led',
    judge: all(has(/cabbage/i), has(/sausage|kielbasa|bratwurst/i)),
  },

  // technique named with the dish
  {
    query: 'slow cooker pulled pork',
    kind: 'technique',
    judge: all(title(/pulled pork|pork[^,]*pulled/i), any(title(/slow|crock/i), steps(/slow cooker|crock ?pot/i))),
  },
  { query: 'grilled salmon', kind: 'technique', judge: all(title(/salmon/i), any(title(/grill/i), steps(/\bgrill/i))) },
  {
    query: 'braised short ribs',
    kind: 'technique',
    judge: all(title(/short ?ribs?/i), any(title(/brais/i), steps(/\bbrais|cover[^.]*(?:oven|simmer)/i))),
  },
  {
    query: 'no-bake cheesecake',
    kind: 'technique',
    judge: all(
      title(/cheesecake/i),
      any(title(/no[- ]bake|unbaked|icebox|refrigerator/i), (recipe) => !/\b(?:bake|oven)\b/i.test(recipe.directions)),
    ),
  },
  { query: 'stir fry tofu', kind: 'technique', judge: all(title(/stir[- ]?fr/i), has(/tofu/i)) },
  {
    query: 'roasted root vegetables',
    kind: 'technique',
    judge: all(
      title(/roast/i),
      title(/vegetable|root|carrot|parsnip|turnip|beet|potato/i),
      (recipe) =>
        [/carrot/i, /parsnip/i, /turnip/i, /beet/i, /potato/i, /rutabaga/i, /celery root|celeriac/i].filter((food) =>
          food.test(recipe.ingredients),
        ).length >= 2,
    ),
  },
  { query: 'smoked brisket', kind: 'technique', judge: all(title(/brisket/i), any(title(/smok/i), steps(/smoker/i))) },
  { query: 'poached eggs', kind: 'technique', judge: all(title(/poach/i), title(/\beggs?\b/i)) },

  // vague wishes
  {
    query: 'comfort food',
    kind: 'vague',
    judge: title(
      /casserole|mac(?:aroni)? (?:and|&|n) cheese|pot pie|meat ?loaf|mashed potato|dumplings|chicken noodle soup|shepherd|chili|stew|grilled cheese|pot roast|comfort/i,
    ),
  },
  {
    query: 'something sweet',
    kind: 'vague',
    judge: title(
      /cake|cookie|\bpie\b|brownie|fudge|candy|pudding|tart|cobbler|crisp|muffin|cupcake|ice cream|truffle|dessert|sweet|bars\b|caramel|toffee|frosting|cheesecake/i,
    ),
  },
  {
    query: 'healthy lunch',
    kind: 'vague',
    judge: all(
      title(/salad|wrap|soup|bowl|sandwich|pita|lettuce|healthy|light/i),
      lacks(/bacon|mayonnaise|heavy cream|\bfried\b/i),
    ),
  },
  {
    query: 'party appetizer',
    kind: 'vague',
    judge: title(
      /\bdip\b|bites|poppers|wings|crostini|bruschetta|skewers|meatballs|deviled|spread|cheese ball|appetizer|canapes?|puffs|pinwheels|sliders|nachos|party|roll[- ]ups|stuffed mushrooms|salsa/i,
    ),
  },
  {
    query: 'something warm for a cold night',
    kind: 'vague',
    judge: title(/soup|stew|chili|chowder|casserole|pot pie|brais|pot roast|cocoa|cider|toddy|warm/i),
  },
  {
    query: 'kid friendly dinner',
    kind: 'vague',
    judge: title(
      /nuggets|tenders|mac(?:aroni)? (?:and|&|n) cheese|pizza|tacos?|sloppy joe|spaghetti|meatballs|burgers?|hot dogs?|quesadilla|fingers|kids?|grilled cheese|chicken strips/i,
    ),
  },
  {
    query: 'summer salad',
    kind: 'vague',
    judge: all(
      title(/salad/i),
      any(title(/summer/i), has(/tomato|cucumber|watermelon|corn|peach|berr|zucchini|melon/i)),
    ),
  },
  {
    query: 'fancy dessert',
    kind: 'vague',
    judge: title(
      /tart|souffl|cr[eè]me br[uû]l|mousse|torte|pavlova|panna cotta|cheesecake|tiramisu|napoleon|profiterole|eclair|trifle|bombe|charlotte|gateau|dessert|baked alaska|cr[eê]pes? suzette/i,
    ),
  },
];
