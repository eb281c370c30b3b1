/**
 * The shape every benchmark section reports in, so `npm run bench` can print one table and write
 * one JSON file. A figure is the median of several runs, with min and max beside it.
 */
export interface Figure {
  section: string;
  name: string;
  unit: string;
  median: number;
  min: number;
  max: number;
  /** "≤ 100" or "≥ 1000"; absent when the figure is informational (a ratio, a count). */
  target?: { op: '<=' | '>='; value: number };
  /** Anything a reader needs to interpret the number (dataset size, baseline, why a target is missed). */
  note?: string;
}

export const atMost = (value: number) => ({ op: '<=' as const, value });
export const atLeast = (value: number) => ({ op: '>=' as const, value });

export function passes(figure: Figure): boolean | undefined {
  if (!figure.target) return undefined;
  return figure.target.op === '<=' ? figure.median <= figure.target.value : figure.median >= figure.target.value;
}

/** Median, min and max of repeated measurements. */
export function summarize(samples: number[]): { median: number; min: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (value: number) => (Math.abs(value) >= 100 ? Math.round(value) : Number(value.toFixed(2)));

export function printFigures(figures: Figure[]): void {
  console.table(
    figures.map((figure) => ({
      section: figure.section,
      figure: figure.name,
      median: `${round(figure.median)} ${figure.unit}`,
      'min–max': `${round(figure.min)}–${round(figure.max)}`,
      target: figure.target ? `${figure.target.op === '<=' ? '≤' : '≥'} ${figure.target.value}` : '',
      pass: ({ true: 'pass', false: 'FAIL', undefined: '' } as const)[String(passes(figure)) as 'true'],
      note: figure.note ?? '',
    })),
  );
}
