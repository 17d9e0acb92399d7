import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Preact 11, the app's own: FullCalendar brings Preact 10 for itself, which must not serve the app. */
const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'));

/**
 * React's API on Preact: `react` and `react-dom` resolve to Preact's React layer (with React 19's
 * `Activity` added, src/lib/react-runtime.tsx), for the app and every library it uses. React DOM was
 * 202 KB of the auth screen's JavaScript (64 KB gzip) and much of the entry's evaluation; Preact's
 * layer is about 10 KB gzip. The app, Mantine, TanStack Query and the router are written against
 * React 19's API, which Preact 11 follows (refs as props, `use`, `useEffectEvent`).
 */
export const reactRuntime = [
  { find: /^react$/, replacement: join(import.meta.dirname, 'src/lib/react-runtime.tsx') },
  { find: /^react\/jsx-runtime$/, replacement: join(preact, 'compat/jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: join(preact, 'compat/jsx-dev-runtime.mjs') },
  { find: /^react-dom$/, replacement: join(preact, 'compat/dist/compat.mjs') },
  { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
  { find: /^react-dom\/test-utils$/, replacement: join(preact, 'test-utils/dist/testUtils.mjs') },
];
