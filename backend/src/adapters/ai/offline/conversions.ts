export type UnitId =
  'tsp' | 'tbsp' | 'floz' | 'cup' | 'stick' | 'pint' | 'quart' | 'gallon' | 'ml' | 'l' | 'g' | 'kg' | 'oz' | 'lb';

export type UnitKind = 'volume' | 'weight';

export interface UnitDefinition {
  id: UnitId;
  kind: UnitKind;
  /** Size in the base unit of its kind: millilitres for volume, grams for weight. */
  base: number;
  system: 'us' | 'metric';
  label: string;
  pluralLabel: string;
  /** Spellings as they appear in normalised text, plural forms included (matching is exact). */
  aliases: readonly string[];
}

/** The US "legal" cup used on nutrition labels; the customary cup is 236.6 ml, which no home cook can measure. */
export const ML_PER_CUP = 240;

export const UNITS: readonly UnitDefinition[] = [
  {
    id: 'tsp',
    kind: 'volume',
    base: 5,
    system: 'us',
    label: 'tsp',
    pluralLabel: 'tsp',
    aliases: ['teaspoons', 'teaspoon', 'teaspoonful', 'teaspoonfuls', 'tsps', 'tsp'],
  },
  {
    id: 'tbsp',
    kind: 'volume',
    base: 15,
    system: 'us',
    label: 'tbsp',
    pluralLabel: 'tbsp',
    aliases: ['tablespoons', 'tablespoon', 'tablespoonful', 'tablespoonfuls', 'tbsps', 'tbsp', 'tbls', 'tbs', 'tbl'],
  },
  {
    id: 'floz',
    kind: 'volume',
    base: 30,
    system: 'us',
    label: 'fl oz',
    pluralLabel: 'fl oz',
    aliases: ['fluid ounces', 'fluid ounce', 'fl. oz.', 'fl. oz', 'fl.oz', 'fl oz', 'floz'],
  },
  {
    id: 'cup',
    kind: 'volume',
    base: ML_PER_CUP,
    system: 'us',
    label: 'cup',
    pluralLabel: 'cups',
    aliases: ['cups', 'cup', 'c'],
  },
  {
    // A US stick of butter is 1/2 cup (8 tbsp); sticks are measured by volume on the wrapper.
    id: 'stick',
    kind: 'volume',
    base: ML_PER_CUP / 2,
    system: 'us',
    label: 'stick',
    pluralLabel: 'sticks',
    aliases: ['sticks', 'stick'],
  },
  {
    id: 'pint',
    kind: 'volume',
    base: 473,
    system: 'us',
    label: 'pint',
    pluralLabel: 'pints',
    aliases: ['pints', 'pint', 'pt'],
  },
  {
    id: 'quart',
    kind: 'volume',
    base: 946,
    system: 'us',
    label: 'quart',
    pluralLabel: 'quarts',
    aliases: ['quarts', 'quart', 'qts', 'qt'],
  },
  {
    id: 'gallon',
    kind: 'volume',
    base: 3785,
    system: 'us',
    label: 'gallon',
    pluralLabel: 'gallons',
    aliases: ['gallons', 'gallon', 'gals', 'gal'],
  },
  {
    id: 'ml',
    kind: 'volume',
    base: 1,
    system: 'metric',
    label: 'ml',
    pluralLabel: 'ml',
    aliases: ['milliliters', 'millilitres', 'milliliter', 'millilitre', 'mls', 'ml'],
  },
  {
    id: 'l',
    kind: 'volume',
    base: 1000,
    system: 'metric',
    label: 'L',
    pluralLabel: 'L',
    aliases: ['liters', 'litres', 'liter', 'litre', 'ltrs', 'ltr', 'l'],
  },
  {
    id: 'g',
    kind: 'weight',
    base: 1,
    system: 'metric',
    label: 'g',
    pluralLabel: 'g',
    aliases: ['grams', 'gram', 'grammes', 'gramme', 'gms', 'gm', 'g'],
  },
  {
    id: 'kg',
    kind: 'weight',
    base: 1000,
    system: 'metric',
    label: 'kg',
    pluralLabel: 'kg',
    aliases: ['kilograms', 'kilogram', 'kilos', 'kilo', 'kgs', 'kg'],
  },
  {
    id: 'oz',
    kind: 'weight',
    base: 28.35,
    system: 'us',
    label: 'oz',
    pluralLabel: 'oz',
    aliases: ['ounces', 'ounce', 'oz'],
  },
  {
    id: 'lb',
    kind: 'weight',
    base: 453.592,
    system: 'us',
    label: 'lb',
    pluralLabel: 'lb',
    aliases: ['pounds', 'pound', 'lbs', 'lb'],
  },
];

export function unitById(id: UnitId): UnitDefinition {
  const unit = UNITS.find((candidate) => candidate.id === id);
  if (!unit) throw new Error(`Unknown unit ${id}`);
  return unit;
}

/** Same-kind conversion; weight↔volume needs a density and lives with the densities table. */
export function convertUnits(amount: number, from: UnitDefinition, to: UnitDefinition): number {
  if (from.kind !== to.kind) throw new Error(`Cannot convert ${from.kind} to ${to.kind} without a density`);
  return (amount * from.base) / to.base;
}

/** Whole degrees, as recipes and oven dials use them; `|| 0` turns -0 into 0. */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return Math.round(((fahrenheit - 32) * 5) / 9) || 0;
}

export function celsiusToFahrenheit(celsius: number): number {
  return Math.round((celsius * 9) / 5 + 32) || 0;
}

/** "74°C (165°F)": Celsius first, the original Fahrenheit kept for US cooks. */
export function celsiusFirst(fahrenheit: number): string {
  return `${fahrenheitToCelsius(fahrenheit)}°C (${fahrenheit}°F)`;
}

/** "4°C / 40°F", for use inside parentheses. */
export function celsiusSlash(fahrenheit: number): string {
  return `${fahrenheitToCelsius(fahrenheit)}°C / ${fahrenheit}°F`;
}

export interface GasMark {
  mark: string;
  /** Oven-dial convention, not the exact formula: British charts round to the nearest 10°C. */
  celsius: number;
  fahrenheit: number;
}

export const GAS_MARKS: readonly GasMark[] = [
  { mark: '1/4', celsius: 110, fahrenheit: 225 },
  { mark: '1/2', celsius: 120, fahrenheit: 250 },
  { mark: '1', celsius: 140, fahrenheit: 275 },
  { mark: '2', celsius: 150, fahrenheit: 300 },
  { mark: '3', celsius: 170, fahrenheit: 325 },
  { mark: '4', celsius: 180, fahrenheit: 350 },
  { mark: '5', celsius: 190, fahrenheit: 375 },
  { mark: '6', celsius: 200, fahrenheit: 400 },
  { mark: '7', celsius: 220, fahrenheit: 425 },
  { mark: '8', celsius: 230, fahrenheit: 450 },
  { mark: '9', celsius: 240, fahrenheit: 475 },
];

/** Nearest gas mark to an oven temperature, or null outside the dial (below 100°C or above 250°C). */
export function nearestGasMark(celsius: number): GasMark | null {
  if (celsius < 100 || celsius > 250) return null;
  return GAS_MARKS.reduce((best, mark) =>
    Math.abs(mark.celsius - celsius) < Math.abs(best.celsius - celsius) ? mark : best,
  );
}

/** Fan/convection ovens run hotter; the usual advice is 20°C (about 25°F) lower. */
export const FAN_OVEN_REDUCTION_C = 20;
