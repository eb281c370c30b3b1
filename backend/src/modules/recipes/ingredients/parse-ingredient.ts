/**
 * Parses one published ingredient line ("1 (14.5 ounce) can diced tomatoes, drained") into an
 * amount, a unit, a normalised food name and a free-text note.
 *
 * Rules (the labelled fixture follows the same ones):
 *
 * - Amount: integers, decimals, fractions, mixed numbers, unicode fractions ("1½"), ranges
 *   ("2-3", "2–3", "2 to 3", "2 or 3" → quantity 2, quantityMax 3), and "a"/"an"/"one".
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
 *   a package unit (can, jar, package, ...) nothing is moved, because "diced tomatoes" in a can is
 *   what is printed on the label. A few fixed product names ("crushed red pepper") are never split.
 * - Hedges keep the number and go to the note ("About 2 cups" → 2 cup, "Scant 1/4 teaspoon" → 1/4 tsp);
 *   "Juice of 2 lemons" is 2 × lemon, since the lemons are what you buy. "A few dashes" has no amount.
 *   "28 1/3-inch-thick slices" is 28 slices (a count of 2+ before a fractional size is a count).
 * - "garlic cloves"/"celery stalks" with no unit are read as unit clove/stalk of garlic/celery, so
 *   they group with "2 cloves garlic".
 * - Food is lower-case, without trademark signs, and singular on the last word of each "and"/"or"
 *   part ("fresh or frozen cherries" → "fresh or frozen cherry"); see inflect.ts for exceptions.
 * - Section headers ("For the sauce:") and footnotes ("*Available at ...") give an empty food.
 */
import { singularizeFood } from './inflect';
import { readQuantity } from './quantity';
import { CONTAINER_UNITS, IMPRECISE_UNITS, isCountUnit, normalizeUnit, readUnit, type Unit } from './units';

export interface ParsedIngredient {
  original: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: Unit | null;
  food: string;
  note: string | null;
  /** 0..1: how much of the line the parser understood. */
  confidence: number;
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
  'heaping',
  'heaped',
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
  'purchased',
  'divided',
  'cut',
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
  'just',
];

/** Product names that start with a preparation word; splitting them would change the product. */
const PROTECTED_PHRASES = [
  'crushed red pepper',
  'crushed tomato',
  'crushed pineapple',
  'crushed ice',
  'toasted sesame',
  'shredded coconut',
  'shredded wheat',
  'mashed potato',
];

const SIZE_WORD_RE = new RegExp(`^(?:${wordAlternation(SIZE_WORDS)})(?=$|[\\s,])`, 'i');
const ADVERB_SRC = `(?:${wordAlternation(ADVERBS)})`;
const PREP_SRC = `(?:${wordAlternation(PREP_WORDS)})`;
// "ground" alone names a product (ground cumin); only "freshly ground" is something the cook does.
// Same for "cracked black pepper" vs "freshly cracked pepper".
const PREP_RE = new RegExp(
  `^(?:(?:${ADVERB_SRC}[-\\s]+)+(?:ground|milled|cracked)|(?:${ADVERB_SRC}[-\\s]+)*${PREP_SRC})(?=$|[\\s,])`,
  'i',
);
const KEEP_RE = /^fresh\s+/i;
// "100% vanilla extract" is a purity claim; "1% milk" is a different product and stays.
const PURITY_RE = /^100%\s*(?:pure\s+)?/i;
const MODIFIER_SEPARATOR = /^(?:,\s*|(?:and|or|&)\s+)/i;

const SIZE_UNITS =
  '(?:inch(?:es)?|in|ounces?|oz|pounds?|lbs?|pints?|quarts?|qt|liters?|litres?|gallons?|cups?|cm|mm|grams?|g|ml|milliliters?)';
const SIZE_NUM = `\\d[\\d${UNICODE_FRACTION_CHARS}./x×]*(?:\\s+\\d+/\\d+)?(?:\\s*[x×]\\s*\\d[\\d./]*(?:\\s+\\d+/\\d+)?)*`;
/**
 * Inline sizes such as "16-ounce", "15- to 16-ounce", "3 1/2- by 1 1/2-inch", "4x1/2x1/4-inch", 1",
 * optionally followed by a metric twin ("5-ounce/140-grams").
 */
