import { type ReactNode, Suspense } from 'react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { PageLoader } from './PageLoader.tsx';

/** Around each lazy screen: a loader while its chunk arrives, an error state if it cannot. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
