import type { ReactNode } from 'react';

/**
 * What the app and its libraries import as `react`: Preact's React layer (vite-react-runtime.ts),
 * with React 19's `Activity`, which it lacks. Mantine keeps a closed tab, collapse or transition
 * mounted through it; its children stay mounted (what they hold is kept) and are not displayed.
 */
// @ts-expect-error Preact types its React layer with `export =`, which TypeScript cannot re-export; the app is typed against React's own types.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function Activity({
  mode = 'visible',
  children,
}: {
  mode?: 'visible' | 'hidden';
  children?: ReactNode;
}) {
  return <div style={{ display: mode === 'hidden' ? 'none' : 'contents' }}>{children}</div>;
}
