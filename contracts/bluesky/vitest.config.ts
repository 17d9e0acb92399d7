import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.ts'],
    environment: 'node',
    // The PDS starts in the test's process: its migrations and key generation need headroom, the
    // more so in CI, where it runs beside the root suites (.ci/run).
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
