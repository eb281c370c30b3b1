import { describe, expect, it } from 'vitest';
// Test files may read the seed content directly (the recipes module seeds from the same arrays).
import { seedRecipeContent as seedRecipes } from '../../db/seeds/content';
import { drawFreshPositions, FRESH_SAMPLES, type FreshSample } from './fixtures/fresh-sample';
import {
  isPlainLine,
  percent,
  scoreFreshSample,
  scoreSeedLines,
  seedLineLabels,
  type Score,
} from './fixtures/kitchen-score';
import { readSampleRecipes, SAMPLE_FILE } from './fixtures/sample-source';

function report(name: string, score: Score): void {
  const plain = `${percent(score.plain).toFixed(1)}% (${score.plain.correct}/${score.plain.total})`;
  console.log(
    `${name}: ${percent(score).toFixed(1)}% (${score.correct}/${score.total} lines exact), plain lines ${plain}`,
  );
  for (const miss of score.misses) {
    const got = miss.got.map((i) => `${i.quantity} ${i.unit} ${JSON.stringify(i.food)}${i.size ? ` (${i.size})` : ''}`);
    const want = miss.expected.map(
      (i) => `${i.quantity} ${i.unit} ${JSON.stringify(i.food)}${i.size ? ` (${i.size})` : ''}`,
    );
    console.log(
      `  miss ${miss.where}: ${JSON.stringify(miss.text)}\n    want ${want.join(' + ')}\n    got  ${got.join(' + ')}`,
    );
  }
}

describe('kitchen test set: the seed lines Sous ships', () => {
  it('labels every ingredient line of every seed recipe, in order', () => {
    const lines = seedRecipes.flatMap((recipe) =>
      recipe.ingredients.map((text, line) => ({ recipe: recipe.slug, line, text })),
    );
    expect(seedLineLabels.map(({ recipe, line, text }) => ({ recipe, line, text }))).toEqual(lines);
    expect(seedLineLabels.every((row) => row.items.length > 0)).toBe(true);
  });

  it('parses 100% of the seed lines into what a cook buys', () => {
    const score = scoreSeedLines();
    report('seed-line accuracy', score);
    expect(score.misses.map((miss) => miss.where)).toEqual([]);
  });
});

const recipes = readSampleRecipes();

/**
 * Target 97 % (printed by npm run bench). An untuned sample was labelled first and scored once; its
 * floor, a point under that first figure, only guards against falling below it. The tuned samples'
 * misses were fixed, so they hold the target.
 */
function floorOf(sample: FreshSample): number {
  if (sample.tuned || !sample.firstScore) return 97;
  return Math.min(97, Math.floor(percent(sample.firstScore)) - 1);
}

describe('kitchen test set: plain lines', () => {
  it.each([
    ['2 cups whole milk', true],
    ['1 pound small red potatoes', true],
    ['1/2 teaspoon salt', true],
    ['1 (14 ounce) can diced tomatoes', false],
    ['1 onion, diced', false],
    ['salt and pepper to taste', false],
    ['2 limes or lemons', false],
    ['Romano and/or Parmesan', false],
    ['1 squash - peeled', false],
  ])('%j is plain: %s', (text, plain) => expect(isPlainLine(text)).toBe(plain));
});

describe.each(FRESH_SAMPLES.map((sample) => [sample.name, sample] as const))(
  'kitchen test set: %s on dataset lines',
  (_, sample) => {
    it.skipIf(recipes === null)(`draws the same ${sample.count} positions from ${SAMPLE_FILE}`, () => {
      if (!recipes) return;
      expect(drawFreshPositions(recipes, sample)).toEqual(sample.labels.map(({ recipe, line }) => ({ recipe, line })));
    });

    it.skipIf(recipes === null)(`scores the ${sample.count} labelled lines`, () => {
      const score = scoreFreshSample(sample);
      if (!score) return;
      report(sample.name, score);
      expect(score.total).toBe(sample.count);
      expect(percent(score)).toBeGreaterThanOrEqual(floorOf(sample));
    });

    if (recipes === null) {
      it.skip(
        `${sample.name}: ${SAMPLE_FILE} is absent, so the positions cannot be read (see ../shared/data/README.md)`,
      );
    }
  },
);
