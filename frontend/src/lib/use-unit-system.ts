import { useCallback, useSyncExternalStore } from 'react';

/** How amounts are shown: the recipes' own units or metric (flour in grams, milk in ml). */
export type UnitSystem = 'metric' | 'original';

/**
 * The reader's unit choice, shared by the recipe page, the shopping list (and cook mode, through the
 * same key). Metric is the default (DECISIONS); the choice is remembered in localStorage.
 */
export const UNITS_STORAGE_KEY = 'Sous_units';
const CHANGE_EVENT = 'sous:units-change';

/** Used when localStorage is unavailable (private mode), so the toggle still works on this page. */
let fallback: UnitSystem = 'metric';

function read(): UnitSystem {
  try {
    const stored = window.localStorage.getItem(UNITS_STORAGE_KEY);
    return stored === 'original' || stored === 'metric' ? stored : fallback;
  } catch {
    return fallback;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === UNITS_STORAGE_KEY && onChange();
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The reader's unit system, shared by every recipe view and kept in sync across tabs. */
export function useUnitSystem(): [UnitSystem, (system: UnitSystem) => void] {
  const system = useSyncExternalStore(subscribe, read, () => 'metric' as const);
  const setSystem = useCallback((next: UnitSystem) => {
    fallback = next;
    try {
      window.localStorage.setItem(UNITS_STORAGE_KEY, next);
    } catch {
      // storage unavailable (private mode): the choice lasts for this page only
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [system, setSystem];
}
