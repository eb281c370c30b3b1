import { describe, expect, it } from 'vitest';
import { cookProgress } from './progress';

describe('cookProgress: counts completed steps', () => {
  it.each<[number[], number, number, number]>([
    [[0, 1, 2, 3, 4, 5, 6], 7, 7, 100], // every step done: 100 %, never 86 %
    [[0], 7, 1, 14], // at step 2 of 7 with step 1 done
    [[], 7, 0, 0], // nothing done yet, wherever the cook is looking
    [[0, 2], 4, 2, 50], // skipping ahead and ticking counts what is done, not the position
    [[0, 0, 9, -1], 4, 1, 25], // duplicates and marks past the recipe's end do not count
    [[], 0, 0, 0],
  ])('%j of %d steps → %d done, %d %%', (completed, total, done, percent) => {
    expect(cookProgress(completed, total)).toEqual({ done, total: Math.max(total, 0), percent });
  });
});
