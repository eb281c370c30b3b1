import { formatAmount } from '@common/kitchen/amount-format';
import { ML_PER_CUP, convertAmount, measureOf, type Measure } from '@common/kitchen/convert';
import { DENSITIES, type Density } from '@common/kitchen/densities';
import { expressMetric, metricUnitLabel } from '@common/kitchen/metric-format';
import { parseNumber } from '@common/kitchen/quantity';
import {
  FAN_OVEN_REDUCTION_C,
  GAS_MARKS,
  celsiusToFahrenheit,
  fahrenheitToCelsius,
  nearestGasMark,
  type GasMark,
} from '@common/kitchen/temperature';
import { unitLabel, type Unit } from '@common/kitchen/units';
import { findDensity } from './densities';
import { findTemperatures, findUnitMentions, type UnitMention } from './parse';
import { findSubstitution } from './substitutions';
import { findTechnique } from './techniques';
import { aliasRegExp, bullets, makeAnswer, words } from './text';
import type { AssistantAnswer, Question } from './types';

const OVEN_TIPS = [
  'Oven dials are often 10–20°C off; an oven thermometer shows the real temperature.',
  'Fan (convection) ovens cook hotter: lower the temperature by about 20°C (25°F).',
];

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function gasMarkText(celsius: number): string {
  const mark = nearestGasMark(celsius);
  return mark ? `, gas mark ${mark.mark}` : '';
}

function fromFahrenheit(fahrenheit: number): AssistantAnswer {
  const celsius = fahrenheitToCelsius(fahrenheit);
  const exact = ((fahrenheit - 32) * 5) % 9 === 0;
  const lines = [`**${fahrenheit}°F ${exact ? '=' : '≈'} ${celsius}°C**`];
  const isOven = fahrenheit >= 200 && fahrenheit <= 550;
  if (isOven) {
    const dial = round(celsius, 10);
    lines.push(
      `Recipes and oven dials usually round this to **${dial}°C**${gasMarkText(dial)}; in a fan oven use about **${dial - FAN_OVEN_REDUCTION_C}°C**.`,
    );
  }
  return makeAnswer(lines.join('\n\n'), isOven ? OVEN_TIPS : [], [
    'What is 180 C in Fahrenheit?',
    'What is gas mark 4 in Celsius?',
  ]);
}

function fromCelsius(celsius: number): AssistantAnswer {
  const fahrenheit = celsiusToFahrenheit(celsius);
  const exact = (celsius * 9) % 5 === 0;
  const lines = [`**${celsius}°C ${exact ? '=' : '≈'} ${fahrenheit}°F**`];
  const isOven = celsius >= 95 && celsius <= 290;
  if (isOven) {
    lines.push(
      `US recipes usually write this as **${round(fahrenheit, 25)}°F**${gasMarkText(celsius)}. In a fan oven, about **${celsius - FAN_OVEN_REDUCTION_C}°C**.`,
    );
  }
  return makeAnswer(lines.join('\n\n'), isOven ? OVEN_TIPS : [], [
    'Convert 350F to Celsius',
    'What is gas mark 4 in Celsius?',
  ]);
}

function gasMarkAnswer(mark: GasMark): AssistantAnswer {
  return makeAnswer(
    `**Gas mark ${mark.mark} ≈ ${mark.celsius}°C (${mark.fahrenheit}°F)**\n\nThat is the usual oven-dial equivalent; in a fan oven use about ${mark.celsius - FAN_OVEN_REDUCTION_C}°C.`,
    [OVEN_TIPS[0]],
    ['Convert 350F to Celsius', 'What is 180 C in Fahrenheit?'],
  );
}

function inferScale(text: string): 'F' | 'C' | null {
  if (/\b(?:to|in|into|as)\s+(?:degrees\s+)?°?\s*(?:celsius|celcius|centigrade|c)\b/.test(text)) return 'F';
  if (/\b(?:to|in|into|as)\s+(?:degrees\s+)?°?\s*(?:fahrenheit|farenheit|f)\b/.test(text)) return 'C';
  return null;
}

/** "convert 350F to celsius", "what is 180 C in fahrenheit", "gas mark 4". */
export function answerTemperatureConversion(question: Question): AssistantAnswer | null {
  const { text } = question;
  const gas = /\bgas(?: mark| no\.?| number)?\s*(1\/4|1\/2|\d)(?![\d/°])/.exec(text);
  if (gas) {
    const mark = GAS_MARKS.find((candidate) => candidate.mark === gas[1]);
    if (mark) return gasMarkAnswer(mark);
  }
  const temperature = findTemperatures(text)[0];
  // Technique questions ("is 180C hot enough for frying") deserve the technique's fuller answer.
  if (!temperature || findTechnique(text)) return null;
  const scale = temperature.scale ?? inferScale(text);
  if (scale === 'F') return fromFahrenheit(temperature.value);
  if (scale === 'C') return fromCelsius(temperature.value);
  const { value } = temperature;
  return makeAnswer(
    [
      `**${value} degrees depends on the scale:**`,
      bullets([
        `If it is ${value}°F: **${fahrenheitToCelsius(value)}°C**`,
        `If it is ${value}°C: **${celsiusToFahrenheit(value)}°F**`,
      ]),
      'US recipes use Fahrenheit; most other countries use Celsius.',
    ].join('\n\n'),
    [],
    ['Convert 350F to Celsius', 'What is gas mark 4 in Celsius?'],
  );
}

