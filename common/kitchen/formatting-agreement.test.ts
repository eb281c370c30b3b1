/**
 * One formatting rule everywhere: thousands of generated amounts go through every place the product
 * writes an amount (the recipe page's scaled lines, the shopping list, the offline assistant's scaled
 * recipes and conversions, the library's own line scaler), and each must write what formatAmount writes.
 * Cook mode shows the server's lines as they are and writes no amount of its own.
 */
import { describe, expect, it } from 'vitest';
// Tests may reach into the server: these are the server's entry points that write amounts.
import { answerOffline } from '../../backend/src/adapters/ai/offline/index';
import { scaleIngredientLine as assistantScaledLine } from '../../backend/src/adapters/ai/offline/answer-recipe';
import { countAmount, massAmount, volumeAmount } from '../../backend/src/modules/shopping-list/merge/amounts';
import { amountLayout } from './amount-layout';
import { parseIngredient } from './parse-ingredient';
import { formatAmount } from './amount-format';
import { scaleIngredientLine } from './scale';
import { scaleLine } from './scale-line';

/** Evenly spread amounts (the golden-ratio sequence): the same ones every run, so a failure names them. */
const spread = (index: number, low: number, high: number) => low + ((index * 0.6180339887498949) % 1) * (high - low);

const AMOUNTS: number[] = [
  // Every eighth and third a measuring cup holds, up to 20.
  ...Array.from({ length: 160 }, (_, i) => (i + 1) / 8),
  ...Array.from({ length: 60 }, (_, i) => (i + 1) / 3),
  // And what scaling leaves behind: 3,000 amounts from 0.05 to 80, to three decimals.
  ...Array.from({ length: 3000 }, (_, i) => Math.round(spread(i + 1, 0.05, 80) * 1000) / 1000),
];

/** The amount at the start of a written line: everything before the unit word. */
function amountBefore(line: string, unitWords: RegExp): string {
  const match = new RegExp(`^(.*?) (?:${unitWords.source})\\b`).exec(line);
  if (!match) throw new Error(`no amount in "${line}"`);
  return match[1];
}

function pageLine(original: string) {
  const { metric, layout } = amountLayout(original, parseIngredient(original));
  return { original, metric, layout };
}

describe(`${AMOUNTS.length} amounts written the same by every entry point`, () => {
  const cupLine = pageLine('1 cup flour');
  const gramLine = pageLine('1 g saffron');
  const cupParse = parseIngredient('1 cup flour');

  it('the recipe page writes scaled amounts by the rule', () => {
    for (const amount of AMOUNTS) {
      expect(amountBefore(scaleLine(cupLine, amount, 'original'), /cups?/), `${amount} cup`).toBe(
        formatAmount(amount, 'cup'),
      );
      expect(amountBefore(scaleLine(gramLine, amount, 'original'), /g/), `${amount} g`).toBe(formatAmount(amount, 'g'));
    }
  });

  it("the kitchen library's line scaler writes them by the rule", () => {
    for (const amount of AMOUNTS) {
      expect(amountBefore(scaleIngredientLine(cupParse, amount), /cups?/), `${amount}`).toBe(
        formatAmount(amount, 'cup'),
      );
    }
  });

  it("the assistant's scaled recipes write them by the rule", () => {
    for (const amount of AMOUNTS) {
      expect(amountBefore(assistantScaledLine('1 cup flour', amount), /cups?/), `${amount}`).toBe(
        formatAmount(amount, 'cup'),
      );
    }
  });

  it("the assistant's conversions write them by the rule", () => {
    for (const amount of AMOUNTS.filter((_, index) => index % 6 === 0)) {
      // Tablespoons to cups is exact (16 to a cup), so the answer is the amount itself in cups.
      const tbsp = Number((amount * 16).toFixed(3));
      const { answer } = answerOffline(`convert ${tbsp} tbsp to cups`);
      const cups = /[=≈] (.+?) cups?\*\*/.exec(answer)?.[1];
      expect(cups, answer).toBe(formatAmount(tbsp / 16, 'cup'));
    }
  });

  it('the shopping list writes the amounts it chooses by the rule', () => {
    for (const amount of AMOUNTS) {
      const written = [
        volumeAmount([{ unit: 'cup', amount }]),
        volumeAmount([{ unit: 'ml', amount: amount * 37 }]),
        massAmount([{ unit: 'oz', amount }]),
        massAmount([{ unit: 'g', amount: amount * 11 }]),
        countAmount(amount, 'inch'),
        countAmount(amount, null),
      ];
      for (const shown of written) {
        expect(shown.text, `${amount} → ${shown.quantity} ${shown.unit}`).toBe(
          formatAmount(shown.quantity, shown.unit),
        );
        if (shown.plus) expect(shown.plus.text).toBe(formatAmount(shown.plus.quantity, shown.plus.unit));
      }
    }
  });
});
