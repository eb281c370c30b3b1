/** Ingredient-line parsing, scaling, metric conversion and formatting. The browser imports single files instead. */
export { ingredientItems, parseIngredient, type ParsedIngredient, type ParsedItem } from './parse-ingredient';
export { parseNumber, readQuantity, type QuantityMatch } from './quantity';
export { formatAmount, formatAmountRange, formatQuantity } from './amount-format';
export {
  fahrenheitToCelsiusInText,
  formatMetricAmount,
  ingredientLineInMetric,
  ingredientLineToMetric,
  instructionToMetric,
  toMetric,
  type MetricAmountAt,
  type MetricLine,
} from './metric';
export { convertAmount, GRAMS_PER_UNIT, measureOf, ML_PER_CUP, ML_PER_UNIT, type Measure } from './convert';
export { densityFor, DENSITIES, type Density } from './densities';
export {
  cookGrams,
  expressMetric,
  formatMetricBase,
  formatSpoons,
  SPOON_LIMIT_ML,
  type MetricAmount,
  type MetricUnit,
} from './metric-format';
export { scaleAmount, scaleIngredientLine, scaleQuantity, type ScaledAmount } from './scale';
export { scaleLine, type AmountLayout, type TextSpan } from './scale-line';
export { amountLayout } from './amount-layout';
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
