import type { ParsedItem } from './parse-ingredient';

/** A line with an amount is taken as read only when the parser was at least this sure of it. */
export const MIN_CONFIDENCE = 0.7;
/**
 * Lines without an amount cannot be mis-added, only mis-named, so a little less certainty is
 * enough (the parser scores a bare "Salt" or "milk" 0.65).
 */
export const MIN_CONFIDENCE_UNMEASURED = 0.6;

/** Whether the parser read the line well enough to act on it unchecked (merge it, or not ask the cook to look). */
export function isConfidentParse(parsed: ParsedItem): boolean {
  if (!parsed.food.trim()) return false;
  return parsed.confidence >= (parsed.quantity === null ? MIN_CONFIDENCE_UNMEASURED : MIN_CONFIDENCE);
}
