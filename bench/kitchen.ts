/**
 * The kitchen figures: how much of what Sous ships the ingredient parser and the
 * shopping list get right, against the hand-labelled sets beside the code.
 *
 * - seed-line accuracy: every ingredient line of every seed recipe (target 100 %);
 * - fresh-sample accuracy: the untuned sample's dataset lines read from ../shared/data, labelled
 *   first and scored once (target ≥ 97 %; skipped, and said so, when the file is absent), and its
 *   plain-line accuracy (target ≥ 99 %; "plain" is defined by isPlainLine in kitchen-score.ts);
 * - tuned sample N accuracy: the lines of each earlier fresh sample, whose misses the parser was
 *   then fixed on (target ≥ 97 %), with the figure it had when first scored in the note;
 * - list-line accuracy: the expected lines of every built-in meal plan and scaled combinations
 *   (target 100 %);
 * - pantry precision@5: "Cook with what you have" on 35 labelled pantries over the seed catalog
 *   (target ≥ 65 %);
 * - diet-guard violations: every substitution the offline assistant knows, asked under vegetarian,
 *   vegan, gluten-free, nut allergy and dairy-free, and each swap it suggests checked against the
 *   diet (target 0);
 *
 *   npm run bench -- kitchen      (or: npx tsx bench/kitchen.ts)
 */
// The labelled sets and their scorers live beside the code they test (the kitchen library's fixtures/),
// so the bench reaches them directly, as the tests do.
import { tunedSamples, untunedSample } from '@common/kitchen/fixtures/fresh-sample';
import { percent, scoreFreshSample, scoreSeedLines } from '@common/kitchen/fixtures/kitchen-score';
import type { FreshSample } from '@common/kitchen/fixtures/fresh-sample';
import { SAMPLE_FILE } from '@common/kitchen/fixtures/sample-source';
import { scoreListLines } from '../backend/src/modules/shopping-list/merge/fixtures/list-combinations';
import { scoreSeedPantries } from '../backend/src/modules/recipes/fixtures/pantry-score';
import { runDietTable } from '../backend/src/adapters/ai/fixtures/diet-table';
import { atLeast, atMost, printFigures, type Figure } from './figures';

const figure = (name: string, value: number, target: number, note: string): Figure => ({
  section: 'kitchen',
  name,
  unit: '%',
  median: Number(value.toFixed(1)),
  min: Number(value.toFixed(1)),
  max: Number(value.toFixed(1)),
  target: atLeast(target),
  note,
});

const firstScore = ({ firstScore: first }: FreshSample) =>
  first ? `first scored ${first.correct}/${first.total} (${percent(first).toFixed(1)} %)` : 'not scored before tuning';

export function runKitchenBench(): { figures: Figure[]; skipped: string[] } {
  const figures: Figure[] = [];
  const skipped: string[] = [];
  const seed = scoreSeedLines();
  figures.push(figure('seed-line accuracy', percent(seed), 100, `${seed.correct}/${seed.total} seed lines exact`));
  const untuned = untunedSample();
  for (const sample of [...(untuned ? [untuned] : []), ...tunedSamples()]) {
    const score = scoreFreshSample(sample);
    if (!score) {
      skipped.push(`kitchen ${sample.name}: ${SAMPLE_FILE} is not here`);
      continue;
    }
    const lines = sample.tuned
      ? `dataset lines exact; ${firstScore(sample)} (the parser was then fixed on its misses)`
      : 'untuned dataset lines exact (labelled first, scored once)';
    figures.push(figure(sample.name, percent(score), 97, `${score.correct}/${score.total} ${lines}`));
    if (!sample.tuned) {
      figures.push(
        figure(
          `${sample.name}, plain lines`,
          percent(score.plain),
          99,
          `${score.plain.correct}/${score.plain.total} plain lines exact (one food, no parentheses, comma, or/and/plus)`,
        ),
      );
    }
  }
  const list = scoreListLines();
  figures.push(
    figure(
      'list-line accuracy',
      (100 * list.correct) / list.total,
      100,
      `${list.correct}/${list.total} list lines over 8 meal plans + 3 scaled combinations`,
    ),
  );
  const pantries = scoreSeedPantries();
  figures.push(
    figure('pantry precision@5', pantries.precisionAt5, 65, `${pantries.pantries} labelled pantries, seed catalog`),
  );
  const diet = runDietTable();
  figures.push({
    section: 'kitchen',
    name: 'diet-guard violations',
    unit: 'swaps',
    median: diet.violations.length,
    min: diet.violations.length,
    max: diet.violations.length,
    target: atMost(0),
    note: `${diet.asks} asks: ${diet.asks / 5} substitutions × 5 diets`,
  });
  return { figures, skipped };
}

if (process.argv[1]?.endsWith('kitchen.ts')) {
  const { figures, skipped } = runKitchenBench();
  printFigures(figures);
  for (const line of skipped) console.log(`Skipped ${line}.`);
}