const SIZE_ADJECTIVE = new RegExp(
  `^(?:about\\s+)?${SIZE_NUM}(?:\\s*-?\\s*(?:to|by|or|x|-|–)\\s*${SIZE_NUM})?(?:\\s*-\\s*${SIZE_UNITS}\\b\\.?(?:-[a-z]+)*|["”])` +
    `(?:\\s+(?:by|x)\\s+${SIZE_NUM}\\s*-\\s*${SIZE_UNITS}\\b\\.?(?:-[a-z]+)*)*` +
    `(?:\\s*/\\s*${SIZE_NUM}\\s*-?\\s*${SIZE_UNITS}\\b\\.?)?`,
  'i',
);
/** "1 14 ounce package": a second number with a measuring unit right after the count is a size. */
const SPACED_SIZE = new RegExp(`^${SIZE_NUM}\\s+${SIZE_UNITS}\\b\\.?(?=\\s)`, 'i');
/** "3 cups 1/2-inch cubes squash": the cut shape belongs with its size in the note. */
const SIZED_CUT = new RegExp(
  `^(?:${SIZE_ADJECTIVE.source.slice(1)})(?:\\s+(?:cubes?|pieces?|dice|slices?|strips?|chunks?|rounds?|lengths?|wedges?|matchsticks?))?(?=$|[\\s,])`,
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
  `\\s+(?=to taste\\b|as needed\\b|as desired\\b|as an?\\s|as required\\b|as garnish\\b|if (?:desired|needed|using|necessary|you like)\\b)`,
  `\\s+(?=for\\s|at room temperature\\b|optional\\b|such as\\s|divided\\b|plus\\s|recipe follows\\b)`,
  `\\s+(?=or\\s+(?:\\d|[${UNICODE_FRACTION_CHARS}]|an?\\s|more\\b|less\\b|to taste\\b|as needed\\b))`,
  `\\s+(?=(?:${TRAILING_PARTICIPLES})\\s+(?:${ADVERB_SRC}\\s+)*(?:with|to|into|in|for|from|on|lengthwise|crosswise|diagonally|thin|thick|\\d))`,
];
const TRAILING_NOTE = new RegExp(TRAILING_NOTE_SOURCES.join('|'), 'i');
// Inside a package "with" belongs to the product name ("condensed bean with bacon soup").
const TRAILING_NOTE_IN_PACKAGE = new RegExp(TRAILING_NOTE_SOURCES.filter((_, i) => i !== 1).join('|'), 'i');

/** Hedges in front of a number ("About 2 cups", "Scant 1/4 teaspoon") qualify, not replace, it. */
const APPROXIMATELY =
  /^(?:about|approximately|approx\.?|roughly|around|heaping|heaped|scant|generous|rounded|up to)\s+(?=\d|[½⅓⅔¼¾⅛⅜⅝⅞]|an?\s|one\b)/i;
/** "Juice of 2 lemons", "Finely grated zest of 1 orange": what you buy is the fruit. */
const PART_OF =
  /^(?:(?:finely\s+|freshly\s+)?(?:grated|squeezed)\s+)?(?:juice|zest|peel|rind|seeds|petals|leaves)\s+(?:of|from)\s+(?=\d|[½⅓⅔¼¾⅛⅜⅝⅞]|an?\s|one\b|two\b|three\b)/i;

const VAGUE_AMOUNT =
  /^(?:a\s+few|several|some|a\s+little|a\s+bit(?:\s+of)?|a\s+splash(?:\s+of)?|a\s+drizzle(?:\s+of)?)\s+/i;

