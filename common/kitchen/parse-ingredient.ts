/**
 * Parses one published ingredient line ("1 (14.5 ounce) can diced tomatoes, drained") into an
 * amount, a unit, a normalised food name and a free-text note.
 *
 * Rules (the labelled fixture follows the same ones):
 *
 * - Amount: integers, decimals, fractions, mixed numbers (also with the space lost, "11/2"), unicode
 *   fractions ("1½"), ranges ("2-3", "2–3", "2 to 3", "2 or 3" → quantity 2, quantityMax 3), and
 *   "a"/"an"/"one".
 *   A line that opens with a rough unit and no number ("Pinch of salt") means one of it.
 * - Parenthesised sizes: the amount is the COUNT of packages and the unit is the package word;
 *   the size inside the parentheses goes to the note. "1 (14.5 ounce) can diced tomatoes" →
 *   quantity 1, unit "can", food "diced tomato", note "14.5 ounce". The same holds for inline sizes
 *   ("3 15- to 16-ounce cans kidney beans" → 3 can, note "15- to 16-ounce"). Without a package word
 *   the unit is null: "4 (4 ounce) salmon fillets" → 4 × "salmon fillet". This keeps the amount a
 *   thing you can pick off a shelf, and the per-package size survives scaling unchanged.
 * - Every parenthesised remark becomes part of the note, as does everything after the first comma,
 *   after " - ", and trailing phrases such as "to taste", "for frying", "with leaves", "or 1 teaspoon
 *   dried", "plus 1 tablespoon".
 * - Leading size words ("large", "medium-size", "heaping") and preparation words with their adverbs
 *   ("finely chopped", "packed", "rinsed and drained", "freshly ground") move to the note:
 *   "3/4 cup finely chopped yellow onion" → food "yellow onion". Words that describe the product
 *   bought stay ("ground cumin", "dried thyme", "fresh parsley", "smoked paprika"); "fresh" is skipped
 *   over, so "chopped fresh parsley" and "fresh chopped broccoli" both keep "fresh". Exception: after
 *   a package unit (can, jar, package, ...) only sizes, temperatures ("chilled") and "uncooked" are
 *   moved, because "diced tomatoes" (or "hot salsa") in a can is what is printed on the label. A few
 *   fixed product names ("crushed red pepper") are never split. A size of a width ("medium width rice
 *   noodles") names the product; a degree of staleness ("slightly dry bread cubes") is the cook's.
 * - A sized cut shape after a measure goes to the note ("1 cup matchstick-size strips carrot" → carrot),
 *   as does a second container with no amount ("1 can or bottle beer" → 1 can beer, note "or bottle").
 * - A word saying how full a measure is goes to the note right before a unit ("1 good pinch salt").
 *   A bar, like a ball or a link, is the whole piece counted: "2 bars dark chocolate" → 2 × "dark
 *   chocolate".
 * - Preparation words closing the line without a comma ("1 bell pepper sliced") go to the note too,
 *   as do "room temperature" ("sugar room temperature 30 minutes") and "made from …" after the food.
 *   "well-" joined to a participle ("well-shaken buttermilk") is a preparation word.
 * - A pouch or sachet, like a bar, is counted with the food it holds: "2 pouches tuna" → 2 × "tuna".
 * - An equipment list splits at "and" and ";" into tools, except a mortar and pestle or a tool's parts
 *   after "with" ("a stand mixer with whisk and paddle").
 * - A size between the food's describing words and its name goes to the note ("1 unbaked 9 inch pie
 *   crust" → "unbaked pie crust"); so does "from …" after a named food ("celery stalks from the heart"),
 *   but not after a part or a cut, whose source is the food ("white meat from a roast chicken").
 * - A semicolon ends one thing to buy and an amount after it starts the next, unless that amount
 *   shares out or takes a part of the food before ("2 lemons; 1 sliced, 1 juiced").
 * - Capitalised names listed to the end of the line and closed by "and" are one made thing's title
 *   ("Smoked Pepper, Lime, and Honey Glaze"); a container with only a "with …" remark is the food.
 * - A homemade yield counts the food it makes: "1/2 batch pizza dough" is 0.5 × "pizza dough".
 * - Hedges keep the number and go to the note ("About 2 cups" → 2 cup, "Scant 1/4 teaspoon" → 1/4 tsp);
 *   "Juice of 2 lemons" is 2 × lemon, since the lemons are what you buy. "A few dashes" has no amount.
 *   "28 1/3-inch-thick slices" is 28 slices (a count of 2+ before a fractional size is a count).
 * - "garlic cloves"/"celery stalks" with no unit are read as unit clove/stalk of garlic/celery, so
 *   they group with "2 cloves garlic".
 * - What the cook does before the food goes in leaves it too: "shaved Parmesan", "thin-sliced green
 *   onion" and "raw shrimp" are Parmesan, green onion and shrimp; bacon and deli meats are sold sliced
 *   thick or thin, and nuts, seeds, sugar and honey sold raw, so there the word stays.
 * - "dissolved in" with an amount ("1 tbsp cornstarch dissolved in 2 tbsp water") buys the liquid too,
 *   as "mixed with" does. A weighed wheel or round of cheese is counted like a ball ("1 (8 ounce) round
 *   Brie" → 1 × "brie"). A unit run into the next word ("6-ounceahi", "2 cupspanko") is split.
 * - "+" is "plus", and "1 pound 4 ounces" is 1 lb plus 4 oz of the food; "1 cup minus 2 tablespoons"
 *   buys the cup. "half a 7-ounce jar" and "1/2 a lemon" are 0.5 of the jar and of the lemon. "1 splash
 *   grenadine" has no amount, as "a splash of" has not. Sizes read as ranges however joined
 *   ("14-to-16-ounce", "3 1/2–4 pound", "6 to 8 ounce").
 * - Food is lower-case, without trademark signs, and singular on the last word of each "and"/"or"
 *   part ("fresh or frozen cherries" → "fresh or frozen cherry"); see inflect.ts for exceptions.
 * - Section headers ("For the sauce:") and footnotes ("*Available at ...") give an empty food.
 */
import { singularizeFood } from './inflect';
import { NUMBER_WORDS, readQuantity } from './quantity';
import {
  CONTAINER_UNITS,
  IMPRECISE_UNITS,
  isCountUnit,
  isMassUnit,
  isVolumeUnit,
  normalizeUnit,
  readUnit,
  type Unit,
} from './units';

/** One thing to buy, read from (part of) a line. */
export interface ParsedItem {
  quantity: number | null;
  quantityMax: number | null;
  unit: Unit | null;
  food: string;
  note: string | null;
  /** Package size when the unit is a package ("1 (28 oz) can" → "28 oz"); absent otherwise. */
  size?: string;
  /** 0..1: how much of the line the parser understood. */
  confidence: number;
}

export interface ParsedIngredient extends ParsedItem {
  original: string;
  /**
   * Present only when the line names more than one thing to buy ("1 red bell pepper and 1 yellow
   * bell pepper", "1/2 tsp kosher salt and 1/4 tsp black pepper", "3 eggs plus 2 egg yolks",
   * "2/3 cup sugar, plus 1 tbsp for sprinkling"): every one of them, the first included. The
   * top-level fields then describe the first (or, for a line without amounts such as "salt and
   * pepper to taste", the line as a whole). Use ingredientItems() to read either shape.
   */
  items?: ParsedItem[];
}

const UNICODE_FRACTION_CHARS = '½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';

function wordAlternation(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[-\s]/g, '[-\\s]'))
    .join('|');
}

const SIZE_WORDS = [
  'extra-large',
  'x-large',
  'medium-large',
  'medium-sized',
  'medium-size',
  'large-sized',
  'large-size',
  'small-sized',
  'small-size',
  'good-sized',
  'good-size',
  'large',
  'medium',
  'small',
  'jumbo',
  'big',
  'huge',
  'tiny',
  'teeny',
  'heaping',
  'heaped',
  // How a cut or a fruit comes, not what it is: a cook buys "chicken thighs", "tomatoes", "butter".
  'bone-in',
  'skin-on',
  'shell-on',
  'tail-on',
  'ripe but firm',
  'firm but ripe',
  'firm-ripe',
  'firm, ripe',
  'very ripe',
  'slightly underripe',
  'slightly overripe',
  'underripe',
  'overripe',
  'ripe',
  'very cold',
  'ice-cold',
  'well-fermented',
  'warm',
  'best-quality',
  'good-quality',
  'fine-quality',
  'high-quality',
  'top-quality',
  'premium-quality',
  // Praise on the label, not a different product: "premium tequila" is tequila.
  'premium',
  // "additional butter" is more of the same food, bought together with the rest.
  'additional',
  'imported',
  // Where it comes from, not what it is: the cook buys the same rotisserie chicken either way.
  'store-bought',
  'storebought',
  'strong brewed',
  // How hot it is poured, not what it is: "boiling-hot water" is water.
  'boiling-hot',
  'piping-hot',
  // Brought out of the fridge ahead: "room-temperature butter" is butter.
  'room-temperature',
  'level',
  'scant',
  'generous',
  'rounded',
];

const PREP_WORDS = [
  'chopped',
  'minced',
  'diced',
  'sliced',
  'grated',
  'shredded',
  'crumbled',
  'cubed',
  'melted',
  'softened',
  'beaten',
  'sifted',
  'peeled',
  'seeded',
  'deseeded',
  'pitted',
  'cored',
  'halved',
  'quartered',
  'mashed',
  'toasted',
  'cooked',
  'uncooked',
  'packed',
  'trimmed',
  'rinsed',
  'drained',
  'thawed',
  'julienned',
  'crushed',
  'torn',
  'slivered',
  'squeezed',
  'chilled',
  'cooled',
  'warmed',
  'cleaned',
  'washed',
  'scrubbed',
  'deveined',
  'shelled',
  'stemmed',
  'hulled',
  'snipped',
  'zested',
  'juiced',
  'husked',
  'shucked',
  'brewed',
  'stirred',
  'shaken',
  'popped',
  'unthawed',
  'purchased',
  'divided',
  'cut',
  'unpeeled',
  'strained',
  'sieved',
  'heated',
  'reheated',
  'deboned',
  // An egg is bought raw and boiled by the cook.
  'hard-cooked',
  'hard-boiled',
  'soft-boiled',
  // The cook steams rice as they cook it ("cooked rice" is rice too); a steamed bun is bought so.
  'steamed',
  'pureed',
  'puréed',
  'sauteed',
  'sautéed',
  // Sorted through for stones and stems before use: "picked-over blueberries" are blueberries.
  'picked over',
  'picked through',
  // Cheese and chocolate are shaved with a peeler by the cook: "shaved Parmesan" is Parmesan.
  'shaved',
];

