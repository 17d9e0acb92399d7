import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    environment: 'node',
    // One real server and one Chromium per file. Two files at a time: the composer spec spends
    // eleven minutes waiting for its scheduled time, and the other files run meanwhile.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '../test-results/e2e.json' },
  },
});
