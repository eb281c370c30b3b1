export interface CookProgressSummary {
  /** Steps marked complete (only those that exist in the recipe now). */
  done: number;
  total: number;
  /** Whole percent of the steps completed: 7 of 7 done is 100, 1 of 7 is 14. */
  percent: number;
}

/**
 * How far the cook is, counted by completed steps, not by the step on screen: the header, the
 * progress bar and the Recipe Complete card all read this one figure, so "7/7 steps done" is always
 * 100 % (the spec's step-index formula read 86 % there, and 14 % at step 2 with nothing done).
 */
export function cookProgress(completed: readonly number[], stepCount: number): CookProgressSummary {
  if (stepCount <= 0) return { done: 0, total: 0, percent: 0 };
  const done = new Set(completed.filter((index) => Number.isInteger(index) && index >= 0 && index < stepCount)).size;
  return { done, total: stepCount, percent: Math.round((done / stepCount) * 100) };
}