const ADVERBS = [
  'finely',
  'coarsely',
  'roughly',
  'thinly',
  'thickly',
  'freshly',
  'lightly',
  'firmly',
  'loosely',
  'very',
  'well',
  'fully',
  'partially',
  'just',
  'slightly',
  // How the knife goes: "diagonally sliced lemongrass" is lemongrass.
  'diagonally',
  'lengthwise',
  'crosswise',
  // "hot cooked rice": "hot sauce" stays, since "hot" is only an adverb before a preparation word.
  'hot',
  // "tightly packed parsley": how full the cup is.
  'tightly',
  // "crisp cooked bacon" is bacon; "crisp taco shells" stay, since these too count only before one.
  'crisp',
  'crispy',
  'crisply',
  'moderately',
];

/** Product names that start with a preparation word; splitting them would change the product. */
const PROTECTED_PHRASES = [
  'crushed red pepper',
  'crushed tomato',
  'crushed pineapple',
  'crushed ice',
  'toasted sesame',
  'shredded coconut',
  'shredded sweetened coconut',
  'shredded unsweetened coconut',
  'shredded wheat',
  'mashed potato',
  // Passata and Greek-style yogurt are sold strained.
  'strained tomato',
  'strained yogurt',
  'strained yoghurt',
  'steamed bun',
  'steamed chestnut',
  // A glass on a stem, not one with its stems picked off.
  'stemmed glass',
  // Sold shaved: shaved ice from the machine, coconut shavings in a bag.
  'shaved ice',
  'shaved coconut',
];

// "boiling water" is water; "boiling potatoes" and "boiling onions" are what the greengrocer sells.
const BOILING = 'boiling(?!\\s+(?:potato(?:es)?|onions?)\\b)';
// "cold milk" and "cold brewed coffee" are milk and coffee; "cold brew", "cold pack cheddar", "cold pressed
// oil", "cold smoked salmon", "cold cuts" and "Cold Duck" are products made or sold so.
const COLD = 'cold(?!\\s+(?:brew|pack|press(?:ed)?|smoked|cuts|duck)\\b)';
// "burrito-size tortillas", "snack-sized bags": a size named after a use is a size.
const NAMED_SIZE = '[a-z]+-size(?:d)?';
// "mild to moderately hot chiles": a range of heat is how hot they run, never a product name.
const HEAT_RANGE = '(?:mild|medium|moderately hot|hot)\\s+to\\s+(?:(?:moderately|very)\\s+)?(?:hot|spicy)';
// "medium width rice noodles": rice noodles are sold by width, so a size of the width names the product.
const SIZE_WORD_RE = new RegExp(
  `^(?:${wordAlternation(SIZE_WORDS)}|${COLD}|${BOILING}|${NAMED_SIZE}|${HEAT_RANGE})(?=$|[\\s,])(?!\\s+width\\b)`,
  'i',
);
const ADVERB_SRC = `(?:${wordAlternation(ADVERBS)})`;
// "well-shaken buttermilk", "well-drained capers": "well-" joined to a participle says how it is made ready.
// "small-diced carrot", "fine-chopped herbs": the size of the cut joined to it is the cook's too ("coarse-
// ground pepper" and "fine-ground cornmeal" are sold so, and stay).
const PREP_SRC = `(?:${wordAlternation(PREP_WORDS)}|well-[a-z]+(?:ed|en)|(?:small|medium|large|fine|rough)-(?:diced|chopped|minced|cubed))`;
// "ground" alone names a product (ground cumin); only "freshly ground" is something the cook does.
// Same for "cracked black pepper" vs "freshly cracked pepper".
// "fresh-cracked pepper" is pepper the cook cracks; "fresh ground pork" stays, so only before pepper.
const PREP_RE = new RegExp(
  `^(?:(?:${ADVERB_SRC}[-\\s]+)+(?:coarse[-\\s]+)?(?:ground|milled|cracked)|fresh[-\\s]+(?:ground|milled|cracked)(?=\\s+(?:(?:black|white|pink|green)\\s+)?pepper)|(?:${ADVERB_SRC}[-\\s]+)*${PREP_SRC})(?=$|[\\s,])`,
  'i',
);
/** "1 onion chopped fine", "2 carrots sliced thin": how fine, written after the preparation word. */
const HOW_FINE_AFTER = '(?:\\s+(?:fine|finely|thin|thinly|thick|coarse|coarsely|small|roughly))?';
/**
 * "1 bell pepper sliced", "2 eggs lightly beaten": preparation words closing the line, with no comma.
 * A lone "cut" there names the cut ("pork chops butterfly cut").
 */
const PREP_AT_END = new RegExp(
  `\\s+(?!cut$)(?:${ADVERB_SRC}\\s+)*${PREP_SRC}(?:(?:\\s*,\\s*|\\s+)(?:(?:and|or)\\s+)?(?:${ADVERB_SRC}\\s+)*${PREP_SRC})*${HOW_FINE_AFTER}$`,
  'i',
);
const ONLY_ADVERBS = new RegExp(`^\\s*(?:${ADVERB_SRC}\\s*)*$`, 'i');
/** "salt and freshly toasted": words after "and"/"or" are a second food or an alternative, not a remark. */
const ENDS_IN_CONJUNCTION = /(?:^|\s)(?:and|or|&)$/i;
/** "toasted onion powder": a powder is bought made, so a preparation word before it names the product. */
const PREP_BEFORE_POWDER = new RegExp(`^${PREP_SRC}\\s+(?:[a-z-]+\\s+){0,2}powder\\b`, 'i');
/** "2 whole large eggs": "whole" only says the egg is not separated; "whole milk", "whole cloves" stay. */
const WHOLE_COUNTED = /^whole\s+(?=(?:extra-large|large|medium|small|jumbo)\b|eggs?\b)/i;
// "assorted fresh herbs": what is bought, with the preparation words after it still stripped.
const KEEP_RE = /^(?:fresh|assorted)\s+/i;
/**
 * "750-ml bottle chilled champagne", "1 package uncooked elbow macaroni": a temperature the cook brings
 * it to, or the state it is in before the cook cooks it, is never on the label, so it leaves the food
 * even after a package word, where other preparation words stay.
 */
const OFF_LABEL_STATE_RE = new RegExp(
  `^(?:${ADVERB_SRC}[-\\s]+)*(?:chilled|cooled|warmed|heated|reheated|uncooked)(?=$|[\\s,])`,
  'i',
);
/**
 * "lightly sweetened whipped cream": how sweet the cook makes it, not a product ("sweetened condensed
 * milk", "sweetened flaked coconut" stay). Whipped cream is sweetened as it is whipped.
 */
const COOK_SWEETENED_RE =
  /^(?:(?:very\s+)?(?:lightly|slightly|barely|softly|gently|mildly)[-\s]+sweetened|sweetened(?=\s+whipped\s+cream\b))(?=$|[\s,])/i;
/**
 * "hot fish stock", "hot water": served hot, bought as stock; "hot sauce" and "hot peppers" are products,
 * and so is anything "hot" in a package ("jar hot salsa"), which the cook has not heated.
 */
const HOT_RE =
  /^hot\s+(?!(?:sauce|dogs?|peppers?|chil[ie]s?|chiles|chillies|paprika|mustard|honey|sausages?|italian|fudge|pepper)\b)(?=[a-z])/i;
/** "strong, brewed coffee": how strong it is made, not what is bought ("strong flour" stays). */
const STRENGTH_RE = /^strong(?=,?\s+(?:brewed|hot|cold|black|coffee|espresso|tea)\b)/i;
/**
 * "thin-sliced green onion": how thin the cook slices it. Bacon, bread and deli meats are sold sliced
 * to a thickness ("thick-sliced bacon", "thin-sliced ham"), so there it names the product.
 */
const SLICED_THICKNESS_RE =
  /^(?:thin|thick)[-\s]+sliced(?=\s)(?![^,]*\b(?:bacon|bread|toast|ham|turkey|beef|veal|pork|chicken|prosciutto|salami|pastrami|sopressata|bologna|salmon|nova|lox|deli|steaks?|cutlets?|meat|cheese)\b)/i;
/**
 * "raw shrimp", "raw beets": the state before the cook cooks it, bought as shrimp and beets. Nuts,
 * seeds, sugar, honey, cacao and dairy are sold raw as a kind of their own ("raw almonds" are not
 * roasted ones), so there it stays.
 */
const RAW_BEFORE_COOKING_RE =
  /^raw\s+(?![^,]*\b(?:sugar|cane|turbinado|demerara|honey|cacao|cocoa|milk|cheese|cream|butter|nuts?|almonds?|cashews?|peanuts?|pecans?|walnuts?|pistachios?|macadamias?|hazelnuts?|filberts?|pine|brazil|seeds?|pepitas?|hemp|chia|flax(?:seeds?)?|sesame|sunflower|coconut|germ|bran|oats|vinegar|kombucha|agave|nectar|syrup|food)\b)(?=[a-z])/i;
/** "dry couscous" is the grain before cooking; "dry sherry", "dry mustard", "dry bread crumbs" are products. */
/**
 * "slightly dry bread cubes", "somewhat stale bread": a degree of drying is how the cook leaves it out,
 * not a product ("dry bread crumbs", "very dry sherry" stay).
 */
const DRIED_OUT_RE =
  /^(?:slightly|somewhat|partially|partly|a\s+little|a\s+bit)\s+(?:dry|dried(?:\s+out)?|stale)(?=$|[\s,])/i;
const UNCOOKED_RE =
  /^dry\s+(?=(?:couscous|pasta|rice|quinoa|lentils?|macaroni|noodles?|orzo|spaghetti|penne|fettuccine|linguine|bulgur|barley)\b)/i;
