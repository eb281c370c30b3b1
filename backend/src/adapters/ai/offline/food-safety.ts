import { z } from 'zod';
import safeTemperatures from './knowledge/safe-temperatures.json' with { type: 'json' };
import safetyFacts from './knowledge/safety-facts.json' with { type: 'json' };
import { parseKnowledge, safeTemperatureSchema, safetyFactSchema, storageTimeSchema } from './knowledge/schema';
import storageTimes from './knowledge/storage-times.json' with { type: 'json' };
import { findByAlias, type AliasMatch } from './text';

export type SafeTemperature = z.output<typeof safeTemperatureSchema>;
export type StorageTime = z.output<typeof storageTimeSchema>;
export type SafetyFact = z.output<typeof safetyFactSchema>;

/** USDA FSIS "Safe Minimum Internal Temperature Chart". */
export const SAFE_TEMPERATURES: readonly SafeTemperature[] = parseKnowledge(
  'safe-temperatures',
  z.array(safeTemperatureSchema),
  safeTemperatures,
);

/** USDA FSIS cold storage chart and FoodKeeper guidance, conservative end of each range. */
export const STORAGE_TIMES: readonly StorageTime[] = parseKnowledge(
  'storage-times',
  z.array(storageTimeSchema),
  storageTimes,
);

/** Food-safety questions answered by a rule rather than a per-food number. Order matters: first match wins. */
export const SAFETY_FACTS: readonly SafetyFact[] = parseKnowledge(
  'safety-facts',
  z.array(safetyFactSchema),
  safetyFacts,
);

export function findSafeTemperature(text: string): AliasMatch<SafeTemperature> | null {
  return findByAlias(text, SAFE_TEMPERATURES, (entry) => entry.aliases);
}

export function findStorageTime(text: string): AliasMatch<StorageTime> | null {
  return findByAlias(text, STORAGE_TIMES, (entry) => entry.aliases);
}

/** Refrigerator and freezer set points, and the zone where bacteria multiply fastest (USDA); the answers quote them. */
export const FRIDGE_MAX_F = 40;
export const FREEZER_MAX_F = 0;
export const DANGER_ZONE_F = { low: 40, high: 140 } as const;

export function findSafetyFact(text: string): SafetyFact | null {
  return (
    SAFETY_FACTS.find(
      (fact) => fact.when.every((pattern) => pattern.test(text)) && !(fact.unless && fact.unless.test(text)),
    ) ?? null
  );
}
