import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from '../../../app/ChunkErrorBoundary.tsx';

/** Around a tab loaded on demand: a small loader while it arrives, the chunk error if it cannot. */
export function LazyPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <ChunkErrorBoundary>
      <Suspense
        fallback={
          <Center py="xl" role="status" aria-label={t('loading')}>
            <Loader size="sm" />
          </Center>
        }
      >
        {children}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
