/**
 * Canonical units for ingredient lines and the spellings that map onto them.
 *
 * Units fall into three families, because what we may do with an amount depends on the family:
 * volume and mass convert to metric; everything else (count, container and size words) is left
 * alone by conversion and rounded to cook-friendly counts by scaling.
 */

export const VOLUME_UNITS = ['cup', 'tbsp', 'tsp', 'fl oz', 'pint', 'quart', 'gallon', 'ml', 'l'] as const;
export const MASS_UNITS = ['lb', 'oz', 'g', 'kg'] as const;

/** Things you count rather than measure. Containers are a subset (see CONTAINER_UNITS). */
export const COUNT_UNITS = [
  'can',
  'clove',
  'pinch',
  'dash',
  'slice',
  'piece',
  'package',
  'stick',
  'bunch',
  'sprig',
  'head',
  'jar',
  'bottle',
  'bag',
  'box',
  'container',
  'stalk',
  'leaf',
  'drop',
  'handful',
  'envelope',
  'cube',
  'ear',
  'fillet',
  'inch',
  // Additions seen in the benchmark data ("2 racks ribs", "3 (1 ounce) squares chocolate", ...).
  'rack',
  'strip',
  'square',
  'scoop',
  'sheet',
  'loaf',
  'basket',
  'carton',
] as const;

export type VolumeUnit = (typeof VOLUME_UNITS)[number];
export type MassUnit = (typeof MASS_UNITS)[number];
export type CountUnit = (typeof COUNT_UNITS)[number];
export type Unit = VolumeUnit | MassUnit | CountUnit;

export const ALL_UNITS: readonly Unit[] = [...VOLUME_UNITS, ...MASS_UNITS, ...COUNT_UNITS];

/**
 * Units that name what the food is sold in. Words describing the food inside such a unit
 * ("1 can diced tomatoes") name the product on the shelf, so the parser keeps them in `food`.
 */
export const CONTAINER_UNITS: ReadonlySet<Unit> = new Set<Unit>([
  'can',
  'package',
  'jar',
  'bottle',
  'bag',
  'box',
  'container',
  'envelope',
  'carton',
  'basket',
]);

/**
 * Units whose amount is a rough gesture rather than a count of objects; a line that starts with one
 * and no number ("Pinch of salt") means one of them.
 */
export const IMPRECISE_UNITS: ReadonlySet<Unit> = new Set<Unit>(['pinch', 'dash', 'handful', 'drop', 'sprig']);

/**
 * Case-sensitive spellings. Cookbooks use capital T for tablespoon and lower-case t for teaspoon,
 * so these two must not be folded to lower case before lookup.
 */
const CASE_SENSITIVE_ALIASES: Readonly<Record<string, Unit>> = {
  T: 'tbsp',
  Tb: 'tbsp',
  Tbs: 'tbsp',
  t: 'tsp',
};

/** Lower-case spelling → canonical unit. Trailing dots are stripped before lookup. */
const ALIASES: Readonly<Record<string, Unit>> = {
  // volume
  cup: 'cup',
  cups: 'cup',
  c: 'cup',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tablespoonful: 'tbsp',
  tablespoonfuls: 'tbsp',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  tbls: 'tbsp',
  tblsp: 'tbsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  teaspoonful: 'tsp',
  teaspoonfuls: 'tsp',
  tsp: 'tsp',
  tsps: 'tsp',
  'fl oz': 'fl oz',
  'fl. oz': 'fl oz',
  'fl ounce': 'fl oz',
  'fl ounces': 'fl oz',
  'fluid ounce': 'fl oz',
  'fluid ounces': 'fl oz',
  'fluid oz': 'fl oz',
  floz: 'fl oz',
  pint: 'pint',
  pints: 'pint',
  pt: 'pint',
  pts: 'pint',
  quart: 'quart',
  quarts: 'quart',
  qt: 'quart',
  qts: 'quart',
  gallon: 'gallon',
  gallons: 'gallon',
  gal: 'gallon',
  gals: 'gallon',
  ml: 'ml',
  mls: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  l: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  ltr: 'l',
  ltrs: 'l',
  // mass
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  oz: 'oz',
  ozs: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  g: 'g',
  gr: 'g',
  gm: 'g',
  gms: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  // count, container and size words
  can: 'can',
  cans: 'can',
  tin: 'can',
  tins: 'can',
  clove: 'clove',
  cloves: 'clove',
  pinch: 'pinch',
  pinches: 'pinch',
  dash: 'dash',
  dashes: 'dash',
  slice: 'slice',
  slices: 'slice',
  piece: 'piece',
  pieces: 'piece',
  pc: 'piece',
  pcs: 'piece',
  package: 'package',
  packages: 'package',
  pkg: 'package',
  pkgs: 'package',
  packet: 'package',
  packets: 'package',
  pack: 'package',
  packs: 'package',
  // Tofu and feta come in blocks and tubes; on a shelf they are packages.
  block: 'package',
  blocks: 'package',
  tube: 'package',
  tubes: 'package',
  stick: 'stick',
  sticks: 'stick',
  bunch: 'bunch',
  bunches: 'bunch',
  sprig: 'sprig',
  sprigs: 'sprig',
  head: 'head',
  heads: 'head',
  jar: 'jar',
  jars: 'jar',
  bottle: 'bottle',
  bottles: 'bottle',
  bag: 'bag',
  bags: 'bag',
  box: 'box',
  boxes: 'box',
  container: 'container',
  containers: 'container',
  tub: 'container',
  tubs: 'container',
  stalk: 'stalk',
  stalks: 'stalk',
  leaf: 'leaf',
  leaves: 'leaf',
  drop: 'drop',
  drops: 'drop',
  handful: 'handful',
  handfuls: 'handful',
  envelope: 'envelope',
  envelopes: 'envelope',
  cube: 'cube',
  cubes: 'cube',
  ear: 'ear',
  ears: 'ear',
  fillet: 'fillet',
  fillets: 'fillet',
  filet: 'fillet',
  filets: 'fillet',
  inch: 'inch',
  inches: 'inch',
  rack: 'rack',
  racks: 'rack',
  strip: 'strip',
  strips: 'strip',
  square: 'square',
  squares: 'square',
  scoop: 'scoop',
  scoops: 'scoop',
  sheet: 'sheet',
  sheets: 'sheet',
  loaf: 'loaf',
  loaves: 'loaf',
  basket: 'basket',
  baskets: 'basket',
  carton: 'carton',
  cartons: 'carton',
};

