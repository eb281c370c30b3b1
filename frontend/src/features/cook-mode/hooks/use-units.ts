import { useCallback, useSyncExternalStore } from 'react';

export type Units = 'metric' | 'original';

/** The reader's unit choice, shared with the recipe screens through the same key (metric by default). */
const KEY = 'Sous_units';
/** Same-tab change signal the recipe screens also listen for. */
const CHANGE_EVENT = 'sous:units-change';

let fallback: Units = 'metric';

function read(): Units {
  try {
    const stored = window.localStorage.getItem(KEY);
    return stored === 'original' || stored === 'metric' ? stored : fallback;
  } catch {
    return fallback;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === KEY && onChange();
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useUnits(): [Units, (units: Units) => void] {
  const units = useSyncExternalStore(subscribe, read, () => 'metric' as const);
  const setUnits = useCallback((next: Units) => {
    fallback = next;
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // private mode: this page only
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [units, setUnits];
}
