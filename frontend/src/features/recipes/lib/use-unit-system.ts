// The unit choice is shared with the shopping list, so it lives in lib/.
export { UNITS_STORAGE_KEY, useUnitSystem } from '../../../lib/use-unit-system';
