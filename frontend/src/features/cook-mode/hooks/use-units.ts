// Cook mode reads the same unit choice as the recipe page and the shopping list (lib/use-unit-system).
import { useUnitSystem, type UnitSystem } from '../../../lib/use-unit-system';

export type Units = UnitSystem;
export const useUnits = useUnitSystem;
