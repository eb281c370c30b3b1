import { celsiusFirst, celsiusSlash, celsiusToFahrenheit, fahrenheitToCelsius } from '@common/kitchen/temperature';
import {
  FREEZER_MAX_F,
  FRIDGE_MAX_F,
  findSafeTemperature,
  findSafetyFact,
  findStorageTime,
  type SafeTemperature,
  type StorageTime,
} from './food-safety';
import { findTemperatures } from './parse';
import { findTechnique } from './techniques';
import { bullets, makeAnswer } from './text';
import type { AssistantAnswer, Question } from './types';

const THERMOMETER_TIPS = [
  'Use an instant-read thermometer in the thickest part, away from bone, fat and gristle.',
  'Colour and clear juices are not reliable signs that meat is safe.',
];

const STORAGE_INTENT =
  /\bhow long\b.*\b(?:last|lasts|keep|keeps|good|store|stored|stay|stays|fresh|fridge|refrigerat\w*|freezer|frozen|freeze)\b|\b(?:shelf life|still good|go bad|goes bad|gone bad|expire|expired)\b|\bcan (?:i|you|we) freeze\b/;

const TEMPERATURE_INTENT =
  /\b(?:temp|temperature|internal|safe|safely|done|cooked (?:to|through|enough|properly)|cook (?:\w+ )?to|undercooked|under cooked|raw in the middle|pink|thermometer|degrees|how hot)\b|°/;

function storageAnswer(entry: StorageTime, freezerFocus: boolean): AssistantAnswer {
  const headline = freezerFocus
    ? `**${entry.food}: ${entry.freezer} in the freezer.**`
    : `**${entry.food}: ${entry.fridge} in the fridge.**`;
  const lines = [
    headline,
    bullets([
      `**Fridge** (${celsiusSlash(FRIDGE_MAX_F)} or colder): ${entry.fridge}`,
      `**Freezer** (${celsiusSlash(FREEZER_MAX_F)}): ${entry.freezer}`,
    ]),
    'Frozen food stays safe indefinitely; freezer times are for best quality. Fridge times are for food stored promptly and kept cold.',
  ];
  if (entry.note) lines.push(`**Note:** ${entry.note}`);
  return makeAnswer(
    lines.join('\n\n'),
    ['When in doubt, throw it out — smell and looks don’t reveal the bacteria that cause food poisoning.'],
    ['Can I refreeze thawed chicken?', 'What temperature should I reheat leftovers to?'],
  );
}

function unknownStorageAnswer(): AssistantAnswer {
  return makeAnswer(
    [
      "**I don't have a storage time for that food in my offline table**, so I won't guess.",
      `As a general rule, **cooked leftovers keep 3–4 days in the fridge** at ${celsiusFirst(FRIDGE_MAX_F)} or colder and **2–3 months in the freezer** for best quality. Raw poultry, ground meat and fish keep only 1–2 days.`,
    ].join('\n\n'),
    ['Follow the use-by date and storage instructions on the package.'],
    ['How long do cooked leftovers last in the fridge?', 'How long does raw chicken last in the fridge?'],
  );
}

interface Reading {
  celsius: number;
  fahrenheit: number;
  assumed: boolean;
}

/** The temperature the cook reports, if any: "63C", "145 °F", or a bare "at 165". */
function readingIn(text: string): Reading | null {
  const explicit = findTemperatures(text)[0];
  if (explicit) {
    const scale = explicit.scale ?? (explicit.value > 100 ? 'F' : 'C');
    return scale === 'F'
      ? { fahrenheit: explicit.value, celsius: fahrenheitToCelsius(explicit.value), assumed: explicit.scale === null }
      : { celsius: explicit.value, fahrenheit: celsiusToFahrenheit(explicit.value), assumed: explicit.scale === null };
  }
  const bare =
    /\b(?:at|to|reached|reaches|reads|reading|is|of|hit|hits)\s+(\d{2,3})(?!\s*(?:min|mins|minutes|hours?|%|g|grams|ml|lb|oz|kg))\b/.exec(
      text,
    );
  if (!bare) return null;
  const value = Number(bare[1]);
  // No home cook reads 100+ on a Celsius meat thermometer, and 60-something Fahrenheit is raw.
  return value > 100
    ? { fahrenheit: value, celsius: fahrenheitToCelsius(value), assumed: true }
    : { celsius: value, fahrenheit: celsiusToFahrenheit(value), assumed: true };
}

