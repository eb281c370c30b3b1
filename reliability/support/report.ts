import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, it } from 'vitest';
import { recordFigures } from './figures';

export type Figures = Record<string, string | number | boolean>;

interface ScenarioResult {
  scenario: string;
  passed: boolean;
  seconds: number;
  figures: Figures;
}

const results: ScenarioResult[] = [];
const REPORT_FILE = path.resolve('.data/reliability/faults.jsonl');

/**
 * A fault scenario: a test whose body fills in `figures` (recovery times, counts); pass or fail,
 * the row goes to the table printed after the file and to `.data/reliability/faults.jsonl`.
 */
export function scenario(name: string, body: (figures: Figures) => Promise<void>, timeoutMs?: number): void {
  it(
    name,
    async (context) => {
      const figures: Figures = {};
      const started = Date.now();
      let passed = false;
      try {
        await body(figures);
        passed = true;
      } finally {
        const result = { scenario: name, passed, seconds: Math.round((Date.now() - started) / 100) / 10, figures };
        results.push(result);
        // Also into the table printed at the end of `npm run test:reliability` (table-reporter.ts).
        recordFigures(context, formatFigures(figures));
        mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
        appendFileSync(REPORT_FILE, `${JSON.stringify({ at: new Date().toISOString(), ...result })}\n`);
      }
    },
    timeoutMs,
  );
}

/** Prints the file's scenarios as a table once they all ran. Call once per file, at the top level. */
export function reportScenarios(title: string): void {
  afterAll(() => {
    if (results.length === 0) return;
    const lines = [
      `\n${title}`,
      '| scenario | result | seconds | figures |',
      '| --- | --- | --- | --- |',
      ...results.map(
        (result) =>
          `| ${result.scenario} | ${result.passed ? 'pass' : 'FAIL'} | ${result.seconds} | ${formatFigures(result.figures)} |`,
      ),
    ];
    console.log(lines.join('\n'));
  });
}

const formatFigures = (figures: Figures) =>
  Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');

/** Seconds, one decimal, since `start` (ms). */
export const secondsSince = (start: number) => Math.round((Date.now() - start) / 100) / 10;
