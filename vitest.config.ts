import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'backend',
          include: [
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
