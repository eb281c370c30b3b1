/** Fahrenheit and Celsius, oven dials and gas marks. */

/** Whole degrees, as thermometers and food-safety charts give them; `|| 0` turns -0 into 0. */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return Math.round(((fahrenheit - 32) * 5) / 9) || 0;
}

export function celsiusToFahrenheit(celsius: number): number {
  return Math.round((celsius * 9) / 5 + 32) || 0;
}

/**
 * Oven temperatures (from 250°F) to the nearest 5°C, as European recipes and oven dials write them
 * (350°F → 175°C); lower ones, such as a safe internal 165°F (74°C), stay exact.
 */
export function ovenCelsius(fahrenheit: number): number {
  if (fahrenheit < 250) return fahrenheitToCelsius(fahrenheit);
  return Math.round(((fahrenheit - 32) * 5) / 9 / 5) * 5;
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

/**
 * Adds Celsius to Fahrenheit temperatures in text read out in a conversation ("350°F" → "177°C
 * (350°F)"), unless the author already gave Celsius. A bare "350 degrees" counts as Fahrenheit only
 * from 300 up, where a Celsius reading would be implausible for home ovens.
 */
export function annotateTemperatures(text: string): string {
  if (/\d\s*°\s*c\b|\bcelsius\b/i.test(text)) return text;
  return text
    .replace(/\b(\d{2,3})\s*(?:°\s*|degrees?\s+)?(?:F|Fahrenheit)\b/g, (_match, degrees: string) =>
      celsiusFirst(Number(degrees)),
    )
    .replace(/\b([3-5]\d{2})\s*(?:°|degrees)(?!\s*(?:[CF]\b|\())/gi, (_match, degrees: string) =>
      celsiusFirst(Number(degrees)),
    );
}