// "100% vanilla extract" is a purity claim; "1% milk" is a different product and stays.
const PURITY_RE = /^100%\s*(?:pure\s+)?/i;
// "peeled, seeded, and sliced": the serial comma before the last word joins it too.
const MODIFIER_SEPARATOR = /^(?:,\s*(?:(?:and|or|&)\s+)?|(?:and|or|&)\s+)/i;

const SIZE_UNITS =
  '(?:inch(?:es)?|in|ounces?|oz|pounds?|lbs?|pints?|quarts?|qt|liters?|litres?|gallons?|cups?|cm|mm|grams?|g|ml|milliliters?)';
// "3 1/2" and "3-1/2" are both a mixed number; ".25-ounce" has no leading zero.
const SIZE_NUM = `\\.?\\d[\\d${UNICODE_FRACTION_CHARS}./x×]*(?:(?:\\s+|-)\\d+/\\d+)?(?:\\s*[x×]\\s*\\d[\\d./]*(?:\\s+\\d+/\\d+)?)*`;
/**
 * Inline sizes such as "16-ounce", "15- to 16-ounce", "3 1/2- by 1 1/2-inch", "4x1/2x1/4-inch", 1",
 * optionally followed by a metric twin ("5-ounce/140-grams").
 */
// "15- to 16-ounce", "14-to-16-ounce", "3 1/2–4-pound": the joiner of a range, hyphens and dashes either side.
const SIZE_JOIN = `\\s*[-–]?\\s*(?:to|by|or|x|-|–)\\s*(?:[-–]\\s*)?`;
const SIZE_ADJECTIVE = new RegExp(
  `^(?:about\\s+)?${SIZE_NUM}(?:${SIZE_JOIN}${SIZE_NUM})?(?:\\s*[-–]\\s*${SIZE_UNITS}\\b\\.?(?:-[a-z]+)*|["”])` +
    `(?:\\s+(?:by|x)\\s+${SIZE_NUM}\\s*-\\s*${SIZE_UNITS}\\b\\.?(?:-[a-z]+)*)*` +
    `(?:\\s*/\\s*${SIZE_NUM}\\s*-?\\s*${SIZE_UNITS}\\b\\.?)?`,
  'i',
);
/**
 * "1 14 ounce package", "6 6 to 8 ounce salmon fillets": a second number or range with a measuring unit
 * right after the count is a size.
 */
const SPACED_SIZE = new RegExp(`^${SIZE_NUM}(?:${SIZE_JOIN}${SIZE_NUM})?\\s+${SIZE_UNITS}\\b\\.?(?=\\s)`, 'i');
/** "3 cups 1/2-inch cubes squash": the cut shape belongs with its size in the note. */
const SIZED_CUT = new RegExp(
  `^(?:${SIZE_ADJECTIVE.source.slice(1)})(?:\\s+(?:cubes?|pieces?|dice|slices?|strips?|chunks?|rounds?|lengths?|wedges?|matchsticks?)(?:\\s+of(?=\\s))?)?(?=$|[\\s,])`,
  'i',
);

const TRAILING_PARTICIPLES = wordAlternation([
  'beaten',
  'cut',
  'soaked',
  'sliced',
  'diced',
  'chopped',
  'halved',
  'quartered',
  'torn',
  'mixed',
  'dissolved',
  'thawed',
  'broken',
  'shaped',
  'formed',
  'rolled',
]);

/** Where the food name stops and a trailing remark begins. The earliest match wins. */
const TRAILING_NOTE_SOURCES = [
  `\\s*[,;]`,
  `\\s+(?=with\\s|without\\s)`,
  `\\s+(?=to taste\\b|as needed\\b|as desired\\b|as an?\\s|as required\\b|as garnish\\b|to cover\\b|if (?:desired|needed|using|necessary|you like)\\b)`,
  // "shrimp in shells", "anchovy fillets packed in oil": how it comes, not what it is.
  `\\s+(?=in (?:the |their |its )?shells?\\b|packed in\\s)`,
  `\\s+(?=for\\s|optional\\b|such as\\s|divided\\b|plus\\s|recipe follows\\b|made (?:with(?:out)?|from)\\s)`,
  // "sugar room temperature 30 minutes", "rice cooled to room temperature": how warm it starts, with
  // or without a comma. Before a food's name ("room temperature beer") it is a leading modifier.
  `\\s+(?=(?:(?:${ADVERB_SRC}\\s+)?[a-z]+(?:ed|en)\\s+to\\s+|at\\s+)room[-\\s]temperature\\b|room[-\\s]temperature\\b(?!\\s+(?!(?:for|or|and|if|until|about)\\b)[a-z]))`,
  `\\s+(?=or\\s+(?:\\d|[${UNICODE_FRACTION_CHARS}]|an?\\s|(?:${Object.keys(NUMBER_WORDS).join('|')})\\s|more\\b|less\\b|to taste\\b|as needed\\b))`,
  `\\s+(?=(?:${TRAILING_PARTICIPLES})\\s+(?:${ADVERB_SRC}\\s+)*(?:(?:with|to|into|in|for|from|on|lengthwise|crosswise|diagonally|thin|thick)\\b|\\d))`,
];
const TRAILING_NOTE = new RegExp(TRAILING_NOTE_SOURCES.join('|'), 'i');
/** "with seeds", "without skins": what the food still carries, not part of its name, even in a package. */
const WITH_PARTS = `\\s+(?=with(?:out)?\\s+(?:(?:the|its|their)\\s+)?(?:seeds?|pits?|stones?|skins?|peels?|stems?|shells?|bones?|tails?|heads?|juices?|liquid)\\b)`;
// Inside a package "with" otherwise belongs to the product name ("condensed bean with bacon soup").
const TRAILING_NOTE_IN_PACKAGE = new RegExp(
  [...TRAILING_NOTE_SOURCES.filter((_, i) => i !== 1), WITH_PARTS].join('|'),
  'i',
);

/**
 * Hedges in front of a number ("About 2 cups", "Scant 1/4 teaspoon", "a scant 1/2 teaspoon", "At least
 * 1 cup") qualify, not replace, it: the article belongs to the hedge, not to the amount.
 */
const APPROXIMATELY =
  /^(?:about|approximately|approx\.?|roughly|around|up to|at least|(?:an?\s+)?(?:(?:slightly|very)\s+)?(?:heaping|heaped|scant|generous|rounded|good))\s+(?=\d|[½⅓⅔¼¾⅛⅜⅝⅞]|an?\s|one\b)/i;
/** "Juice of 2 lemons", "Finely grated zest of 1 orange": what you buy is the fruit. */
const PART_OF =
  /^(?:(?:finely\s+|freshly\s+)?(?:grated|squeezed)\s+)?(?:juice|zest|peel|rind|seeds|petals|leaves)\s+(?:of|from)\s+(?=\d|[½⅓⅔¼¾⅛⅜⅝⅞]|an?\s|one\b|two\b|three\b)/i;

const HEDGED_UNIT = /^(?:scant|heaping|heaped|generous|rounded|level)\s+(?=[a-z])/i;

/**
 * "half a 7-ounce jar", "Half of a large pickle", "half cup": a half of one. Not "half and half" (the
 * cream) nor "half that amount".
 */
const HALF = /^(?:one[-\s])?half\s+(?!and\b|that\b|&)(?:of\s+)?(?:an?\s+)?(?=\S)/i;

/** Splashes, dollops, knobs and grinds of the mill: amounts poured or turned by eye ("1 splash", "20 grinds"). */
const POURS =
  /^(?:splash(?:es)?|squeezes?|drizzles?|dollops?|knobs?|pats?|squirts?|glugs?|grinds?|cracks?|grates?)\s+(?:of\s+)?(?=[a-z])/;

const VAGUE_AMOUNT =
  /^(?:a\s+few|several|some|a\s+little|a\s+bit(?:\s+of)?|a\s+(?:splash|drizzle|squeeze)(?:\s+of)?|(?:splash|drizzle|squeeze)\s+of)\s+/i;

const LABEL_PREFIX = /^([A-Za-z][A-Za-z ]{1,30}):\s*(.*)$/;
const FOOTNOTE_LABELS = /^(?:notes?|tips?|cook'?s notes?|variations?|ingredient info)$/i;

interface Notes {
  items: string[];
}

function addNote(notes: Notes, text: string): void {
  const cleaned = text
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ,/g, ',')
    .trim();
  if (cleaned) notes.items.push(cleaned);
}

const FROM = /\s+from\s/i;
/**
 * "white meat from a roast chicken", "slices from a baguette": a part, a cut or a thing made names its
 * source after "from", which is then the food. ("made from …" after a food is already a remark.)
 */
const PART_BEFORE_FROM =
  /(?:ed|made|cut|taken|slices?|strips?|pieces?|chunks?|wedges?|sections?|rounds?|meat|juices?|liquid|fat|drippings|bones?|oil|water|stock|broth|zest|peel|rind|shells?|skins?|carcass(?:es)?)$/i;
/** "reserved fat from the roast or butter", "giblets and neck from a turkey": the source carries the list. */
const SOURCE_NEEDED = /\b(?:and|or|reserved|leftover|made)\b/i;

/**
 * "celery stalks from the heart", "roasted red peppers from a jar": once a food is named, "from …"
 * says where it comes from. A bare part ("drippings from the roast") or a cut still needs its source.
 */
function cutSourceRemark(text: string, notes: Notes): string {
  const from = FROM.exec(text);
  if (!from) return text;
  const before = text.slice(0, from.index);
  const words = before.split(/\s+/).filter((word) => !/^(?:the|a|an)$/i.test(word));
  if (/\d/.test(before) || words.length < 2 || PART_BEFORE_FROM.test(before) || SOURCE_NEEDED.test(before)) {
    return text;
  }
  addNote(notes, text.slice(from.index));
  return before;
}

