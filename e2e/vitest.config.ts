import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    pool: 'forks',
    // Three journeys at a time: each has its own shop (port, database copy, temporary folder) and its own Chromium,
    // and spends most of its time waiting on the browser, so three fit on two cores.
    maxWorkers: 3,
    // The template database, built once before the journeys start (they only copy it).
    globalSetup: ['./bff/testing/global-setup.ts'],
    // In CI (CI=true) a failed journey test is tried once more, and the run says so ("retry x1"): three browsers on two
    // shared cores occasionally miss a timing that holds everywhere else. Locally a failure fails at once.
    retry: process.env.CI ? 1 : 0,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