const CONVERSION_INTENT =
  /\b(?:convert|conversion|converted|how (?:many|much)|weigh|weighs|weight|equals?|equal to|equivalent|metric|imperial|in grams|in ml)\b|=/;

/** The unit asked for: "how many GRAMS in…", "…in GRAMS", "…to CUPS". Always a bare unit without a number. */
function findTarget(text: string, mentions: readonly UnitMention[]): UnitMention | null {
  return (
    mentions.find((mention) => {
      if (mention.quantity !== null) return false;
      const before = text.slice(0, mention.index);
      return /\bhow (?:many|much)\s+$/.test(before) || /(?:\b(?:in|into|to|as|per|is|are)|=)\s*$/.test(before);
    }) ?? null
  );
}

/** A unit a mention found: one that measures, so it always has a Measure. */
function measure(unit: Unit): Measure {
  const found = measureOf(unit);
  if (!found) throw new Error(`${unit} does not measure`);
  return found;
}

function defaultTarget(source: Unit, density: Density | null): Unit {
  const { kind, system } = measure(source);
  if (kind === 'volume') {
    if (system === 'metric') return 'cup';
    return density && !density.liquid ? 'g' : 'ml';
  }
  if (system === 'us') return 'g';
  return density ? 'cup' : 'oz';
}

interface FormattedAmount {
  text: string;
  /** True when the written amount is rounded (or weighed through a density): "≈" rather than "=". */
  approximate: boolean;
}

const differs = (shown: number, value: number) => Math.abs(shown - value) > 1e-9 * Math.max(1, Math.abs(value));

/**
 * A converted amount written by the kitchen's one rule: grams and millilitres as the recipe page
 * writes them (density-weighed grams with the cook's rounding), cups and spoons in cook-friendly fractions.
 */
function formatConverted(value: number, unit: Unit, throughDensity: boolean): FormattedAmount {
  const { kind, base, system } = measure(unit);
  if (system === 'metric') {
    const amount = value * base;
    // Asked for litres or kilograms, the answer is in them even below 1000 ml or g.
    const shown = expressMetric(amount, kind, base === 1000 ? Math.max(amount, 1000) : amount, throughDensity);
    const shownBase = shown.quantity * (shown.unit === 'l' || shown.unit === 'kg' ? 1000 : 1);
    return {
      text: `${shown.quantity} ${metricUnitLabel(shown.unit)}`,
      approximate: throughDensity || differs(shownBase, amount),
    };
  }
  const written = formatAmount(value, unit);
  return {
    text: `${written} ${unitLabel(unit, value)}`,
    approximate: throughDensity || differs(parseNumber(written) ?? value, value),
  };
}

// Words that describe how an ingredient is measured or prepared without changing what it is.
const MODIFIERS = new Set(
  (
    'a an the some of sifted unsifted packed firmly lightly loosely level leveled levelled heaping heaped melted ' +
    'softened cold warm room temperature chopped finely roughly grated shredded fresh freshly dry dried uncooked ' +
    'raw plain unsalted salted whole light dark white granulated fine ground'
  ).split(' '),
);

/** The words naming the ingredient: "2 cups OF ALL PURPOSE FLOUR in grams" → "all purpose flour". */
function ingredientPhrase(text: string, source: UnitMention): string {
  return text
    .slice(source.end)
    .replace(/^\s*of\s+/, '')
    .replace(/\s*\b(?:in|into|to|is|are|equal|equals|weigh|weighs|make|makes|please|for|how|=)\b.*$/, '')
    .replace(/=.*$/, '')
    .trim();
}

type DensityLookup = { density: Density } | { unknown: string } | null;

/**
 * The density for the ingredient right after the amount. An alias must cover the whole phrase
 * (bar modifiers): "rice flour" or "quinoa flakes" are different foods from flour or quinoa, and
 * using the wrong density would be a confident wrong answer.
 */