/** "12-inch", "8 inch", "3 1/2-pound", "16- to 18-pound", "9-inch-diameter": a size, hyphen or not. */
const SIZE_RANGE = `${SIZE_NUM}(?:${SIZE_JOIN}${SIZE_NUM})?`;
// Without a hyphen only a length reads as a size: "1/2 cup" in running text is an amount.
const INNER_SIZE = `${SIZE_RANGE}(?:\\s*-\\s*${SIZE_UNITS}\\b\\.?|\\s*(?:inch(?:es)?|in\\.|cm|mm)\\b)(?:-[a-z]+)*(?:\\s+(?:diameter|thick|wide|long|deep|high|tall)\\b)?`;
/** Words that tie what follows to something else ("chestnuts from one 16-ounce jar"): no descriptor. */
const NOT_DESCRIPTOR = /^(?:from|of|in|into|with|without|a|an|one|and|or|for|about|plus|x|each|per|to)$/i;
const DESCRIBED_SIZE = new RegExp(`^((?:[a-z][a-z'-]*\\s+){1,3})(${INNER_SIZE})\\s+(?=[a-z])`, 'i');

/**
 * "unbaked 9 inch pie crust", "whole 4-pound chicken": a size between the words describing the food
 * and its name says how big it is, not what it is, as it would before them.
 */
function moveInnerSize(text: string, notes: Notes): string {
  const match = DESCRIBED_SIZE.exec(text);
  if (
    !match ||
    match[1]
      .trim()
      .split(/\s+/)
      .some((word) => NOT_DESCRIPTOR.test(word))
  )
    return text;
  addNote(notes, match[2]);
  return `${match[1]}${text.slice(match[0].length)}`;
}

/** "ground, dried radish": a comma between two words that describe the product joins them. */
const PRODUCT_ADJECTIVES = 'ground|dried|dry|fresh|frozen|smoked|whole|raw|salted|unsalted|roasted';
const ADJECTIVE_COMMA = new RegExp(`\\b(${PRODUCT_ADJECTIVES}),\\s*(?=(?:${PRODUCT_ADJECTIVES})\\s+[a-z])`, 'gi');

/**
 * "6-ounceahi tuna", "2 cupspanko", "1/2 teaspoonfenugreek": a unit run into the next word when the
 * space was lost. After a hyphen the unit is singular ("6-ounce"); otherwise a plural "s" belongs to
 * the unit when the amount is more than one, or when a capital starts the next word ("2 cupsVeal").
 */
const GLUED_UNIT = new RegExp(
  `(\\d|[${UNICODE_FRACTION_CHARS}])(\\s*-\\s*|\\s+)(cup|tablespoon|teaspoon|ounce|pound|inch)(?!(?:e?s|fuls?|cakes?|ers?|board)\\b)(\\p{L}{2,})`,
  'giu',
);
function splitGluedUnit(line: string): string {
  return line.replace(GLUED_UNIT, (_whole, digit: string, gap: string, unit: string, rest: string, at: number) => {
    const plural = unit.toLowerCase() === 'inch' ? /^es(?=.)/i : /^s(?=.)/i;
    let glued = rest;
    let ending = '';
    if (!gap.includes('-') && plural.test(glued)) {
      const after = glued.replace(plural, '');
      const amount = line.slice(0, at + 1);
      const one = /(?:^|[^\d\s]\s*)(?:1|\d+\/\d+|[½⅓⅔¼¾⅛⅜⅝⅞]|0?\.\d+)$/.test(amount);
      if (/^\p{Lu}/u.test(after) || !one) {
        ending = glued.slice(0, glued.length - after.length);
        glued = after;
      }
    }
    return `${digit}${gap}${unit}${ending} ${glued}`;
  });
}

