/**
 * Cook-mode timers as plain data. A running timer stores the moment it ends (epoch ms), never a
 * countdown, so it survives a reload, a sleeping phone or a background tab: what is left is always
 * `endsAt - now`. Pure and DOM-free; the hook in ../hooks persists the list per recipe.
 */
import { spokenDuration } from '@common/kitchen/durations';

export type TimerStatus = 'running' | 'paused' | 'ringing';

export interface CookTimer {
  id: string;
  /** What it times: "Simmer", "Step 3", or "Kitchen" for a timer set by voice. */
  name: string;
  /** The length as the step wrote it ("25–30 min"), for display. */
  label: string;
  /** 0-based step it came from, or null for a voice timer. */
  stepIndex: number | null;
  durationMs: number;
  /** Running and ringing timers: when they end (epoch ms). */
  endsAt: number | null;
  /** Paused timers: what was left when paused. */
  remainingMs: number | null;
  status: TimerStatus;
}

export const timersStorageKey = (recipeId: number | string) => `Sous_timers_${recipeId}`;

export function createTimer(
  input: { name: string; label: string; stepIndex: number | null; durationMs: number },
  now: number,
  id: string,
): CookTimer {
  return { ...input, id, endsAt: now + input.durationMs, remainingMs: null, status: 'running' };
}

export function remainingMs(timer: CookTimer, now: number): number {
  if (timer.status === 'paused') return Math.max(0, timer.remainingMs ?? 0);
  return Math.max(0, (timer.endsAt ?? now) - now);
}

export function pauseTimer(timer: CookTimer, now: number): CookTimer {
  if (timer.status !== 'running') return timer;
  return { ...timer, status: 'paused', remainingMs: remainingMs(timer, now), endsAt: null };
}

export function resumeTimer(timer: CookTimer, now: number): CookTimer {
  if (timer.status !== 'paused') return timer;
  return { ...timer, status: 'running', endsAt: now + (timer.remainingMs ?? 0), remainingMs: null };
}

/** Running timers whose end has passed start ringing; returns the new list and those that just did. */
export function tickTimers(timers: CookTimer[], now: number): { timers: CookTimer[]; finished: CookTimer[] } {
  const finished: CookTimer[] = [];
  const next = timers.map((timer) => {
    if (timer.status === 'running' && (timer.endsAt ?? 0) <= now) {
      const ringing = { ...timer, status: 'ringing' as const };
      finished.push(ringing);
      return ringing;
    }
    return timer;
  });
  return { timers: finished.length ? next : timers, finished };
}

function isTimer(value: unknown): value is CookTimer {
  if (!value || typeof value !== 'object') return false;
  const timer = value as Record<string, unknown>;
  const finiteOrNull = (field: unknown) => field === null || (typeof field === 'number' && Number.isFinite(field));
  return (
    typeof timer.id === 'string' &&
    typeof timer.name === 'string' &&
    typeof timer.label === 'string' &&
    (timer.stepIndex === null || (typeof timer.stepIndex === 'number' && Number.isInteger(timer.stepIndex))) &&
    typeof timer.durationMs === 'number' &&
    timer.durationMs > 0 &&
    finiteOrNull(timer.endsAt) &&
    finiteOrNull(timer.remainingMs) &&
    (timer.status === 'running' || timer.status === 'ringing'
      ? typeof timer.endsAt === 'number'
      : timer.status === 'paused' && typeof timer.remainingMs === 'number')
  );
}

/** Stored timers, ignoring anything corrupt (DECISIONS: corrupt local data is never fatal). */
export function parseStoredTimers(raw: string | null): CookTimer[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isTimer) : [];
  } catch {
    return [];
  }
}

/** The answer to "how long is left", read aloud. */
export function describeTimeLeft(timers: CookTimer[], now: number): string {
  if (timers.length === 0) return 'There are no timers running.';
  return timers
    .map((timer) => {
      if (timer.status === 'ringing') return `${timer.name} timer is done.`;
      const left = spokenDuration(Math.ceil(remainingMs(timer, now) / 1000));
      return timer.status === 'paused'
        ? `${timer.name} timer is paused with ${left} left.`
        : `${timer.name} timer: ${left} left.`;
    })
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// Step progress

export interface CookProgress {
  /** 0-based current step. */
  step: number;
  /** 0-based indices of the steps marked complete. */
  completed: number[];
  /** 0-based indices of the ingredient lines ticked off in the checklist (absent in older saves). */
  ingredients?: number[];
}

export const progressStorageKey = (recipeId: number | string) => `Sous_cookmode_${recipeId}`;

/** Stored progress clamped to the recipe as it is now (it may have fewer steps than when saved). */
export function parseStoredProgress(raw: string | null, stepCount: number): CookProgress {
  const fresh: CookProgress = { step: 0, completed: [] };
  if (!raw || stepCount <= 0) return fresh;
  try {
    const parsed = JSON.parse(raw) as Partial<CookProgress> | null;
    if (!parsed || typeof parsed !== 'object') return fresh;
    const step =
      typeof parsed.step === 'number' && Number.isInteger(parsed.step)
        ? Math.min(Math.max(parsed.step, 0), stepCount - 1)
        : 0;
    const completed = Array.isArray(parsed.completed)
      ? [
          ...new Set(
            parsed.completed.filter(
              (index): index is number => Number.isInteger(index) && index >= 0 && index < stepCount,
            ),
          ),
        ].sort((a, b) => a - b)
      : [];
    const ingredients = Array.isArray(parsed.ingredients)
      ? [...new Set(parsed.ingredients.filter((index): index is number => Number.isInteger(index) && index >= 0))].sort(
          (a, b) => a - b,
        )
      : [];
    return ingredients.length ? { step, completed, ingredients } : { step, completed };
  } catch {
    return fresh;
  }
}
