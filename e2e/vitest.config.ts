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
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
