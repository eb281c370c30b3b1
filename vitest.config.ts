import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@common': path.resolve(import.meta.dirname, 'common') } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'backend',
          include: [
            'common/**/*.test.ts',
            'backend/**/*.test.ts',
            'workers/**/*.test.ts',
            'db/**/*.test.ts',
            'frontend/src/**/*.test.ts',
            'infra/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['backend/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['backend/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
      {
        // `npm run test:reliability`: fault injection and attacks. Slow; not part of `npm test`.
        extends: true,
        test: {
          name: 'reliability',
          include: ['reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['backend/src/testing/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
      {
        // The fast reliability cases, which `npm test` runs too.
        extends: true,
        test: {
          name: 'reliability-fast',
          include: ['reliability/**/*.fast.test.ts'],
          environment: 'node',
          globalSetup: ['backend/src/testing/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
