import { type ComponentType, Suspense } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { lazyWithTimeout } from './lazy.ts';
import { PageLoader } from './PageLoader.tsx';

/** A code-split screen with its loading state and its error boundary. */
export function lazyScreen<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs?: number,
): ComponentType<P> {
  const Screen = lazyWithTimeout(load, timeoutMs);
  return function LazyScreen(props: P) {
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Screen {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}
