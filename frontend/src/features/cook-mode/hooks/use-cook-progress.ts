import { useCallback, useEffect, useMemo, useState } from 'react';
import { readStorage, writeStorage } from '../lib/storage';
import { parseStoredProgress, progressStorageKey, type CookProgress } from '../lib/timers';

export interface CookProgressState extends CookProgress {
  stepCount: number;
  isComplete(step: number): boolean;
  allComplete: boolean;
  /** Bounded: never before the first step or past the last (spec section 4). */
  goTo(step: number): void;
  next(): void;
  previous(): void;
  setComplete(step: number, complete: boolean): void;
  /** Marks the step on screen done and moves on (Next); on the last step it only marks it done. */
  completeAndAdvance(): void;
  isIngredientChecked(index: number): boolean;
  setIngredientChecked(index: number, checked: boolean): void;
  /** Forgets this recipe's progress (after Finish Cooking). */
  reset(): void;
}

/** Current step and completed marks, remembered per recipe so a reload resumes where the cook was. */
export function useCookProgress(recipeId: number, stepCount: number): CookProgressState {
  const key = progressStorageKey(recipeId);
  const [progress, setProgress] = useState<CookProgress>(() => parseStoredProgress(readStorage(key), stepCount));

  useEffect(() => {
    if (progress.step === 0 && progress.completed.length === 0 && !progress.ingredients?.length)
      writeStorage(key, null);
    else writeStorage(key, JSON.stringify(progress));
  }, [key, progress]);

  const goTo = useCallback(
    (step: number) =>
      setProgress((current) => ({ ...current, step: Math.min(Math.max(step, 0), Math.max(stepCount - 1, 0)) })),
    [stepCount],
  );

  const setComplete = useCallback((step: number, complete: boolean) => {
    setProgress((current) => {
      const marks = new Set(current.completed);
      if (complete) marks.add(step);
      else marks.delete(step);
      return { ...current, completed: [...marks].sort((a, b) => a - b) };
    });
  }, []);

  const setIngredientChecked = useCallback((index: number, checked: boolean) => {
    setProgress((current) => {
      const ticks = new Set(current.ingredients ?? []);
      if (checked) ticks.add(index);
      else ticks.delete(index);
      return { ...current, ingredients: [...ticks].sort((a, b) => a - b) };
    });
  }, []);

  const completeAndAdvance = useCallback(() => {
    setProgress((current) => {
      const completed = [...new Set([...current.completed, current.step])].sort((a, b) => a - b);
      return { ...current, completed, step: Math.min(current.step + 1, Math.max(stepCount - 1, 0)) };
    });
  }, [stepCount]);

  return useMemo(() => {
    const marks = new Set(progress.completed);
    const ticks = new Set(progress.ingredients ?? []);
    return {
      ...progress,
      stepCount,
      isComplete: (step: number) => marks.has(step),
      allComplete: stepCount > 0 && marks.size >= stepCount,
      goTo,
      next: () => goTo(progress.step + 1),
      previous: () => goTo(progress.step - 1),
      setComplete,
      completeAndAdvance,
      isIngredientChecked: (index: number) => ticks.has(index),
      setIngredientChecked,
      reset: () => {
        writeStorage(key, null);
        setProgress({ step: 0, completed: [] });
      },
    };
  }, [progress, stepCount, goTo, setComplete, completeAndAdvance, setIngredientChecked, key]);
}