/** Whitespace, trademark signs and list bullets carry no meaning for parsing. */
function cleanLine(line: string): string {
  return splitGluedUnit(line)
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/[®™©℠]/g, '')
    .replace(/⁄/g, '/')
    .replace(/^\s*[-•·▢◦]\s+/, '')
    .replace(/\b(skinless|boneless|bone-in|skin-on),\s*(?=skinless|boneless|bone-in|skin-on)/gi, '$1 ')
    .replace(/["“”]00["“”]/g, '00')
    .replace(ADJECTIVE_COMMA, '$1 ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Removes every "(...)" / "[...]" group, innermost first, and keeps its text as a note. */
function extractParentheses(text: string, notes: Notes): string {
  let rest = text;
  const group = /\s*[([]([^()[\]]*)[)\]]/;
  for (let match = group.exec(rest); match; match = group.exec(rest)) {
    addNote(notes, match[1]);
    rest = rest.slice(0, match.index) + ' ' + rest.slice(match.index + match[0].length);
  }
  // An unclosed "(" would otherwise leak into the food name.
  const open = rest.search(/[([]/);
  if (open >= 0) {
    addNote(notes, rest.slice(open + 1));
    rest = rest.slice(0, open);
  }
  return (
    rest
      // ".25-ounce" after a space is a number, not a full stop.
      .replace(/\s+([,;]|\.(?!\d))/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Asterisked remarks and "X is available at ..." sentences explain an ingredient; they are not one. */
function isFootnote(text: string): boolean {
  if (/^\*/.test(text) && (text.split(/\s+/).length >= 6 || /\bavailable\b/i.test(text))) return true;
  return /^[a-z\s-]+\s(?:is|are)\s+(?:available|sold)\b/i.test(text);
}

function isHeader(text: string): boolean {
  if (/:$/.test(text) || /^makes\s/i.test(text)) return true;
  return /^for\s+(?:the\s+)?[a-z][a-z\s,'-]*$/i.test(text) && text.split(/\s+/).length <= 5;
}

interface Amount {
  quantity: number | null;
  quantityMax: number | null;
  unit: Unit | null;
  rest: string;
  /** A size written before the unit ("16-ounce", "14 ounce"): the package size when the unit is one. */
  size: string | null;
  /** "1/2 cup plus 2 tbsp ...": the second amount of the same food. */
  extra: { quantity: number; quantityMax: number | null; unit: Unit | null } | null;
}

const JIGGER_FL_OZ = 1.5;
const CUT_SHAPES =
  '(?:cubes|pieces|chunks|dice|slices|strips|wedges|matchsticks|rounds|coins|ribbons|shavings)\\s+(?:of\\s+)?(?=[a-z])';
// "1 1/2 cups matchstick-size strips green onions", "2 cups bite-size pieces chicken", "2 tablespoons very
// thin matchsticks of ginger", "3/4 cup julienne strips ginger": sized or not.
const CUT_AFTER_MEASURE = new RegExp(
  `^(?:(?:very\\s+)?(?:${wordAlternation(SIZE_WORDS)}|${NAMED_SIZE}|thin|thick|fine|paper-thin|julienne(?:d)?)\\s+)*${CUT_SHAPES}`,
  'i',
);
const isMeasure = (unit: Unit | null) => isVolumeUnit(unit) || isMassUnit(unit);

// "1/4 packed cup sugar": packing is sometimes written before the unit it qualifies.
const PACKED_RE = new RegExp(`^(?:${ADVERB_SRC}\\s+)?packed(?=\\s)`, 'i');

/**
 * "1 good pinch salt", "a healthy handful basil", "1 five-finger pinch": how full the measure is, read
 * only right before a unit ("little gem lettuce", "good-quality olive oil" are left alone).
 */
const MEASURE_SIZE = /^(?:good|healthy|nice|little|well-rounded|(?:two|three|four|five)-finger)\s+/i;

/** Strips inline sizes and size words before the unit ("16-ounce", "large"), noting them. */
function stripSizes(text: string, notes: Notes, sizes: string[] = []): string {
  let rest = text;
  for (;;) {
    const size = SIZE_ADJECTIVE.exec(rest);
    // "8 thin slices pork belly", "3 wide strips orange zest", "1 round loaf bread": only right before a unit.
    const shape = /^(?:thin|thick|wide|round)\s+/i.exec(rest);
    const shapeBeforeUnit = shape && readUnit(rest.slice(shape[0].length)) ? shape : null;
    const measureSize = MEASURE_SIZE.exec(rest);
    const measureSizeBeforeUnit = measureSize && readUnit(rest.slice(measureSize[0].length)) ? measureSize : null;
    // "1 chilled 750-ml bottle champagne": a temperature before the package is the drink's, not the label's.
    const state = OFF_LABEL_STATE_RE.exec(rest);
    const afterState = state ? rest.slice(state[0].length).trimStart() : '';
    const stateBeforeUnit = state && (SIZE_ADJECTIVE.test(afterState) || readUnit(afterState)) ? state : null;
    const match =
      size ??
      SIZE_WORD_RE.exec(rest) ??
      PACKED_RE.exec(rest) ??
      shapeBeforeUnit ??
      measureSizeBeforeUnit ??
      stateBeforeUnit;
    if (!match) return rest;
    if (size) sizes.push(size[0]);
    addNote(notes, match[0]);
    rest = rest.slice(match[0].length).trimStart();
  }
}

const MASS_SIZE_UNITS = 'ounces?|oz|pounds?|lbs?|grams?|g|kg';

/**
 * Reads "<quantity> [size] <unit> [of]" from the start of the line; parenSize is the package size read
 * from the parentheses already taken out ("1 (8 ounce) round Brie").
 */
function readAmount(text: string, notes: Notes, parenSize: string | null = null): Amount {
  let rest = text;
  for (const prefix of [APPROXIMATELY, PART_OF]) {
    const hedge = prefix.exec(rest);
    if (hedge) {
      addNote(notes, hedge[0]);
      rest = rest.slice(hedge[0].length);
    }
  }
  // "1-pound butternut squash", "10-inch tube pan": a size with no count in front means one of it.
  // But "28 1/3-inch-thick slices" is 28 slices: a whole number of 2 or more before a fractional
  // size is a count, not the whole part of a mixed number.
  // "Scant teaspoon salt": a hedged unit with no number is one of it.
  const hedgedUnit = HEDGED_UNIT.exec(rest);
  const oneHedged = hedgedUnit !== null && readUnit(rest.slice(hedgedUnit[0].length)) !== null;
  if (oneHedged) {
    addNote(notes, hedgedUnit[0]);
    rest = rest.slice(hedgedUnit[0].length);
  }
  const countBeforeSize = /^([2-9]|\d{2,})(?=\s+\d+\/\d+\s*-)/.exec(rest);
  const leadingSize = countBeforeSize ? null : SIZE_ADJECTIVE.exec(rest);
  const half = countBeforeSize || leadingSize ? null : HALF.exec(rest);
  const amount = countBeforeSize
    ? { quantity: Number(countBeforeSize[1]), quantityMax: null, length: countBeforeSize[0].length }
    : half
      ? { quantity: 0.5, quantityMax: null, length: half[0].length }
      : leadingSize
        ? null
        : readQuantity(rest);
  let quantity = amount?.quantity ?? (leadingSize || oneHedged ? 1 : null);
  let quantityMax = amount?.quantityMax ?? null;
  const amountText = amount ? rest.slice(0, amount.length) : '';
  if (amount) rest = rest.slice(amount.length).trimStart();
  // "1/2 a lemon", "1/3 of a 1-pound box": the article after a part of one names the whole it is taken from.
  const partOfOne = quantity !== null && quantity < 1 ? /^(?:of\s+)?(?:an?\s+)?(?=\S)/i.exec(rest) : null;
  if (partOfOne) rest = rest.slice(partOfOne[0].length);
  // "A few dashes of ...": the unit is real even though the amount is not a number.
  const vague = amount || leadingSize ? null : VAGUE_AMOUNT.exec(rest);
  if (vague) {
    addNote(notes, vague[0]);
    rest = rest.slice(vague[0].length).trimStart();
  }
  // "1 splash grenadine", "2 dollops sour cream": a count of pours is no amount to buy, as "a splash of" is not.
  const pours = amount || vague ? POURS.exec(rest) : null;
  if (pours) {
    addNote(notes, `${amountText} ${pours[0]}`);
    rest = rest.slice(pours[0].length);
    quantity = null;
    quantityMax = null;
  }

  const dozen = /^dozens?\b\s*/i.exec(rest);
  if (dozen && quantity !== null) {
    quantity *= 12;
    quantityMax = quantityMax === null ? null : quantityMax * 12;
    rest = rest.slice(dozen[0].length);
  }

  const sizes: string[] = [];
  const spacedSize = amount ? SPACED_SIZE.exec(rest) : null;
  if (spacedSize) {
    sizes.push(spacedSize[0]);
    addNote(notes, spacedSize[0]);
    rest = rest.slice(spacedSize[0].length).trimStart();
  }
  rest = stripSizes(rest, notes, sizes);
  // "1 side pork spareribs", "1 (8 ounce) ball mozzarella", "5 links sausage", "2 bars dark chocolate":
  // the whole piece, counted. A "bar spoon" is a measure and "bar sugar" a product.
  // "1/2 batch pizza dough", "1 recipe pie pastry": a homemade yield is counted by the food it makes.
  // "2 pouches tuna", "1 sachet yeast": a pouch is no shelf unit, so the count is of the food in it.
  // "1 (8 ounce) wheel Brie", "1 (8 ounce) round Brie": a cheese's whole wheel; "round" is that piece
  // only once weighed, since "2 (9-inch) round cake pans" and "12 round crackers" describe a shape.
  // A capitalised pair is a brand ("8 Ball Park buns").
  const weighed = new RegExp(`\\d\\s*-?\\s*(?:${MASS_SIZE_UNITS})\\b`, 'i').test(
    `${parenSize ?? ''} ${sizes.join(' ')}`,
  );
  const wholeCut =
    quantity !== null && !/^\p{Lu}\S*\s+\p{Lu}/u.test(rest)
      ? new RegExp(
          `^(?:sides?|slabs?|balls?|links?|bars?(?!\\s+(?:spoons?|sugar|syrup)\\b)|batch(?:es)?|recipes?|pouch(?:es)?|sachets?|wheels?${weighed ? '|rounds?(?!\\s+(?:steaks?|roasts?|tip|bone)\\b)' : ''})\\s+(?:of\\s+)?(?=[a-z])`,
          'i',
        ).exec(rest)
      : null;
  if (wholeCut) {
    addNote(notes, wholeCut[0]);
    rest = rest.slice(wholeCut[0].length);
  }
  let unit: Unit | null = null;
  // A "tube" of tofu is a package; a "tube pan" is a baking tin.
  const unitMatch = /^tubes?\s+pans?\b/i.test(rest) ? null : readUnit(rest);
  // Without a number only rough units count ("Pinch of salt"); "Head lettuce" is not "1 head". A measure
  // opening a line in lower case ("cup orange juice", "teaspoon salt") has lost its "1"; "pound cake" has not.
  const measureWithoutNumber =
    unitMatch !== null &&
    quantity === null &&
    !vague &&
    isVolumeUnit(unitMatch.unit) &&
    /^[a-z]{2,}\.?\s/.test(rest.slice(0, unitMatch.length + 1)) &&
    /^[a-z]/.test(text);
  if (unitMatch && (quantity !== null || vague || IMPRECISE_UNITS.has(unitMatch.unit) || measureWithoutNumber)) {
    unit = unitMatch.unit;
    if (!vague) quantity ??= 1;
    const unitText = rest.slice(0, unitMatch.length);
    rest = rest.slice(unitMatch.length).trimStart();
    // "6 ounce jar sun-dried tomatoes", "1 pint basket strawberries": a weight or volume right before a
    // package word is the size of one package, as "16-ounce jar" is.
    // Packages are sized by weight or by liquid measure, never in cups or spoons ("1/2 cup bottle clam
    // juice" is a measure from a bottle). "bottled clam juice" is a measure of a food sold in bottles.
    const sizedPackage = isMassUnit(unit) || ['pint', 'quart', 'gallon', 'ml', 'l', 'fl oz'].includes(unit);
    const packageWord =
      amount && quantityMax === null && sizedPackage && !sizes.length && !/^[a-z]+(?:ed|ged)\b/i.test(rest)
        ? readUnit(rest)
        : null;
    if (
      packageWord &&
      CONTAINER_UNITS.has(packageWord.unit) &&
      /^\s+(?:of\s+)?[a-z]/i.test(rest.slice(packageWord.length))
    ) {
      const size = `${amountText} ${unitText}`;
      sizes.push(size);
      addNote(notes, size);
      quantity = 1;
      unit = packageWord.unit;
      rest = rest.slice(packageWord.length).trimStart();
    }
  }
  // "1 can or bottle ginger ale", "1 head or bunch broccoli": a second container with no amount of its
  // own is another way the same food is sold.
  const otherContainer = unit !== null ? /^or\s+/i.exec(rest) : null;
  const alternative = otherContainer ? readUnit(rest.slice(otherContainer[0].length)) : null;
  if (otherContainer && alternative && isCountUnit(alternative.unit)) {
    const after = rest.slice(otherContainer[0].length + alternative.length);
    if (/^\s+(?:of\s+)?[a-z]/i.test(after)) {
      addNote(notes, rest.slice(0, rest.length - after.length));
      rest = after.trimStart().replace(/^of\s+/i, '');
    }
  }
  // A jigger is the bar measure of 1 1/2 fl oz.
  const jigger = unit === null ? /^jiggers?\b\s*(?:of\s+)?/i.exec(rest) : null;
  if (jigger && quantity !== null) {
    unit = 'fl oz';
    quantity *= JIGGER_FL_OZ;
    quantityMax = quantityMax === null ? null : quantityMax * JIGGER_FL_OZ;
    rest = rest.slice(jigger[0].length);
  }
  // "10 cups (1-inch) cubes crusty bread": once the size has gone to the note, the cut shape follows it.
  const shape = isMeasure(unit) ? CUT_AFTER_MEASURE.exec(rest) : null;
  if (shape) {
    addNote(notes, shape[0]);
    rest = rest.slice(shape[0].length);
  }
  rest = readMetricTwin(rest, notes).replace(/^of\s+/i, '');
  const plus = readPlusAmount(rest, notes, unit);
  return { quantity, quantityMax, unit, rest: plus.rest, size: sizes[0] ?? null, extra: plus.extra };
}

/** "2 tablespoons/30 grams lard": the second spelling of the same amount is only a note. */
function readMetricTwin(text: string, notes: Notes): string {
  const slash = /^\/\s*/.exec(text);
  if (!slash) return text;
  let rest = text.slice(slash[0].length);
  const twin = readQuantity(rest);
  if (!twin) return text;
  rest = rest.slice(twin.length).trimStart();
  const unit = readUnit(rest);
  if (!unit) return text;
  rest = rest.slice(unit.length).trimStart();
  addNote(notes, text.slice(slash[0].length, text.length - rest.length));
  return rest;
}

/**
 * "1/2 cup plus 1 tablespoon sugar", "3 bottles or 2 pints stout": the extra or alternative amount
 * is kept as a note, not summed across units. "+" is written for "plus"; "1 pound 4 ounces" (a second
 * amount in a unit of the same kind, with no word between) is more of the same too. "1 cup minus
 * 2 tablespoons" buys the cup: the amount taken off is only a note.
 */
function readPlusAmount(text: string, notes: Notes, first: Unit | null): { rest: string; extra: Amount['extra'] } {
  const unchanged = { rest: text, extra: null };
  const joiner = /^(plus|or|minus|less)\s+|^(\+)\s*/i.exec(text);
  const measured = isMassUnit(first) || isVolumeUnit(first);
  if (!joiner && !measured) return unchanged;
  let rest = text.slice(joiner?.[0].length ?? 0);
  const extra = readQuantity(rest);
  if (!extra) return unchanged;
  rest = stripSizes(rest.slice(extra.length).trimStart(), { items: [] });
  const unit = readUnit(rest);
  const sameKind = unit !== null && (isMassUnit(first) ? isMassUnit(unit.unit) : isVolumeUnit(unit.unit));
  if (!joiner && !sameKind) return unchanged;
  if (unit) rest = rest.slice(unit.length).trimStart();
  addNote(notes, text.slice(0, text.length - rest.length));
  // "1 cup + 1 tablespoon + 1 teaspoon flour": only the first extra is kept as an amount, the rest noted.
  if (joiner) rest = readPlusAmount(rest, notes, null).rest;
  // "plus" is more of the same food; "or" is the same amount written another way. With no word between,
  // the same unit again ("1 cup 1 cup grated carrot") repeats the amount rather than adding to it.
  const word = (joiner?.[1] ?? joiner?.[2] ?? (unit?.unit === first ? 'repeat' : 'plus')).toLowerCase();
  const more =
    word === 'plus' || word === '+'
      ? { quantity: extra.quantity, quantityMax: extra.quantityMax, unit: unit?.unit ?? null }
      : null;
  return { rest, extra: more };
}

function startsWithProtected(text: string): boolean {
  const lower = text.toLowerCase();
  return PROTECTED_PHRASES.some((phrase) => lower.startsWith(phrase));
}

/** What the cook does to the food before it goes in ("finely chopped", "lightly sweetened"). */
function cookPreparation(text: string): RegExpExecArray | null {
  return (
    COOK_SWEETENED_RE.exec(text) ??
    SLICED_THICKNESS_RE.exec(text) ??
    RAW_BEFORE_COOKING_RE.exec(text) ??
    (PREP_BEFORE_POWDER.test(text) ? null : PREP_RE.exec(text))
  );
}

/**
 * Moves leading size and preparation words to the note ("finely chopped fresh parsley" →
 * "fresh parsley"). "fresh" is kept but skipped over. Returns the text unchanged if stripping
 * would leave no food at all.
 */
function stripModifiers(text: string, notes: Notes, allowPrep: boolean): string {
  let kept = '';
  let rest = text.trimStart();
  const removed: string[] = [];
  for (;;) {
    const separator = removed.length > 0 ? MODIFIER_SEPARATOR.exec(rest) : null;
    const body = separator ? rest.slice(separator[0].length) : rest;
    if (startsWithProtected(body)) break;
    const modifier =
      SIZE_WORD_RE.exec(body) ??
      SIZED_CUT.exec(body) ??
      PURITY_RE.exec(body) ??
      (allowPrep ? HOT_RE.exec(body) : null) ??
      STRENGTH_RE.exec(body) ??
      UNCOOKED_RE.exec(body) ??
      DRIED_OUT_RE.exec(body) ??
      WHOLE_COUNTED.exec(body) ??
      (allowPrep ? cookPreparation(body) : OFF_LABEL_STATE_RE.exec(body));
    if (modifier) {
      removed.push(modifier[0]);
      rest = body.slice(modifier[0].length).trimStart();
      continue;
    }
    const keep = separator ? null : KEEP_RE.exec(body);
    if (keep) {
      kept += keep[0];
      rest = body.slice(keep[0].length);
      continue;
    }
    break;
  }
  const food = `${kept}${rest}`;
  if (!removed.length || !/[a-z]/i.test(food.replace(/^[\s,]+/, ''))) return text;
  // "steamed or roasted chestnuts": the word offers one way the food comes, not a preparation.
  if (!kept && /^(?:or|and|&)\s/i.test(rest)) return text;
  addNote(notes, removed.join(', '));
  return food.replace(/^[\s,]+/, '');
}

// Case-sensitive on purpose: "squash - peeled" is a remark, "Cajun Sides - Red Beans" is a product name.
const DASH_NOTE = /\s+[-–—]+\s+(?=[a-z0-9])/;

const NAME = `\\p{Lu}[\\p{L}'-]*(?:\\s+\\p{Lu}[\\p{L}'-]*)*`;
/**
 * "Romano, Asiago and/or Parmesan cheese": a comma inside a list of names offered as alternatives
 * joins, rather than ends, the food. Case-sensitive: the names are capitalised, remarks are not.
 */
const NAME_LIST_COMMA = new RegExp(`,(?=\\s*${NAME}(?:\\s*,\\s*${NAME})*,?\\s+(?:and/or|or)\\s+\\p{Lu})`, 'gu');

// "steamed broccoli florets" is a food; "peeled" or "peeled and cored" alone is a preparation.
const LIST_ITEM = `(?!(?:${ADVERB_SRC}\\s+)*${PREP_SRC}(?:\\s+(?:and|or)\\s+(?:${ADVERB_SRC}\\s+)*${PREP_SRC})*,)[a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*)*`;
/**
 * "navel oranges, tangerines, and/or grapefruit": a list closed by ", and/or" offers alternatives.
 * Without the comma before "and/or" the words describe the food ("bell peppers, red and/or green").
 */
const AND_OR_LIST_COMMA = new RegExp(`,(?=(?:\\s*${LIST_ITEM},)*\\s+and/or\\s+[a-z])`, 'g');

/**
 * "Smoked Pepper, Lime, and Honey Glaze": capitalised names listed to the end of the line and closed
 * by "and" are the title of one made thing. A listed preparation ("Onion, Peeled and Diced") is not.
 */
const TITLE_LIST = new RegExp(`^\\s*${NAME}(?:\\s*,\\s*${NAME})+,?\\s+and\\s+${NAME}\\s*$`, 'u');
function isTitleList(text: string): boolean {
  if (!TITLE_LIST.test(text)) return false;
  return text
    .split(/,|\s+and\s+/)
    .slice(1)
    .every((name) => !PREP_RE.test(name.trim()));
}

/** Cuts "onions, finely chopped" into food "onions" and note "finely chopped". */
function splitTrailingNote(text: string, notes: Notes, inPackage: boolean): string {
  const trailing = inPackage ? TRAILING_NOTE_IN_PACKAGE : TRAILING_NOTE;
  // Same length as the text, so the cut found in it applies to the text.
  const searched = isTitleList(text)
    ? text.replace(/,/g, ' ')
    : text.replace(NAME_LIST_COMMA, ' ').replace(AND_OR_LIST_COMMA, ' ');
  const cuts = [trailing.exec(searched)?.index, DASH_NOTE.exec(searched)?.index].filter((i) => i !== undefined);
  if (!cuts.length) return text;
  const at = Math.min(...cuts);
  addNote(notes, text.slice(at));
  return text.slice(0, at);
}

const NAMES_THEN_OR = /^((?:\p{Lu}[\p{L}'-]*\s+)*\p{Lu}[\p{L}'-]*)\s+or\s+(.+)$/u;
const LEADING_NAMES = /^(?:\p{Lu}[\p{L}'-]*\s+)+(?=\p{Ll})/u;

/**
 * "1 Turkish or 1/2 California bay leaf", "2 Fuji or 3 Gala apples": the first alternative is a
 * variety named without its noun, which it shares with the second; the second goes to the note.
 */
function shareAlternativeNoun(text: string, notes: Notes): string {
  const match = NAMES_THEN_OR.exec(text);
  const amount = match ? readQuantity(match[2]) : null;
  if (!match || !amount) return text;
  const after = match[2].slice(amount.length).trimStart();
  const names = LEADING_NAMES.exec(after);
  if (!names) return text;
  addNote(notes, `or ${match[2].slice(0, amount.length)} ${names[0].trim()}`);
  return `${match[1]} ${after.slice(names[0].length)}`;
}

/** "salt and freshly ground black pepper": later parts get the same modifier treatment. */
function stripModifiersInParts(text: string, notes: Notes, allowPrep: boolean): string {
  const parts = text.split(/(\s+(?:and|or)\s+)/i);
  // "roasted or steamed broccoli": after a lone descriptor the words are its alternative, not a preparation.
  const strip = (i: number) => i > 0 && i % 2 === 0 && !/^[a-z-]+ed$/i.test(parts[i - 2]);
  return parts
    .map((part, i) => (strip(i) ? stripModifiers(stripOtherSize(part, notes), notes, allowPrep) : part))
    .join('');
}

/** "or other brine-cured large olives": the size of the stand-in is how it comes, as at the front. */
const OTHER_SIZE = /^(other\s+(?:[a-z]+-[a-z]+\s+)+)(extra-large|large|medium|small|jumbo)\s+(?=[a-z])/i;
function stripOtherSize(part: string, notes: Notes): string {
  const match = OTHER_SIZE.exec(part);
  if (!match) return part;
  addNote(notes, match[2]);
  return `${match[1]}${part.slice(match[0].length)}`;
}

function normalizeFood(text: string): string {
  return text
    .toLowerCase()
    .replace(/\*/g, '')
    .replace(/\s+[-–—]+\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.;:–—-]+|[\s,.;:–—-]+$/g, '')
    .trim();
}

/**
 * "garlic cloves" / "celery stalks" / "thyme sprigs" / "lemon slices" with no unit: the trailing word
 * is really the unit, so they group with "2 cloves garlic". A thickness before them ("8 thin
 * prosciutto slices") describes the slice, as in "8 thin slices prosciutto".
 */
function moveTrailingUnit(
  food: string,
  unit: Unit | null,
  quantity: number | null,
): { food: string; unit: Unit | null } {
  if (unit !== null || quantity === null) return { food, unit };
  const match = /^(.+?)\s+(cloves?|stalks?|sprigs?|slices?)$/.exec(food);
  // "4 whole cloves" is the spice.
  if (match && /^whole$/i.test(match[1])) return { food, unit };
  const trailing = match ? normalizeUnit(match[2]) : null;
  if (!match || !trailing) return { food, unit };
  const thickness = trailing === 'slice' ? /^(?:thin|thick)\s+(?=\S)/.exec(match[1]) : null;
  return { food: thickness ? match[1].slice(thickness[0].length) : match[1], unit: trailing };
}

interface ConfidenceInput {
  quantity: number | null;
  unit: Unit | null;
  food: string;
  note: string | null;
}

/**
 * Heuristic certainty: an amount, a known unit and a short clean food name are what a well-formed
 * line has; every missing or odd piece lowers the score.
 */
function scoreConfidence({ quantity, unit, food, note }: ConfidenceInput): number {
  if (!food) return 0.1;
  let score = 1;
  const vague =
    note !== null && /\b(?:to taste|as needed|for (?:serving|garnish|dusting|frying|greasing))\b/i.test(note);
  if (quantity === null) score -= vague ? 0.15 : 0.35;
  else if (unit === null) score -= 0.05;
  // "pain de mie or sturdy white sandwich bread" is two short names, not one long one.
  const words = Math.max(...food.split(/\s+(?:or|and)\s+/).map((part) => part.split(' ').length));
  if (words > 4) score -= Math.min(0.3, 0.1 * (words - 4));
  // "00" flour is a product name, not a stray number.
  if (/\d/.test(food.replace(/\b00 flour\b/g, ''))) score -= 0.3;
  if (/[^a-z0-9\s'&.-]/.test(food)) score -= 0.1;
  return Math.round(Math.max(0, Math.min(1, score)) * 100) / 100;
}

const PAREN_SIZE_UNITS =
  /\d\s*-?\s*(?:(?:fl\.?|fluid)\s*(?:ounces?|oz)|ounces?|oz|pounds?|lbs?|ml|milliliters?|l|liters?|litres?|g|grams?|kg|quarts?|qt|pints?|cups?)\b/i;

/**
 * "1 (28 oz) can ...", "1 can (28 oz) ...": the group right after the count, or right after the count
 * and its package word, which names the package size.
 */
function leadingParenSize(text: string): string | null {
  const match = /^([^()[\]]+?)\s*\(([^()]+)\)/.exec(text);
  if (!match) return null;
  const head = match[1].trim();
  const count = readQuantity(head);
  if (!count) return null;
  const after = head.slice(count.length).trim();
  const unit = after ? readUnit(after) : null;
  const packageWord = unit !== null && unit.length === after.length && CONTAINER_UNITS.has(unit.unit);
  if (after && !packageWord) return null;
  // "2 envelopes (1/2 oz total)" is the whole amount, not each package's size.
  if (/\b(?:total|in all|altogether)\b/i.test(match[2])) return null;
  return PAREN_SIZE_UNITS.test(match[2]) ? match[2].trim() : null;
}

function cleanSize(size: string): string {
  return size
    .replace(/\s+/g, ' ')
    .replace(/^about\s+/i, '')
    .trim();
}

/**
 * "1 wedge lemon", "2 ribs celery", "1 bulb fennel": a piece word that is no measuring unit names the
 * piece, which a cook writes after the food ("lemon wedge", "celery rib", "fennel bulb"), so both
 * spellings group together.
 */
const PIECE_BEFORE_FOOD = /^(wedge|rib|bulb)s?\s+(?:of\s+)?(?!eye\b|roast\b|steak\b)(?=[a-z])/i;
/** "Thin strips of orange peel": with no count the cut is only how the food is served. */
const CUT_OF = /^(?:strips?|slices?|pieces?|chunks?|shavings?|curls?)\s+of\s+(?=[a-z])/i;
/** "1 (6 ounce) can canned tuna": inside a package word the package adjective repeats it. */
const PACKAGED = /^(?:canned|jarred|bottled|boxed|packaged)\s+(?=[a-z])/i;

interface SingleParse extends ParsedItem {
  /** "1/2 cup plus 2 tbsp sugar": the second amount of the same food. */
  extra: Amount['extra'];
}

/** One line (or one part of a line) read as a single thing to buy. */
function parseSingle(input: string): SingleParse | null {
  const notes: Notes = { items: [] };
  let text = input;
  const label = LABEL_PREFIX.exec(text);
  if (label) {
    if (FOOTNOTE_LABELS.test(label[1].trim()) || !label[2]) return null;
    addNote(notes, label[1]);
    text = label[2];
  }

  const parenSize = leadingParenSize(text);
  // "sweetener with brown sugar (such as …)": a brand example names the whole as one product.
  // Case-sensitive after "such as": only a capitalised name or a mark is a brand.
  const namedProduct = /\swith\s[^,(]*\((?:[Ss]uch as|[Ll]ike|e\.g\.)\s[^)]*(?:®|\b\p{Lu})/u.test(text);
  text = extractParentheses(text, notes);
  const amount = readAmount(text, notes, parenSize);
  const allowPrep = amount.unit === null || !CONTAINER_UNITS.has(amount.unit);
  const piece = amount.unit === null ? PIECE_BEFORE_FOOD.exec(amount.rest) : null;
  if (piece) amount.rest = amount.rest.slice(piece[0].length);
  const cut = amount.unit === null && amount.quantity === null ? CUT_OF.exec(amount.rest) : null;
  if (cut) {
    addNote(notes, cut[0]);
    amount.rest = amount.rest.slice(cut[0].length);
  }
  if (!allowPrep) amount.rest = amount.rest.replace(PACKAGED, '');

  let foodText = stripModifiers(amount.rest, notes, allowPrep);
  // "mixed mint, perilla and cilantro": the herbs are what is bought, the list is the food.
  // "mixed salad greens such as arugula, frisee and romaine" names the food first: the list is examples,
  // as after "preferably including" or "especially".
  const mixed =
    /^mixed\s+(?!.*\b(?:such\s+as|including|especially|like|e\.g\.)\s)([a-z][a-z\s-]*(?:,\s*[a-z][a-z\s-]*)+\s+and\s+[a-z][a-z\s-]*)$/i.exec(
      foodText,
    );
  if (mixed) {
    addNote(notes, 'mixed');
    foodText = mixed[1];
  }
  foodText = shareAlternativeNoun(foodText, notes);
  // The leading space lets a remark right after the unit ("2 tbsp for the ramekins") be one.
  if (!mixed) foodText = splitTrailingNote(` ${foodText}`, notes, !allowPrep || namedProduct).trimStart();
  // "1 small jar with a lid": the container itself is wanted, so the remark leaves no food. A count
  // in it ("2 packages with 2 tenderloins in each") is about the food named before.
  if (/^with(?:out)?\s\D*$/i.test(foodText)) {
    addNote(notes, foodText);
    foodText = '';
  }
  foodText = moveInnerSize(cutSourceRemark(foodText, notes), notes);
  // Inside a package the words are the label's ("soft or medium tofu").
  if (allowPrep) {
    const prepAtEnd = PREP_AT_END.exec(foodText);
    // "1 thinly sliced" names no food: there the words are the whole of it.
    const before = prepAtEnd ? foodText.slice(0, prepAtEnd.index) : '';
    if (prepAtEnd && !ONLY_ADVERBS.test(before) && !ENDS_IN_CONJUNCTION.test(before)) {
      addNote(notes, prepAtEnd[0]);
      foodText = foodText.slice(0, prepAtEnd.index);
    }
    foodText = stripModifiersInParts(foodText, notes, allowPrep);
  }

  const moved = moveTrailingUnit(normalizeFood(foodText), amount.unit, amount.quantity);
  let food = singularizeFood(moved.food);
  // "1 bulb fennel bulb" names the piece twice.
  if (piece && food && !food.endsWith(piece[1].toLowerCase())) food = `${food} ${piece[1].toLowerCase()}`;
  let unit = moved.unit;
  // "6 cloves" on its own: the unit word is the food.
  if (!food && unit !== null && isCountUnit(unit)) {
    food = unit;
    unit = null;
  }

  const note = notes.items.length ? notes.items.join(', ') : null;
  const size = unit !== null && CONTAINER_UNITS.has(unit) ? (parenSize ?? amount.size) : null;
  return {
    quantity: amount.quantity,
    quantityMax: amount.quantityMax,
    unit,
    food,
    note,
    ...(size ? { size: cleanSize(size) } : {}),
    confidence: scoreConfidence({ quantity: amount.quantity, unit, food, note }),
    extra: amount.extra,
  };
}

// ---------------------------------------------------------------------------------------------
// Lines that name several things to buy.

/** Same length as the text, with everything inside (...) / [...] blanked, so splits skip it. */
function maskParentheses(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    out += depth > 0 ? '\u0001'.repeat(ch.length) : ch;
    if ((ch === ')' || ch === ']') && depth > 0) depth--;
  }
  return out;
}

/**
 * Where a part of a line ends and the next may start: commas, semicolons, "and", "plus", "beaten with",
 * "dissolved in" (the water the starch is dissolved in is bought too).
 */
const SEPARATOR =
  /,?\s+(?:and\s+)?(?:(?:mixed|beaten|tossed|whisked)\s+with|(?:dissolved|diluted)\s+in)\s+|\s*[,;]\s*(?:and\s+|plus\s+)?|\s+(?:and|plus)\s+/gi;

interface Piece {
  separator: string;
  text: string;
}

function splitPieces(text: string): Piece[] {
  const masked = maskParentheses(text);
  const pieces: Piece[] = [];
  let last = 0;
  let separator = '';
  for (const match of masked.matchAll(SEPARATOR)) {
    pieces.push({ separator, text: text.slice(last, match.index) });
    separator = match[0];
    last = match.index + match[0].length;
  }
  pieces.push({ separator, text: text.slice(last) });
  return pieces;
}

const AMOUNT_START = new RegExp(
  `^(?:\\d|[${UNICODE_FRACTION_CHARS}]|an?\\s+(?=\\d|pinch|dash|handful)|(?:pinch|dash)\\b)`,
  'i',
);
/** "2 tbsp liquid reserved": part of the food before it, kept back, not something more to buy. */
const KEPT_BACK = /\breserved$/i;
/** "1 thinly sliced", "1/4 reserved for garnish", "1/2 inch thick": an amount, but of no new food. */
const NOT_A_FOOD = new RegExp(
  `^(?:(?:${ADVERB_SRC}\\s+)*${PREP_SRC}|reserved|inch|thick|thin|long|wide|more|each|into)\\b`,
  'i',
);
/** "crushed tomatoes", "stemmed glasses": a product named by a preparation word is still a food. */
const namesNoFood = (food: string) => NOT_A_FOOD.test(food) && !startsWithProtected(food);
/** A cut shape on its own ("plus 2 tbsp fine matchsticks for serving") is more of the same food. */
const SHAPE_ONLY = /^(?:(?:fine|thin|thick)\s+)?(?:matchstick|slice|strip|wedge|cube|piece|round|coin|shaving)$/;
/** Notes saying the rest of the line is served alongside: its other foods are bought too. */
const SERVING_NOTE = /^(?:for (?:serving|topping|garnish(?:ing)?|the table|dipping)|to serve|to garnish)\b/i;
const NO_MORE = /^(?:more|extra|additional|another)\b/i;
const TO_TASTE_END = /\bto taste\s*$/i;

function afterAmount(text: string): string {
  const hedged = text.replace(APPROXIMATELY, '');
  const amount = readQuantity(hedged);
  let rest = amount ? hedged.slice(amount.length).trimStart() : hedged;
  rest = rest.replace(SIZE_ADJECTIVE, '').trimStart();
  const unit = readUnit(rest);
  if (unit) rest = rest.slice(unit.length).trimStart();
  return rest.replace(/^of\s+/i, '');
}

const REMARK_START =
  /^(?:for\s|to\s|as needed|if\s|optional|such as|about|at room|from|in\s|into\s|on\s|with|without|or\s|plus|more|divided|halves|whites?\b|tips?\b|leaves\b|skins?\b|neck\b|stems?\b|seeds?\b|shells?\b|cloves? separated|each\b|whole\b|thawed|fresh, or|room[-\s]temperature)/i;

/** A piece of a list without its own amount ("sliced tomato", "Thai basil"), not a remark ("halved"). */
function isFoodPiece(body: string): boolean {
  if (!body || REMARK_START.test(body) || SERVING_NOTE.test(body)) return false;
  const single = parseSingle(body);
  if (!single?.food || single.quantity !== null) return false;
  return !namesNoFood(single.food) && !REMARK_START.test(single.food);
}

/** Does this piece start a new thing to buy ("1 yellow bell pepper", "1/2 tsp black pepper")? */
function startsItem(piece: Piece): boolean {
  const text = piece.text.trim();
  if (!AMOUNT_START.test(text) || NO_MORE.test(afterAmount(text))) return false;
  const food = parseSingle(text)?.food ?? '';
  return food !== '' && !namesNoFood(food) && !REMARK_START.test(food) && !KEPT_BACK.test(food);
}

/**
 * "roasted and mashed potatoes", "noodles or salted and roasted peanuts": a lone describing word before
 * "and" describes the food after it, with which it is one thing to buy.
 */
const LONE_DESCRIPTOR = /(?:^|,|\s(?:or|and)\s|:)\s*(?!\S*seed$)[a-z-]+ed$/i;

/** "leaves or 1/4 cup": after a food, "or" with an amount offers another way to buy it. */
const OR_ALTERNATIVE = new RegExp(`\\p{L}\\s+or\\s+(?:\\d|[${UNICODE_FRACTION_CHARS}])`, 'u');
const isPlus = (separator: string) => /plus/i.test(separator);
/** "mixed with", "dissolved in": what follows goes into the food before; without an amount it is a remark. */
const isWith = (separator: string) => /with|dissolved|diluted/i.test(separator);

/** "1/2 tsp each anise seed, black peppercorns and whole cloves": the amount goes to each food. */
function expandEach(text: string): string[] | null {
  const masked = maskParentheses(text);
  const each = /\s+each\s+/i.exec(masked);
  if (!each) return null;
  const prefix = text.slice(0, each.index);
  const head = parseSingle(prefix);
  if (!head || head.quantity === null || head.food) return null;
  const pieces = splitPieces(text.slice(each.index + each[0].length));
  const foods: string[] = [];
  let tail = '';
  for (const piece of pieces) {
    const body = piece.text.trim();
    if (tail || (foods.length && (isPlus(piece.separator) || NOT_A_FOOD.test(body) || SERVING_NOTE.test(body)))) {
      tail += `${piece.separator}${piece.text}`;
    } else foods.push(body);
  }
  if (foods.length < 2) return null;
  const parts = foods.map((food) => `${prefix} ${food}`);
  // A trailing "plus ..." or remark stays on the last part, where the splitter handles it.
  parts[parts.length - 1] += tail;
  return parts;
}

/** The text of the pieces up to the next semicolon. */
function untilSemicolon(pieces: Piece[]): string {
  const next = pieces.findIndex((piece, i) => i > 0 && piece.separator.includes(';'));
  return (next < 0 ? pieces : pieces.slice(0, next))
    .map((piece, i) => (i ? piece.separator : '') + piece.text)
    .join('');
}

/** "1 pressed", "12 halved lengthwise": after a count, how that many of the food are prepared. */
const PREPARED_COUNT = /^(?:[a-z]+(?:ed|en)|cut|split|left)\b/i;

/**
 * "2 lemons; 1 sliced, 1 cut into wedges", "fennel bulbs with fronds; 1 tablespoon fronds chopped":
 * after a semicolon an amount can share out, or take a part of, the food already named.
 */
function sharesOutFood(before: string, after: string): boolean {
  if (PREPARED_COUNT.test(afterAmount(after)) || /\breserved\b/i.test(after)) return true;
  const head = parseSingle(after)?.food.split(' ').pop() ?? '';
  const stem = head.replace(/(?:es|s)$/, '');
  return stem.length > 2 && before.toLowerCase().includes(stem);
}

/** "Special equipment: a chestnut knife and protective gloves": every tool listed is one to have. */
const EQUIPMENT_LIST = /^(?:special\s+)?equipment\s*:/i;
/** "a stand mixer with whisk and paddle attachments": after "with" an "and" lists the tool's parts. */
const TOOL_PARTS = /\b(?:with|fitted)\b/i;

/**
 * Is this piece of an equipment list another tool ("and protective gloves", "; a wok")? Not when
 * the piece before names none ("#1 and #101 tips") or this one is a unit word ("molds and sticks").
 */
function startsTool(piece: Piece, previous: string, current: string): boolean {
  if (!/[,;]/.test(piece.separator) && TOOL_PARTS.test(current)) return false;
  const body = piece.text.trim().replace(/^an?\s+/i, '');
  // A mortar and its pestle are one tool.
  if (/\bmortars?$/i.test(current.trim()) && /^pestles?\b/i.test(body)) return false;
  if (!/[a-z]{3}/i.test(previous) || normalizeUnit(body) !== null) return false;
  return isFoodPiece(body);
}

/** Cuts the line into one text per thing to buy (one text when it names a single thing). */
function splitLine(text: string): { parts: string[]; inherits: boolean[] } {
  const equipment = EQUIPMENT_LIST.test(text);
  const pieces = splitPieces(text);
  const parts: string[] = [];
  const inherits: boolean[] = [];
  const first = parseSingle(pieces[0].text);
  const measured = first !== null && first.quantity !== null;
  // A trailing "for serving" makes the foods listed before it things to buy as well.
  // So does "to taste" closing the last one ("1 pinch salt and ground black pepper to taste").
  const serving = pieces.some(
    (piece, i) =>
      i > 0 && (SERVING_NOTE.test(piece.text.trim()) || (i === pieces.length - 1 && TO_TASTE_END.test(piece.text))),
  );
  let current = pieces[0].text;
  let currentInherits = false;
  pieces.slice(1).forEach((piece, i) => {
    const body = piece.text.trim();
    // "1 tbsp plus 1 tsp kosher salt": the first amount has no food yet; readAmount sums them.
    const foodSoFar = Boolean(parseSingle(current)?.food);
    const plus = isPlus(piece.separator) && body !== '' && !NO_MORE.test(body) && foodSoFar;
    // "10 basil leaves or 1/4 cup parsley and 2 tsp dried basil": the "and" extends the alternative.
    const inAlternative = /^\s*and\s/i.test(piece.separator) && OR_ALTERNATIVE.test(maskParentheses(current));
    const amountLed =
      startsItem(piece) &&
      (foodSoFar || !isPlus(piece.separator)) &&
      !inAlternative &&
      !(/;/.test(piece.separator) && sharesOutFood(current, untilSemicolon(pieces.slice(i + 1))));
    const listed =
      !amountLed &&
      !plus &&
      !isWith(piece.separator) &&
      // A comma alone there often opens a remark ("a wok, preferably flat-bottomed").
      (equipment && /;|\band\b/i.test(piece.separator)
        ? startsTool(piece, pieces[i].text, current)
        : (serving || !measured) &&
          !(/^\s+and\s+$/i.test(piece.separator) && LONE_DESCRIPTOR.test(current)) &&
          isFoodPiece(body));
    if (plus || amountLed || listed) {
      parts.push(current);
      inherits.push(currentInherits);
      current = piece.text;
      const plusFood = plus ? (parseSingle(body)?.food ?? '') : '';
      currentInherits = plus && (!plusFood || SHAPE_ONLY.test(plusFood));
    } else current += `${piece.separator}${piece.text}`;
  });
  parts.push(current);
  inherits.push(currentInherits);
  return { parts, inherits };
}

function toItem(single: SingleParse): ParsedItem {
  const { extra: _extra, ...item } = single;
  return item;
}

/** Every thing to buy on a parsed line: its items, or the line itself. */
export function ingredientItems(parsed: ParsedIngredient): ParsedItem[] {
  if (parsed.items?.length) return parsed.items;
  const { original: _original, items: _items, ...item } = parsed;
  return [item];
}

function emptyLine(original: string, note: string | null): ParsedIngredient {
  return { original, quantity: null, quantityMax: null, unit: null, food: '', note, confidence: 0 };
}

export function parseIngredient(line: string): ParsedIngredient {
  const text = cleanLine(line);
  if (!text || isFootnote(text) || isHeader(text)) return emptyLine(line, text || null);
  const whole = parseSingle(text);
  if (!whole) return emptyLine(line, text);

  const { parts, inherits } = splitLine(text);
  const expanded: Array<{ text: string; inherits: boolean }> = [];
  parts.forEach((part, i) => {
    for (const each of expandEach(part) ?? [part]) expanded.push({ text: each, inherits: inherits[i] });
  });

  const items: ParsedItem[] = [];
  for (const part of expanded) {
    const single = parseSingle(part.text.replace(/^[\s,]+/, ''));
    if (!single) continue;
    const previous = items[items.length - 1];
    const unitOnly = single.unit === null && normalizeUnit(single.food) !== null;
    if ((part.inherits || !single.food || unitOnly) && previous) {
      const unit = unitOnly ? normalizeUnit(single.food) : single.unit;
      items.push(toItem({ ...single, unit, food: previous.food, confidence: previous.confidence }));
    } else items.push(toItem(single));
    if (single.extra) {
      const base = items[items.length - 1];
      items.push({ ...single.extra, food: base.food, note: null, confidence: base.confidence });
    }
  }
  if (items.length <= 1) return { original: line, ...toItem(whole) };
  // Without amounts ("salt and pepper to taste") the line as a whole keeps its old reading.
  const top = whole.quantity === null && whole.unit === null ? toItem(whole) : items[0];
  return { original: line, ...top, items };
}
