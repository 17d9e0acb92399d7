import { Alert, Button, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import type { Source } from '@pagewise/shared/sources/source';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { SourceRow } from './SourceRow.tsx';

interface SourcesContentProps {
  sources: UseQueryResult<Source[]>;
  /** Absent when the user's role may not add sources. */
  onAdd?: () => void;
  onEdit: (source: Source) => void;
  onShowItems: (source: Source) => void;
}

/** The list, or its loading, error and empty states. */
export function SourcesContent({ sources, onAdd, onEdit, onShowItems }: SourcesContentProps) {
  const { t } = useTranslation('sources');
  if (sources.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={96} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (sources.isError) {
    return (
      <Alert color="red" title={t('loadFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateError(t, sources.error)}</Text>
          <Button variant="light" color="red" onClick={() => void sources.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (sources.data.length === 0) {
    return (
      <EmptyState withIndicatorBackground title={t('empty.title')} description={t('empty.description')}>
        {onAdd ? <Button onClick={onAdd}>{t('add')}</Button> : null}
      </EmptyState>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
      {sources.data.map((source) => (
        <SourceRow key={source.id} source={source} onEdit={onEdit} onShowItems={onShowItems} />
      ))}
    </Stack>
  );
}
