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

/**
 * The server suites whose outcome may differ between the two databases: raw SQL of lists and
 * counts, the job queue and its claims, notifications between processes, the embedded database's
 * own lock, template and memory, database errors met by bad input, what a dump holds. The others go
 * through the query builder's plain statements.
 */
const engineSuites = [
  'apps/server/src/platform/{bad-input,embedded-lock,queue,shared-reads,startup-memory}.test.ts',
  'apps/server/src/modules/{inbox,overview,planner,publishing,sources,health}/**/*.test.ts',
  'apps/server/src/test/{races,secrets-at-rest}.test.ts',
];

/** The server suites on one database: all of them (`only` unset) or only these. */
function serverProjects(name: string, database: 'embedded' | 'postgres', only?: string[]) {
  const env = { PAGEWISE_TEST_DB: database };
  const include = only ?? ['apps/server/src/**/*.test.ts'];
  const shared: TestProjectConfiguration = {
    test: { name, ...serverSuites, env, include, exclude: ownModules, isolate: false },
  };
  if (only) return [shared];
  return [shared, { test: { name: `${name}-isolated`, ...serverSuites, env, include: ownModules } }];
}

// With PostgreSQL (CI sets DATABASE_URL), every server suite runs on it, and the embedded database
// (PGlite, a default install's) runs again the suites where the two engines may differ; the
// end-to-end specs run the whole product on PGlite. Without PostgreSQL, every suite runs on PGlite.
const postgres = Boolean(process.env.DATABASE_URL);
const projects: TestProjectConfiguration[] = [
  { test: { name: 'shared', include: ['packages/*/src/**/*.test.ts'], environment: 'node', isolate: false } },
  ...serverProjects('server', 'embedded', postgres ? engineSuites : undefined),
  ...(postgres ? serverProjects('server-postgres', 'postgres') : []),
  ...webProjects,
];

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