function lookupDensity(text: string, source: UnitMention): DensityLookup {
  const phrase = ingredientPhrase(text, source);
  if (phrase === '' || words(phrase).every((word) => MODIFIERS.has(word))) {
    const anywhere = findDensity(text);
    return anywhere ? { density: anywhere.item } : null;
  }
  const match = findDensity(phrase);
  if (!match) return { unknown: phrase };
  const before = words(phrase.slice(0, match.index));
  const after = words(phrase.slice(match.index).replace(aliasRegExp(match.alias), ' '));
  const extra = [...before, ...after].filter((word) => !MODIFIERS.has(word));
  return extra.length === 0 ? { density: match.item } : { unknown: phrase };
}

const REFERENCE_DENSITIES = ['all-purpose flour', 'granulated sugar', 'butter', 'water'];

function densityUnknownAnswer(name: string | null): AssistantAnswer {
  const reference = DENSITIES.filter((density) => REFERENCE_DENSITIES.includes(density.name)).map(
    (density) => `${density.name}: about ${Math.round(density.gramsPerCup)} g per cup`,
  );
  const opening = name
    ? `**I don't have a reliable cup weight for ${name}, so I won't guess.** Volume-to-weight depends on the ingredient's density.`
    : '**It depends on the ingredient:** a US cup is a volume (240 ml), and its weight varies with density.';
  return makeAnswer(
    `${opening}\n\nFor reference, 1 cup (240 ml) of:\n${bullets(reference)}\n\nAsk with the ingredient, e.g. "how many grams in 2 cups of flour".`,
    ['A kitchen scale is the most reliable way to convert an unfamiliar ingredient.'],
    ['How many grams in 2 cups of flour?', 'How many grams in a cup of sugar?'],
  );
}

function relatedFor(density: Density | null): string[] {
  const related = ['How many tablespoons in a cup?', 'Convert 350F to Celsius'];
  if (density) {
    const substitution = findSubstitution(density.name);
    if (substitution) related.unshift(`What can I use instead of ${substitution.item.ingredient}?`);
  }
  return related;
}

/** "how many grams in 2 cups of flour", "3/4 cup butter in grams", "how many ml in a tablespoon". */
export function answerUnitConversion(question: Question): AssistantAnswer | null {
  const { text } = question;
  const mentions = findUnitMentions(text);
  if (mentions.length === 0) return null;
  const targetMention = findTarget(text, mentions);
  const sourceMention =
    mentions.find((mention) => mention !== targetMention && mention.quantity !== null) ??
    mentions.find((mention) => mention !== targetMention) ??
    null;
  if (!sourceMention) return null;
  if (!targetMention && !CONVERSION_INTENT.test(text) && text.split(' ').length > 5) return null;

  const lookup = lookupDensity(text, sourceMention);
  const density = lookup && 'density' in lookup ? lookup.density : null;
  const unknownName = lookup && 'unknown' in lookup ? lookup.unknown : null;
  const quantity = sourceMention.quantity ?? 1;
  let source = sourceMention.unit;
  let target = targetMention?.unit ?? defaultTarget(source, density);
  const notes: string[] = [];
  // "Ounces" of a liquid, or of nothing in particular, next to a volume almost always means fluid ounces.
  if (measure(source).kind !== measure(target).kind && (!density || density.liquid)) {
    if (source === 'oz') source = 'fl oz';
    if (target === 'oz') target = 'fl oz';
    if (source === 'fl oz' || target === 'fl oz') notes.push('I read "ounces" as fluid ounces (volume) here.');
  }
  if (source === target) return null;

  const value = convertAmount(quantity, source, target, density);
  if (value === null) return densityUnknownAnswer(unknownName);
  const from = measure(source);
  const to = measure(target);
  const viaDensity = from.kind !== to.kind;
  const result = formatConverted(value, target, viaDensity);
  const ingredient = density ? ` of ${density.name}` : '';
  const lines = [
    `**${formatAmount(quantity, source)} ${unitLabel(source, quantity)}${ingredient} ${result.approximate ? '≈' : '='} ${result.text}**`,
  ];
  if (from.system === 'us' && to.system === 'us' && from.kind === 'volume' && to.kind === 'volume') {
    lines.push(`That is ${formatConverted(quantity * from.base, 'ml', false).text}.`);
  }
  if (viaDensity && density) {
    lines.push(
      `Based on about ${Math.round(density.gramsPerCup)} g per US cup (${ML_PER_CUP} ml) of ${density.name}. Cup measures vary, so weigh it when precision matters.`,
    );
  }
  lines.push(...notes);

  const tips: string[] = [];
  if (density?.note) tips.push(density.note);
  if (source === 'cup' || target === 'cup') {
    tips.push('Metric cups (Australia, New Zealand, Canada) hold 250 ml, slightly more than a US cup.');
  }
  if (viaDensity) tips.push('For baking, weighing ingredients is more accurate than measuring cups.');
  return makeAnswer(lines.join('\n\n'), tips, relatedFor(density));
}
