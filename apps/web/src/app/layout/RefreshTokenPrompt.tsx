import { Suspense, useState } from 'react';
import { useCan } from '../../features/auth/use-can.ts';
import { clearRefreshTokenParam, readRefreshTokenParam } from '../../features/pages/refresh-token-param.ts';
import { ChunkErrorBoundary } from '../ChunkErrorBoundary.tsx';
import { lazyWithTimeout } from '../lazy.ts';

const RefreshTokenDialog = lazyWithTimeout(
  () => import('../../features/pages/components/RefreshTokenDialog.tsx'),
);

/**
 * Opens the reconnect dialog of a token e-mail's link, on whichever dash screen it lands; not for a
 * role that may not reconnect pages.
 */
export function RefreshTokenPrompt() {
  const [pageId, setPageId] = useState(readRefreshTokenParam);
  const canConnect = useCan('connect_pages');
  if (!pageId || !canConnect) return null;
  const close = () => {
    clearRefreshTokenParam();
    setPageId(null);
  };
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <RefreshTokenDialog pageId={pageId} onClose={close} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
