import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

interface ProjectOptions {
  testTimeout: number;
  hookTimeout: number;
  /** For suites that share one server and browser, or load the machine: their files run one after another. */
  oneFileAtATime?: boolean;
}

/** A project of Node test files, with the database and Redis set up once, each file in its own process. */
function nodeProject(
  name: string,
  include: string[],
  { oneFileAtATime = false, ...timeouts }: ProjectOptions,
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include,
      environment: 'node',
      globalSetup: ['backend/src/testing/global-setup.ts'],
      pool: 'forks',
      ...timeouts,
      ...(oneFileAtATime && { maxWorkers: 1, fileParallelism: false }),
    },
  };
}

export default defineConfig({
  resolve: { alias: { '@common': path.resolve(import.meta.dirname, 'common') } },
  test: {
    projects: [
      nodeProject(
        'backend',
        [
          'common/**/*.test.ts',
          'backend/**/*.test.ts',
          'workers/**/*.test.ts',
          'db/**/*.test.ts',
          'frontend/src/**/*.test.ts',
          'infra/**/*.test.ts',
        ],
        { testTimeout: 30_000, hookTimeout: 60_000 },
      ),
      nodeProject('e2e', ['e2e/**/*.test.ts'], { testTimeout: 60_000, hookTimeout: 120_000, oneFileAtATime: true }),
      // `npm run test:reliability`: fault injection and attacks. Slow; not part of `npm test`.
      nodeProject('reliability', ['reliability/**/*.test.ts'], {
        testTimeout: 600_000,
        hookTimeout: 120_000,
        oneFileAtATime: true,
      }),
      // The fast reliability cases, which `npm test` runs too.
      nodeProject('reliability-fast', ['reliability/**/*.fast.test.ts'], {
        testTimeout: 120_000,
        hookTimeout: 120_000,
        oneFileAtATime: true,
      }),
    ],
  },
});
