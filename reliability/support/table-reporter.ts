import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import './figures';

interface Line {
  file: string;
  scenario: string;
  result: string;
  seconds: string;
  figures: string;
}

const MAX_SCENARIO = 78;
const MAX_FIGURES = 90;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Prints one table of scenarios at the end of `npm run test:reliability`: file, scenario, pass/fail,
 * time and the figures a test attached (`recordFigures`). Also writes it as Markdown to
 * .data/reliability-report.md, for docs/reliability.md.
 */
export default class TableReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const lines: Line[] = [];
    for (const module of testModules) {
      const file = path.relative(process.cwd(), module.moduleId).replace(/^reliability\//, '');
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        const result = state === 'passed' ? 'pass' : state === 'failed' ? 'FAIL' : state;
        const duration = test.diagnostic()?.duration ?? 0;
        const scenario = test.fullName;
        lines.push({
          file,
          scenario,
          result,
          seconds: (duration / 1000).toFixed(1),
          figures: test.meta().figures ?? '',
        });
      }
    }
    if (!lines.length) return;

    const rows = lines.map((line) => [
      line.file,
      clip(line.scenario, MAX_SCENARIO),
      line.result,
      line.seconds,
      clip(line.figures, MAX_FIGURES),
    ]);
    const header = ['file', 'scenario', 'result', 's', 'figures'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const format = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column])).join(' │ ');
    const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
    const passed = lines.filter((line) => line.result === 'pass').length;
    const failed = lines.filter((line) => line.result === 'FAIL').length;
    const out = [
      '',
      'Reliability scenarios',
      format(header),
      rule,
      ...rows.map(format),
      rule,
      `${passed} passed, ${failed} failed, ${lines.length - passed - failed} skipped — ${lines.length} scenarios`,
      '',
    ];
    process.stdout.write(`${out.join('\n')}\n`);

    const markdown = [
      '| file | scenario | result | s | figures |',
      '| --- | --- | --- | --- | --- |',
      ...lines.map(
        (line) =>
          `| ${[line.file, line.scenario, line.result, line.seconds, line.figures].map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`,
      ),
    ].join('\n');
    mkdirSync('.data', { recursive: true });
    writeFileSync('.data/reliability-report.md', `${markdown}\n`);
  }
}
