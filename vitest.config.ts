import { defineConfig } from 'vitest/config';

/**
 * One runner, four tiers: shared rules, server on real databases, web components, E2E in Chromium
 * (on PGlite; the money journeys also on PostgreSQL and Redis when TEST_DATABASE_URL is set).
 *
 * Three groups, one after another: everything but the browser, two files at a time (Vitest's
 * default is one worker fewer than the CPUs, so one on CI's two, and a server test file spends
 * much of its time waiting on PostgreSQL or a child process); then the E2E journeys alone, one
 * file at a time, so a browser never competes with other tests; then the PostgreSQL journeys.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'docs',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      'apps/admin/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      // The money journeys once more on PostgreSQL and Redis (balance pushes through the Redis
      // bus), last, so that two browsers never compete for the two CPUs.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'e2e-pg',
                include: ['e2e/journeys/{casino,payments,bonuses}.e2e.ts'],
                environment: 'node',
                testTimeout: 60_000,
                hookTimeout: 180_000,
                fileParallelism: false,
                globalSetup: ['e2e/global-setup.ts'],
                sequence: { groupOrder: 2 },
              },
            },
          ]
        : []),
    ],
  },
});
