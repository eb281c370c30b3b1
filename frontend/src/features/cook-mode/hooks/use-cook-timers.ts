import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { notifyTimerDone, playBeep, requestTimerNotifications, unlockAlarmSound } from '../lib/alarm';
import { readStorage, writeStorage } from '../lib/storage';
import {
  createTimer,
  parseStoredTimers,
  pauseTimer,
  resumeTimer,
  tickTimers,
  timersStorageKey,
  type CookTimer,
} from '../lib/timers';

const BEEP_EVERY_MS = 2000;
/** A forgotten timer stops beeping after a minute; it stays on screen as done until dismissed. */
const BEEP_FOR_MS = 60_000;

export interface StartTimerInput {
  name: string;
  label: string;
  stepIndex: number | null;
  seconds: number;
}

export interface CookTimers {
  timers: CookTimer[];
  /** The clock the countdowns are computed against (updates every half second while needed). */
  now: number;
  /** The latest "timer done" message, for an aria-live region. */
  announcement: string;
  start(input: StartTimerInput): CookTimer;
  pause(id: string): void;
  resume(id: string): void;
  /** Removes a timer, running or ringing. */
  remove(id: string): void;
  pauseAll(): void;
  resumeAll(): void;
  removeAll(): void;
}

function newId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Several timers at once for one recipe, stored under `Sous_timers_<id>` as end times so they
 * survive a reload. Finished timers ring: beeps, a notification when allowed, and an announcement.
 */
export function useCookTimers(recipeId: number, onFinished?: (finished: CookTimer[]) => void): CookTimers {
  const key = timersStorageKey(recipeId);
  const [timers, setTimers] = useState<CookTimer[]>(() => parseStoredTimers(readStorage(key)));
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const finishedCallback = useRef(onFinished);
  useEffect(() => {
    finishedCallback.current = onFinished;
  });

  useEffect(() => {
    writeStorage(key, timers.length ? JSON.stringify(timers) : null);
  }, [key, timers]);

  const live = timers.some((timer) => timer.status === 'running');
  useEffect(() => {
    if (!live) return;
    const interval = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(interval);
  }, [live]);

  useEffect(() => {
    const { timers: next, finished } = tickTimers(timers, now);
    if (finished.length === 0) return;
    setTimers(next);
    const names = finished.map((timer) => timer.name).join(', ');
    setAnnouncement(`${names} timer${finished.length > 1 ? 's' : ''} done!`);
    for (const timer of finished) notifyTimerDone(`${timer.name} timer done`, `Sous: ${timer.label} is up.`, timer.id);
    finishedCallback.current?.(finished);
  }, [now, timers]);

  const ringing = timers.filter((timer) => timer.status === 'ringing').length;
  useEffect(() => {
    if (ringing === 0) return;
    const startedAt = Date.now();
    playBeep();
    const interval = window.setInterval(() => {
      if (Date.now() - startedAt > BEEP_FOR_MS) window.clearInterval(interval);
      else playBeep();
    }, BEEP_EVERY_MS);
    return () => window.clearInterval(interval);
  }, [ringing]);

  const update = useCallback((change: (timer: CookTimer, at: number) => CookTimer, id?: string) => {
    const at = Date.now();
    setNow(at);
    setTimers((current) => current.map((timer) => (id === undefined || timer.id === id ? change(timer, at) : timer)));
  }, []);

  const start = useCallback((input: StartTimerInput) => {
    unlockAlarmSound();
    requestTimerNotifications();
    const at = Date.now();
    const timer = createTimer(
      { name: input.name, label: input.label, stepIndex: input.stepIndex, durationMs: input.seconds * 1000 },
      at,
      newId(),
    );
    setNow(at);
    setTimers((current) => [...current, timer]);
    return timer;
  }, []);

  return useMemo(
    () => ({
      timers,
      now,
      announcement,
      start,
      pause: (id: string) => update(pauseTimer, id),
      resume: (id: string) => update(resumeTimer, id),
      remove: (id: string) => setTimers((current) => current.filter((timer) => timer.id !== id)),
      pauseAll: () => update(pauseTimer),
      resumeAll: () => update(resumeTimer),
      removeAll: () => setTimers([]),
    }),
    [timers, now, announcement, start, update],
  );
}
