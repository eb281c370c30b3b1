import { describe, expect, it } from 'vitest';
import {
  createTimer,
  describeTimeLeft,
  parseStoredProgress,
  parseStoredTimers,
  pauseTimer,
  remainingMs,
  resumeTimer,
  tickTimers,
  timersStorageKey,
} from './timers';

const t0 = 1_700_000_000_000;
const simmer = () => createTimer({ name: 'Simmer', label: '18 min', stepIndex: 2, durationMs: 18 * 60_000 }, t0, 'a');

describe('timers', () => {
  it('counts down from a stored end time, so a reload loses nothing', () => {
    const timer = simmer();
    expect(timer.endsAt).toBe(t0 + 18 * 60_000);
    const reloaded = parseStoredTimers(JSON.stringify([timer]));
    expect(remainingMs(reloaded[0], t0 + 60_000)).toBe(17 * 60_000);
    expect(timersStorageKey(42)).toBe('Sous_timers_42');
  });

  it('pauses and resumes without losing time', () => {
    const paused = pauseTimer(simmer(), t0 + 60_000);
    expect(paused.status).toBe('paused');
    expect(remainingMs(paused, t0 + 10 * 60_000)).toBe(17 * 60_000);
    const resumed = resumeTimer(paused, t0 + 10 * 60_000);
    expect(resumed.endsAt).toBe(t0 + 27 * 60_000);
  });

  it('rings once the end passes, reporting each timer once', () => {
    const first = tickTimers([simmer()], t0 + 18 * 60_000);
    expect(first.finished.map((timer) => timer.id)).toEqual(['a']);
    expect(first.timers[0].status).toBe('ringing');
    expect(tickTimers(first.timers, t0 + 19 * 60_000).finished).toEqual([]);
  });

  it('ignores corrupt storage', () => {
    expect(parseStoredTimers('not json')).toEqual([]);
    expect(parseStoredTimers('{"a":1}')).toEqual([]);
    expect(parseStoredTimers(JSON.stringify([{ id: 'x' }, simmer()]))).toHaveLength(1);
    expect(parseStoredTimers(null)).toEqual([]);
  });

  it('says how long is left', () => {
    expect(describeTimeLeft([], t0)).toBe('There are no timers running.');
    expect(describeTimeLeft([simmer()], t0 + 5_500)).toBe('Simmer timer: 17 minutes and 55 seconds left.');
    expect(describeTimeLeft([pauseTimer(simmer(), t0)], t0)).toBe('Simmer timer is paused with 18 minutes left.');
  });
});

describe('progress', () => {
  it('restores stored progress within the recipe', () => {
    expect(parseStoredProgress('{"step":3,"completed":[0,1,1,9]}', 5)).toEqual({ step: 3, completed: [0, 1] });
    expect(parseStoredProgress('{"step":12}', 5)).toEqual({ step: 4, completed: [] });
    expect(parseStoredProgress('garbage', 5)).toEqual({ step: 0, completed: [] });
    // The ingredient checklist's ticks live in the same saved state.
    expect(parseStoredProgress('{"step":1,"completed":[0],"ingredients":[2,0,2,-1]}', 5)).toEqual({
      step: 1,
      completed: [0],
      ingredients: [0, 2],
    });
  });
});
