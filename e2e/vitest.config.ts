import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    environment: 'node',
    // One real server and one Chromium per file, two files at a time (one per core).
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // What a page shows after a click or a reload, polled: 1 s (Vitest's default) is short on two
    // cores shared with another file's server and browser.
    expect: { poll: { timeout: 10_000 } },
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '../test-results/e2e.json' },
  },
});
