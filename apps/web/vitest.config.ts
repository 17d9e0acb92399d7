import react from '@vitejs/plugin-react';
import { defineConfig, defineProject } from 'vitest/config';

const root = new URL('.', import.meta.url).pathname;
const include = ['src/**/*.test.{ts,tsx}'];
const base = {
  plugins: [react()],
  test: {
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
