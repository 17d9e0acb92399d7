import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dashScreenNamespaces } from './src/app/dash-screens.ts';
import { startNamespaces } from './src/i18n/namespaces.ts';
import { precompress } from './vite-precompress.ts';
import { reactRuntime } from './vite-react-runtime.ts';
import { startChunks } from './vite-start-chunks.ts';

const start = startChunks();

/**
 * Mantine modules the login form shares with the dash screens. Left to the default splitting they
 * become a dozen chunks of a few hundred bytes each, and the auth screen pays 1.6 KB gzip of
 * chunk overhead for them; grouped, they are one chunk.
 */
const loginPieces =
  /@mantine[\\/](core|hooks)[\\/]esm[\\/].*(components[\\/](Input|InputBase|TextInput|PasswordInput|Group|ActionIcon|Anchor|NativeSelect|Tabs)[\\/]|use-uncontrolled|use-callback-ref|use-force-update|create-scoped-keydown-handler|DirectionProvider|create-safe-context|get-auto-contrast-value)/;

/**
 * Small app modules the login form shares with the dash screens (form errors, field helpers, the
 * schemas' loader, the session key, mutations): left to the default splitting each is a chunk of
 * a few hundred bytes, and the auth screen fetched ten of them; grouped, they are one.
 */
const formPieces =
  /src[\\/](lib[\\/](form-errors|use-text-form|use-translated-input-props|schemas|translate-error|field-limit|format-bytes)\.ts|password-rules\.ts|i18n[\\/]language-names\.ts|features[\\/]auth[\\/](session-key\.ts|components[\\/]ErrorAlert\.tsx|api[\\/]resend-confirmation\.ts))$|@tanstack[\\/](query-core|react-query)[\\/].*(mutationObserver|useMutation)\.js$/;

/** A path's separator, in a pattern built from strings (Windows' too, as in the literals here). */
const slash = String.raw`[\\/]`;

/**
 * The Mantine pieces (and their helpers) a fresh tab on the planner or the overview needs beside the
 * entry's: left to the default splitting they are some thirty chunks, each a request through
 * HTTP/1.1's six connections and the server, one after the other on a busy machine; grouped, one.
 */
const dashPieces = new RegExp(
  [
    `@mantine${slash}core${slash}esm${slash}components${slash}(${[
      'Accordion',
      'Avatar',
      'Checkbox',
      'Collapse',
      'Combobox',
      'Divider',
      'Drawer',
      'FocusTrap',
      'Image',
      'List',
      'Modal',
      'ModalBase',
      'MultiSelect',
      'Overlay',
      'Pill',
      'PillsInput',
      'Popover',
      'Portal',
      'Radio',
      'ScrollArea',
      'Select',
      'SimpleGrid',
      'Skeleton',
      'Textarea',
      'Tooltip',
      'Transition',
      'VisuallyHidden',
    ].join('|')})${slash}`,
    `@mantine${slash}hooks${slash}esm${slash}(${[
      'use-focus-trap',
      'use-collapse',
      'use-window-event',
      'use-previous',
      'use-merged-ref',
      'use-long-press',
      'use-focus-return',
      'use-disclosure',
      'use-debounced-callback',
      'use-click-outside',
    ].join('|')})${slash}`,
    `@mantine${slash}core${slash}esm${slash}core${slash}utils${slash}(${[
      'noop',
      'is-element',
      'get-sorted-breakpoints',
      'get-single-element-child',
      'get-ref-prop',
      'get-env',
      'get-default-z-index',
      'get-breakpoint-value',
      'get-base-value',
      'find-element-in-shadow-dom',
      'create-use-external-events',
      'create-event-handler',
      'close-on-escape',
    ].join('|')})${slash}`,
    `@floating-ui${slash}`,
    `${slash}(react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib)${slash}`,
  ].join('|'),
);

/**
 * The catalogues a fresh tab asks together, one chunk per language for each moment: those of the
 * start (the auth screen's too), and those the frame and a fresh tab's screens ask (dash-screens.ts).
 * Each was a request of a few hundred bytes, nine on the planner. Any other stays its own chunk.
 */
const dashNamespaces = new Set<string>(Object.values(dashScreenNamespaces).flat());
function catalogueChunk(id: string): string | null {
  const [, language, namespace = ''] = /[\\/]i18n[\\/](\w+)[\\/]([\w-]+)\.json$/.exec(id) ?? [];
  if ((startNamespaces as readonly string[]).includes(namespace)) return `start-${language}`;
  if (dashNamespaces.has(namespace)) return `dash-${language}`;
  return null;
}

/**
 * `twitter-text` (X's own counting, in `packages/shared/src/networks/text-length.ts`) requires a
 * core-js 2 polyfill before nearly every file: ES2015 array, object and RegExp methods that every
 * browser the app supports has natively. They would weigh about 12 KB gzip in the composer.
 */
const builtInFeatures = {
  find: /^core-js\/modules\/.+$/,
  replacement: join(import.meta.dirname, 'src/lib/no-polyfill.ts'),
};

/** The chunks whose imports fetch the pieces they need alongside them (see `resolveDependencies`). */
const keepsItsPieces =
  /Auth|Signup|Forgot|Confirm|Reset|dash-kit|start-kit|[\\/](me|page-list|overview)-[\w-]+\.js$/;

export default defineConfig({
  // JSX for React's API; no Fast Refresh, which needs React DOM: an edit reloads the page in development.
  plugins: [react({ refreshExclude: /./ }), precompress(), start.plugin],
  base: '/',
  resolve: { alias: [builtInFeatures, ...reactRuntime] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Every browser the app supports preloads modules natively; the polyfill only added weight.
    modulePreload: {
      polyfill: false,
      // The list of what each lazy chunk needs is written into the chunk that imports it. Kept
      // only for the auth screen's chunks, the frame's (dash-kit) and the preload chunk a fresh tab
      // on a dash screen loads (start-kit: src/app/dash-preload.ts), and in that chunk for the
      // screens it preloads: in the entry, the screens' lists would cost the auth screen about 2 KB
      // gzip. Another dash screen's shared pieces load one level after its chunk.
      // Kept too for the schemas of the answers a fresh tab checks before its first screen (the
      // user, the lists, the overview: src/lib/schemas.ts), so zod's core comes with them.
      resolveDependencies: (filename, deps, { hostId }) =>
        keepsItsPieces.test(filename) || /dash-kit|start-kit/.test(hostId) ? deps : [],
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically is always loaded at once: one file, not a dozen
          // small shared chunks, compresses better (about 6 KB gzip less for the auth screen).
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'login-ui', test: loginPieces },
            { name: 'form-kit', test: formPieces },
            ...start.groups,
            { name: 'dash-pieces', test: dashPieces },
            { name: catalogueChunk, test: /[\\/]i18n[\\/]\w+[\\/][\w-]+\.json$/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/feed-images': 'http://localhost:3000' } },
});
