import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{adapters,bff,web,shared,scripts}/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
