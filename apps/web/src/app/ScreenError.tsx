import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from './lazy.ts';

interface ScreenErrorProps {
  error: unknown;
  /** Renders again without reloading; absent for chunk errors, whose only cure is a reload. */
  onRetry?: () => void;
}

/** The error state of a screen: a failed code-split part gets its own message and a reload. */
export function ScreenError({ error, onRetry }: ScreenErrorProps) {
  const { t } = useTranslation('common');
  const chunk = error instanceof ChunkLoadError ? error : null;
  const message = chunk
    ? t(chunk.kind === 'css' ? 'errors.cssChunkLoad' : 'errors.chunkLoad')
    : t('errors.generic');
  return (
    <Center mih="60vh" p="md">
      <Alert color="red" title={t('errors.title')} maw={480} w="100%">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          {chunk || !onRetry ? (
            <Button variant="light" color="red" onClick={() => window.location.reload()}>
              {t('errors.reload')}
            </Button>
          ) : (
            <Button variant="light" color="red" onClick={onRetry}>
              {t('errors.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    </Center>
  );
}
