/**
 * Minutes in a schema.org ISO-8601 duration ("PT1H30M" → 90, "P0DT0H20M" → 20, "PT0.5H" → 30).
 * Null when the text is not a duration, uses years or months (no fixed length), or is zero:
 * sites emit "PT0M" as a placeholder far more often than for a dish that truly takes no time.
 */
export function isoDurationMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match =
    /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(
      value.trim(),
    );
  if (!match || value.trim().toUpperCase() === 'P' || /T$/i.test(value.trim())) return null;
  const n = (index: number) => (match[index] ? Number(match[index].replace(',', '.')) : 0);
  if (n(1) > 0 || n(2) > 0) return null;
  const minutes = n(3) * 7 * 24 * 60 + n(4) * 24 * 60 + n(5) * 60 + n(6) + n(7) / 60;
  const rounded = Math.round(minutes);
  return rounded > 0 && rounded <= 100_000 ? rounded : null;
}
