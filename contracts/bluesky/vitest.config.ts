import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.ts'],
    environment: 'node',
    // The PDS starts in the test's process: its migrations and key generation need headroom.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
