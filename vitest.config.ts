import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const serverSuites = {
  include: ['apps/server/src/**/*.test.ts'],
  environment: 'node' as const,
  // Each suite opens its own database; WASM start-up needs headroom on 2 cores.
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const projects: TestProjectConfiguration[] = [
  { test: { name: 'shared', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
  { test: { name: 'server', ...serverSuites, env: { PAGEWISE_TEST_DB: 'embedded' } } },
  './apps/web/vitest.config.ts',
];

// The same server suites again on real PostgreSQL, each in a database of its own.
if (process.env.DATABASE_URL) {
  projects.push({
    test: { name: 'server-postgres', ...serverSuites, env: { PAGEWISE_TEST_DB: 'postgres' } },
  });
}

// CI also writes a JSON report, from which .ci/run prints one plain "N passed, N failed" line.
const reporters = process.env.CI ? ['default', 'json'] : ['default'];

export default defineConfig({
  test: { projects, reporters, outputFile: { json: 'test-results/unit.json' } },
});
