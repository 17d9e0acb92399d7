import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

// The authorization matrix and the OpenAPI test replace `fastify` with a copy that logs every route:
// they need a module registry of their own. Every other server suite shares its worker's modules
// (`isolate: false`): importing the server anew for each file cost more than the tests themselves.
const ownModules = [
  'apps/server/src/test/authorization-matrix.test.ts',
  'apps/server/src/platform/openapi.test.ts',
];
const serverSuites = {
  environment: 'node' as const,
  // Each suite opens its own database; WASM start-up needs headroom on 2 cores.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Node 24 reads drizzle-orm's package.json once per file it loads (apps/server/src/platform/package-scopes.ts).
  setupFiles: ['apps/server/src/test/setup-modules.ts'],
};

function serverProjects(name: string, database: 'embedded' | 'postgres'): TestProjectConfiguration[] {
  const env = { PAGEWISE_TEST_DB: database };
  return [
    {
      test: {
        name,
        ...serverSuites,
        env,
        include: ['apps/server/src/**/*.test.ts'],
        exclude: ownModules,
        isolate: false,
      },
    },
    { test: { name: `${name}-isolated`, ...serverSuites, env, include: ownModules } },
  ];
}

const projects: TestProjectConfiguration[] = [
  { test: { name: 'shared', include: ['packages/*/src/**/*.test.ts'], environment: 'node', isolate: false } },
  ...serverProjects('server', 'embedded'),
  ...webProjects,
];

// The same server suites again on real PostgreSQL, each in a database of its own.
if (process.env.DATABASE_URL) projects.push(...serverProjects('server-postgres', 'postgres'));

// CI also writes a JSON report, from which .ci/run prints one plain "N passed, N failed" line.
const reporters = process.env.CI ? ['default', 'json'] : ['default'];

export default defineConfig({
  test: {
    projects,
    reporters,
    outputFile: { json: 'test-results/unit.json' },
    // Vitest's default is one worker less than the cores: one here. The suites wait on PostgreSQL,
    // SMTP and timers much of the time, so two side by side halve the run (742 s → 372 s), and a
    // third still gains a tenth on two cores (484 s → 431 s, the PostgreSQL suites use 0.9 core).
    maxWorkers: 3,
  },
});