const LABEL_PREFIX = /^([A-Za-z][A-Za-z ]{1,30}):\s*(.*)$/;
const FOOTNOTE_LABELS = /^(?:notes?|tips?|cook'?s notes?|variations?|ingredient info)$/i;

interface Notes {
  items: string[];
}

function addNote(notes: Notes, text: string): void {
  const cleaned = text
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (cleaned) notes.items.push(cleaned);
}

/** Whitespace, trademark signs and list bullets carry no meaning for parsing. */
function cleanLine(line: string): string {
  return line
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/[®™©℠]/g, '')
    .replace(/⁄/g, '/')
    .replace(/^\s*[-•·▢◦]\s+/, '')
    .replace(/\b(skinless|boneless),\s*(?=skinless|boneless|bone-in|skin-on)/gi, '$1 ')
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
  return rest
    .replace(/\s+([,;.])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
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
}

// "1/4 packed cup sugar": packing is sometimes written before the unit it qualifies.
const PACKED_RE = new RegExp(`^(?:${ADVERB_SRC}\\s+)?packed(?=\\s)`, 'i');

/** Strips inline sizes and size words before the unit ("16-ounce", "large"), noting them. */
function stripSizes(text: string, notes: Notes): string {
  let rest = text;
  for (;;) {
    const match = SIZE_ADJECTIVE.exec(rest) ?? SIZE_WORD_RE.exec(rest) ?? PACKED_RE.exec(rest);
    if (!match) return rest;
    addNote(notes, match[0]);
    rest = rest.slice(match[0].length).trimStart();
  }
}

/** Reads "<quantity> [size] <unit> [of]" from the start of the line. */
function readAmount(text: string, notes: Notes): Amount {
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
  const countBeforeSize = /^([2-9]|\d{2,})(?=\s+\d+\/\d+\s*-)/.exec(rest);
  const leadingSize = countBeforeSize ? null : SIZE_ADJECTIVE.exec(rest);
  const amount = countBeforeSize
    ? { quantity: Number(countBeforeSize[1]), quantityMax: null, length: countBeforeSize[0].length }
    : leadingSize
      ? null
      : readQuantity(rest);
  let quantity = amount?.quantity ?? (leadingSize ? 1 : null);
  let quantityMax = amount?.quantityMax ?? null;
  if (amount) rest = rest.slice(amount.length).trimStart();
  // "A few dashes of ...": the unit is real even though the amount is not a number.
  const vague = amount || leadingSize ? null : VAGUE_AMOUNT.exec(rest);
  if (vague) {
    addNote(notes, vague[0]);
    rest = rest.slice(vague[0].length).trimStart();
  }

  const dozen = /^dozens?\b\s*/i.exec(rest);
  if (dozen && quantity !== null) {
    quantity *= 12;
    quantityMax = quantityMax === null ? null : quantityMax * 12;
    rest = rest.slice(dozen[0].length);
  }

  const spacedSize = amount ? SPACED_SIZE.exec(rest) : null;
  if (spacedSize) {
    addNote(notes, spacedSize[0]);
    rest = rest.slice(spacedSize[0].length).trimStart();
  }
  rest = stripSizes(rest, notes);
  let unit: Unit | null = null;
  const unitMatch = readUnit(rest);
  // Without a number only rough units count ("Pinch of salt"); "Head lettuce" is not "1 head".
  if (unitMatch && (quantity !== null || vague || IMPRECISE_UNITS.has(unitMatch.unit))) {
    unit = unitMatch.unit;
    if (!vague) quantity ??= 1;
    rest = rest.slice(unitMatch.length).trimStart();
  }
  rest = readMetricTwin(rest, notes).replace(/^of\s+/i, '');
  rest = readPlusAmount(rest, notes);
  return { quantity, quantityMax, unit, rest };
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
 * is kept as a note, not summed across units.
 */
function readPlusAmount(text: string, notes: Notes): string {
  const plus = /^(?:plus|or)\s+/i.exec(text);
  if (!plus) return text;
  let rest = text.slice(plus[0].length);
  const extra = readQuantity(rest);
  if (!extra) return text;
  rest = stripSizes(rest.slice(extra.length).trimStart(), { items: [] });
  const unit = readUnit(rest);
  if (unit) rest = rest.slice(unit.length).trimStart();
  addNote(notes, text.slice(0, text.length - rest.length));
  return rest;
}

function startsWithProtected(text: string): boolean {
  const lower = text.toLowerCase();
  return PROTECTED_PHRASES.some((phrase) => lower.startsWith(phrase));
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
      (allowPrep ? PREP_RE.exec(body) : null);
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
  addNote(notes, removed.join(', '));
  return food.replace(/^[\s,]+/, '');
}

// Case-sensitive on purpose: "squash - peeled" is a remark, "Cajun Sides - Red Beans" is a product name.
const DASH_NOTE = /\s+[-–—]+\s+(?=[a-z0-9])/;

/** Cuts "onions, finely chopped" into food "onions" and note "finely chopped". */
function splitTrailingNote(text: string, notes: Notes, inPackage: boolean): string {
  const trailing = inPackage ? TRAILING_NOTE_IN_PACKAGE : TRAILING_NOTE;
  const cuts = [trailing.exec(text)?.index, DASH_NOTE.exec(text)?.index].filter((i) => i !== undefined);
  if (!cuts.length) return text;
  const at = Math.min(...cuts);
  addNote(notes, text.slice(at));
  return text.slice(0, at);
}

/** "salt and freshly ground black pepper": later parts get the same modifier treatment. */
function stripModifiersInParts(text: string, notes: Notes, allowPrep: boolean): string {
  const parts = text.split(/(\s+(?:and|or)\s+)/i);
  return parts.map((part, i) => (i > 0 && i % 2 === 0 ? stripModifiers(part, notes, allowPrep) : part)).join('');
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

/** "garlic cloves" / "celery stalks" with no unit: the trailing word is really the unit. */
function moveTrailingUnit(
  food: string,
  unit: Unit | null,
  quantity: number | null,
): { food: string; unit: Unit | null } {
  if (unit !== null || quantity === null) return { food, unit };
  const match = /^(.+?)\s+(cloves?|stalks?)$/.exec(food);
  const trailing = match ? normalizeUnit(match[2]) : null;
  return match && trailing ? { food: match[1], unit: trailing } : { food, unit };
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
  const words = food.split(' ').length;
  if (words > 4) score -= Math.min(0.3, 0.1 * (words - 4));
  if (/\d/.test(food)) score -= 0.3;
  if (/[^a-z0-9\s'&.-]/.test(food)) score -= 0.1;
  return Math.round(Math.max(0, Math.min(1, score)) * 100) / 100;
}

function emptyResult(original: string, note: string | null): ParsedIngredient {
  return { original, quantity: null, quantityMax: null, unit: null, food: '', note, confidence: 0 };
}

export function parseIngredient(line: string): ParsedIngredient {
  const notes: Notes = { items: [] };
  let text = cleanLine(line);
  if (!text || isFootnote(text) || isHeader(text)) return emptyResult(line, text || null);

  const label = LABEL_PREFIX.exec(text);
  if (label) {
    if (FOOTNOTE_LABELS.test(label[1].trim()) || !label[2]) return emptyResult(line, text);
    addNote(notes, label[1]);
    text = label[2];
  }

  text = extractParentheses(text, notes);
  const amount = readAmount(text, notes);
  const allowPrep = amount.unit === null || !CONTAINER_UNITS.has(amount.unit);

  let foodText = stripModifiers(amount.rest, notes, allowPrep);
  foodText = splitTrailingNote(foodText, notes, !allowPrep);
  foodText = stripModifiersInParts(foodText, notes, allowPrep);

  const moved = moveTrailingUnit(normalizeFood(foodText), amount.unit, amount.quantity);
  let food = singularizeFood(moved.food);
  let unit = moved.unit;
  // "6 cloves" on its own: the unit word is the food.
  if (!food && unit !== null && isCountUnit(unit)) {
    food = unit;
    unit = null;
  }

  const note = notes.items.length ? notes.items.join(', ') : null;
  return {
    original: line,
    quantity: amount.quantity,
    quantityMax: amount.quantityMax,
    unit,
    food,
    note,
    confidence: scoreConfidence({ quantity: amount.quantity, unit, food, note }),
  };
}
