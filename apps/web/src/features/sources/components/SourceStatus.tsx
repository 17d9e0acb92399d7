import { Badge, Stack, Text } from '@mantine/core';
import type { Source } from '@pagewise/shared/sources/source';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';

/** Running, or in error with the reason the source was disabled. */
export function SourceStatus({ source }: { source: Source }) {
  const { t } = useTranslation('sources');
  if (source.status === 'running') {
    return (
      <Badge color="green" variant="light">
        {t('status.running')}
      </Badge>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Badge color="red" variant="light">
        {t('status.error')}
      </Badge>
      <Text size="sm" c="red">
        {source.errorKey ? translateError(t, source.errorKey) : t('status.errorUnknown')}
      </Text>
    </Stack>
  );
}
