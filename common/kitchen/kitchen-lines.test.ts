import { describe, expect, it } from 'vitest';
// Test files may read the seed content directly (the recipes module seeds from the same arrays).
import { seedRecipeContent as seedRecipes } from '../../db/seeds/content';
import { percent, scoreFreshLines, scoreSeedLines, seedLineLabels, type Score } from './fixtures/kitchen-score';
import { SAMPLE_FILE } from './fixtures/sample-source';

function report(name: string, score: Score): void {
  console.log(`${name}: ${percent(score).toFixed(1)}% (${score.correct}/${score.total} lines exact)`);
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

describe('kitchen test set: a fresh, untuned sample of dataset lines', () => {
  const score = scoreFreshLines();
  it.skipIf(score === null)(`scores the 300 fresh lines (read from ${SAMPLE_FILE})`, () => {
    if (!score) return;
    report('fresh-sample accuracy', score);
    expect(score.total).toBe(300);
    // Target 97 % (printed by npm run bench). Labelled first, scored once, not tuned afterwards:
    // this floor only guards against regressions below the figure first measured.
    expect(percent(score)).toBeGreaterThanOrEqual(95);
  });
  if (score === null) {
    it.skip(
      `fresh sample: ${SAMPLE_FILE} is absent, so the 300 positions cannot be read (see ../shared/data/README.md)`,
    );
  }
});