/** Every lower-case spelling of a unit (tablespoon's "T" and teaspoon's "t" aside), for searching free text. */
export function unitSpellings(): string[] {
  return Object.keys(ALIASES);
}

/**
 * Canonical unit for a written unit word, or null when the word is not a unit.
 * Accepts trailing dots ("tsp.", "oz.") and any letter case, except T/t (tablespoon/teaspoon).
 */
export function normalizeUnit(word: string): Unit | null {
  const trimmed = word.trim().replace(/\.+$/, '').replace(/\s+/g, ' ');
  if (!trimmed) return null;
  const exact = CASE_SENSITIVE_ALIASES[trimmed];
  if (exact) return exact;
  const lower = trimmed.toLowerCase();
  // "fl. oz", "fl.oz" and "fl oz" are the same spelling once inner dots become spaces.
  return ALIASES[lower] ?? ALIASES[lower.replace(/\.\s*/g, ' ').trim()] ?? misspelledUnit(lower);
}

/**
 * Published lines misspell long unit words ("tablespooon", "teapoon", "pakcage"). A word of seven
 * or more letters that starts like a unit and is one typing slip away from exactly one unit is that
 * unit; shorter words are left alone, since one slip turns them into food words ("slices" →
 * "spices"), and so are other starts ("pockets" is pita, not "packets").
 */
const MISSPELLING_MIN_LENGTH = 7;

function misspelledUnit(word: string): Unit | null {
  if (word.length < MISSPELLING_MIN_LENGTH || !/^[a-z]+$/.test(word)) return null;
  const units = new Set(
    Object.entries(ALIASES)
      .filter(
        ([spelling]) =>
          spelling.length >= MISSPELLING_MIN_LENGTH &&
          spelling.slice(0, 2) === word.slice(0, 2) &&
          oneSlipApart(word, spelling),
      )
      .map(([, unit]) => unit),
  );
  return units.size === 1 ? [...units][0] : null;
}

/** One letter added, dropped, changed, or two neighbours swapped. */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

export function isVolumeUnit(unit: Unit | null): unit is VolumeUnit {
  return unit !== null && (VOLUME_UNITS as readonly string[]).includes(unit);
}

export function isMassUnit(unit: Unit | null): unit is MassUnit {
  return unit !== null && (MASS_UNITS as readonly string[]).includes(unit);
}

/** Count-like units (and "no unit") describe whole things, which scaling must not split finely. */
export function isCountUnit(unit: Unit | null): unit is CountUnit {
  return unit !== null && (COUNT_UNITS as readonly string[]).includes(unit);
}

const PLURAL_UNITS: Partial<Record<Unit, string>> = {
  box: 'boxes',
  bunch: 'bunches',
  dash: 'dashes',
  pinch: 'pinches',
  inch: 'inches',
  leaf: 'leaves',
  loaf: 'loaves',
};

/** Abbreviations read the same in the plural; words take an English plural. */
const INVARIANT_LABELS: ReadonlySet<Unit> = new Set<Unit>(['tbsp', 'tsp', 'fl oz', 'lb', 'oz', 'g', 'kg', 'ml', 'l']);

/** How a unit is written next to an amount ("1 cup", "2 cups", "3 tbsp", "1 L"). */
export function unitLabel(unit: Unit, amount: number): string {
  if (unit === 'l') return 'L';
  if (INVARIANT_LABELS.has(unit) || amount <= 1) return unit;
  return PLURAL_UNITS[unit] ?? `${unit}s`;
}

export interface UnitMatch {
  unit: Unit;
  /** Characters consumed from the start of the text, including a trailing abbreviation dot. */
  length: number;
}

// Two-word spellings must be tried before single words, or "fluid ounces" would read as no unit.
const MULTI_WORD_UNIT = /^(?:fluid\s+ounces?|fluid\s+oz|fl\.?\s*oz|fl\.?\s*ounces?)\.?(?=$|[\s,;:)(/])/i;
const SINGLE_WORD_UNIT = /^([A-Za-z]+)(\.?)(?=$|[\s,;:)(/])/;

/** Reads a unit word at the very start of `text` ("cups flour" → cup, 4 characters). */
export function readUnit(text: string): UnitMatch | null {
  const multi = MULTI_WORD_UNIT.exec(text);
  if (multi) return { unit: 'fl oz', length: multi[0].length };
  const single = SINGLE_WORD_UNIT.exec(text);
  if (!single) return null;
  const unit = normalizeUnit(single[1]);
  return unit ? { unit, length: single[0].length } : null;
}
