import { describe, expect, it } from 'vitest';
import { COMBINATIONS, listFor, scoreListLines } from './fixtures/list-combinations';

describe('list-line test set: every built-in meal plan and a few scaled combinations', () => {
  it('covers every meal plan and the scaled combinations', () => {
    expect(COMBINATIONS.filter((c) => c.name.startsWith('meal plan:'))).toHaveLength(8);
    expect(COMBINATIONS.length).toBeGreaterThanOrEqual(11);
  });

  it('gives exactly the labelled list lines (100%)', () => {
    const score = scoreListLines();
    console.log(
      `list-line accuracy: ${((100 * score.correct) / score.total).toFixed(1)}% (${score.correct}/${score.total})`,
    );
    for (const miss of score.misses) console.log(miss);
    expect(score.misses).toEqual([]);
  });

  it('never lists a joined line, a descriptor as the food, or a spoon count a cook would not write', () => {
    for (const combination of COMBINATIONS) {
      for (const item of listFor(combination)) {
        const line = `${item.amountText} ${item.ingredient}`;
        expect(line, combination.name).not.toMatch(/\band\s+\d|\bbone-ins?\b|skin-on\b/);
        expect(line, combination.name).not.toMatch(/\b(?:1[0-9]|9) tbsp\b|\b(?:[6-9]|1\d)(?: \d\/\d)? tsp\b|dozen/);
        if (item.ingredient === 'chicken thighs') expect(item.aisle).toBe('meat & fish');
      }
    }
  });
});
