import { Alert, Button, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { GroupsSection } from './GroupsSection.tsx';
import { PageList } from './PageList.tsx';

interface PagesContentProps {
  pages: UseQueryResult<Page[]>;
  /** Absent when the user's role may not connect pages. */
  onConnect?: () => void;
}

/** The list, or its loading, error and empty states. */
export function PagesContent({ pages, onConnect }: PagesContentProps) {
  const { t } = useTranslation('pages');
  if (pages.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={64} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (pages.isError) {
    return (
      <Alert color="red" title={t('loadFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateError(t, pages.error)}</Text>
          <Button variant="light" color="red" onClick={() => void pages.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (pages.data.length === 0) {
    return (
      <EmptyState withIndicatorBackground title={t('empty.title')} description={t('empty.description')}>
        {onConnect ? <Button onClick={onConnect}>{t('connect.button')}</Button> : null}
      </EmptyState>
    );
  }
  return (
    <Stack gap="xl">
      <PageList pages={pages.data} />
      <GroupsSection pages={pages.data} />
    </Stack>
  );
}
