/**
 * The one place the merge engine reaches into the recipes module's ingredient library.
 *
 * ARCHITECTURE.md says another module is reached only through its index.ts, and recipes/index.ts
 * does re-export this library (as `ingredients`). But importing that index at runtime loads the
 * whole recipes module (routes, service, knex; about 0.8 s), and this engine must stay pure so it
 * can run in a unit test, a worker or the browser. So the pure sub-library is imported directly,
 * from this file only. Moving the ingredient library out of the module (e.g. to a shared lib/)
 * would remove the exception.
 */
// eslint-disable-next-line sous/imports -- deliberate, single crossing; see the comment above
export {
  densityFor,
  formatMetricBase,
  formatQuantity,
  GRAMS_PER_UNIT,
  ingredientItems,
  isCountUnit,
  isMassUnit,
  isVolumeUnit,
  ML_PER_UNIT,
  parseIngredient,
  pluralizeFood,
  readQuantity,
  readUnit,
  scaleAmount,
  singularizeFood,
  toMetric,
  unitLabel,
  type CountUnit,
  type MassUnit,
  type ParsedIngredient,
  type ParsedItem,
  type Unit,
  type VolumeUnit,
} from '../../recipes/ingredients';