function restText(entry: SafeTemperature): string {
  return entry.restMinutes ? `, then a **${entry.restMinutes}-minute rest**` : '';
}

function temperatureAnswer(entry: SafeTemperature, reading: Reading | null): AssistantAnswer {
  const minimum = `${entry.celsius}°C (${entry.fahrenheit}°F)`;
  const label = entry.label.toLowerCase();
  const lines: string[] = [];
  if (!reading) {
    lines.push(`**${entry.label}: cook to ${minimum}** internal temperature${restText(entry)}.`);
  } else {
    const shown = `${reading.celsius}°C (${reading.fahrenheit}°F)`;
    if (reading.fahrenheit === entry.fahrenheit || reading.celsius === entry.celsius) {
      lines.push(`**Yes — ${shown} is the USDA safe minimum** for ${label}${restText(entry)}.`);
    } else if (reading.fahrenheit > entry.fahrenheit) {
      lines.push(`**Yes — ${shown} is above the USDA safe minimum of ${minimum}** for ${label}${restText(entry)}.`);
    } else {
      lines.push(
        `**No — ${shown} is below the USDA safe minimum of ${minimum}** for ${label}. Keep cooking until the thickest part reaches ${entry.celsius}°C${restText(entry)}.`,
        'Lower temperatures are only safe when held for a set time (sous-vide pasteurisation tables), which this quick guide does not cover.',
      );
    }
    if (reading.assumed) lines.push(`I read your number as ${reading.fahrenheit > 100 ? '°F' : '°C'}.`);
  }
  lines.push(entry.note);
  return makeAnswer(lines.join('\n\n'), THERMOMETER_TIPS, [
    'How long do cooked leftovers last in the fridge?',
    'Can I refreeze thawed chicken?',
    'How long to rest steak?',
  ]);
}

/** Safe temperatures, storage times and rules such as refreezing, thawing and the 2-hour limit. */
export function answerSafety(question: Question): AssistantAnswer | null {
  const { text } = question;
  const fact = findSafetyFact(text);
  if (fact) return makeAnswer(fact.answer, fact.tips, fact.related);

  if (STORAGE_INTENT.test(text)) {
    const entry = findStorageTime(text)?.item;
    const freezerFocus = /\bfreez|\bfrozen\b/.test(text) && !/\bfridge|refrigerat/.test(text);
    return entry ? storageAnswer(entry, freezerFocus) : unknownStorageAnswer();
  }

  const entry = findSafeTemperature(text)?.item;
  if (!entry) return null;
  if (!TEMPERATURE_INTENT.test(text) && findTemperatures(text).length === 0) return null;
  // The doneness chart covers "medium-rare steak" better and still states the USDA minimum; a rare burger is a safety question.
  if (entry.id === 'whole-cuts' && findTechnique(text)?.id === 'steak-doneness') return null;
  return temperatureAnswer(entry, readingIn(text));
}

const COOKING_TIME = /\bhow long\b.*\b(?:cook|bake|roast|grill|fry|boil|simmer|smoke|barbecue|bbq)\w*\b/;

/**
 * Last resort for "how long do I cook chicken" when no recipe step answered it: cooking times vary
 * too much to guess, but the safe temperature is always true.
 */
export function answerCookingTime(question: Question): AssistantAnswer | null {
  if (!COOKING_TIME.test(question.text)) return null;
  const entry = findSafeTemperature(question.text)?.item;
  if (!entry) return null;
  return makeAnswer(
    [
      "**Cooking time depends on the cut, its thickness and your heat, so I won't guess a time — go by temperature:**",
      `${entry.label}: **${celsiusFirst(entry.fahrenheit)}**${restText(entry)}.`,
      entry.note,
    ].join('\n\n'),
    THERMOMETER_TIPS,
    ['How long to rest steak?', 'How do I know when oil is hot enough?'],
  );
}
