/** Ingredient-line parsing, scaling and metric conversion. Import from here, not from the files. */
export { ingredientItems, parseIngredient, type ParsedIngredient, type ParsedItem } from './parse-ingredient';
export { formatQuantity, parseNumber, readQuantity, scaleQuantity, type QuantityMatch } from './quantity';
export {
  fahrenheitToCelsiusInText,
  formatMetricAmount,
  GRAMS_PER_UNIT,
  ingredientLineToMetric,
  instructionToMetric,
  ML_PER_UNIT,
  toMetric,
  type MetricAmount,
  type MetricUnit,
} from './metric';
export { densityFor, DENSITIES, type Density } from './densities';
export { formatMetricBase, roundGrams, scaleMetricLine } from './metric-format';
export { scaleAmount, scaleIngredientLine, type ScaledAmount } from './scale';
export { pluralizeFood, singularizeFood } from './inflect';
export {
  ALL_UNITS,
  CONTAINER_UNITS,
  isCountUnit,
  isMassUnit,
  isVolumeUnit,
  normalizeUnit,
  readUnit,
  unitLabel,
  type CountUnit,
  type MassUnit,
  type Unit,
  type VolumeUnit,
} from './units';
