import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, defineProject } from 'vitest/config';
import { reactRuntime } from './vite-react-runtime.ts';

const root = new URL('.', import.meta.url).pathname;

/** Testing Library's ES module, whose imports of React go through the aliases (its CommonJS would not). */
const testingLibrary = {
  find: /^@testing-library\/react$/,
  replacement: createRequire(import.meta.url)
    .resolve('@testing-library/react')
    .replace(/index\.js$/, '@testing-library/react.esm.js'),
};
const include = ['src/**/*.test.{ts,tsx}'];

/** Libraries' ES modules: their imports of React go through the aliases, where CommonJS's `require` would not. */
const esModules = { conditions: ['module', 'browser', 'development'], mainFields: ['module', 'main'] };

const base = {
  plugins: [react()],
  // The app's React is Preact's layer, in the tests as in the build (vite-react-runtime.ts): every
  // library goes through Vite's resolution (not Node's), as ES modules, so that it gets it too.
  resolve: { alias: [...reactRuntime, testingLibrary], ...esModules },
  test: {
    server: { deps: { inline: true } },
    root,
    environment: 'happy-dom' as const,
    setupFiles: ['./src/test/setup.ts'],
    // Form tests type and wait for answers; on 2 cores shared with the server suites, 5 s is short.
    testTimeout: 15_000,
  },
};

// Suites that mock modules, or keep a module's state between tests, need a registry of their own;
// every other suite shares its worker's modules (`isolate: false`): importing React, Mantine and
// the app anew for each file took 234 s of these suites' run, 92 s without (2 cores).
const ownModules = [
  'src/app/NotificationsHost.test.tsx',
  'src/features/auth/session.test.tsx',
  'src/features/auth/components/LoginForm.schemas.test.tsx',
  'src/features/invite/InviteScreen.test.tsx',
  'src/features/pages/PagesScreen.test.tsx',
  'src/features/pages/SandboxPageScreen.test.tsx',
  'src/features/planner/PlannerScreen.test.tsx',
  'src/features/planner/components/PlannerCalendar.test.tsx',
  'src/features/posts/components/ExportButton.test.tsx',
  'src/features/posts2/Posts2Screen.test.tsx',
  'src/features/pwa/InstallPopup.test.tsx',
  'src/features/settings/components/ExportSection.test.tsx',
  'src/features/settings/components/ProfilePicture.test.tsx',
  'src/features/sources/SourceDialog.test.tsx',
];

/** The web suites as the root configuration runs them: shared modules, and the few on their own. */
export const webProjects = [
  defineProject({
    ...base,
    test: { ...base.test, name: 'web', include, exclude: ownModules, isolate: false },
  }),
  defineProject({ ...base, test: { ...base.test, name: 'web-isolated', include: ownModules } }),
];

export default defineConfig({ ...base, test: { ...base.test, name: 'web', include } });
