import type { TestContext } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** One line of figures for the scenario table printed at the end of `npm run test:reliability`. */
    figures?: string;
  }
}

/** Attaches the scenario's figures (cases run, statuses seen, timings) for the table reporter. */
export function recordFigures(context: TestContext, figures: string): void {
  context.task.meta.figures = figures;
}
