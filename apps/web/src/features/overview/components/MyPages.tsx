import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateError } from '../../../lib/translate-error.ts';
import { PageHealth } from '../../pages/components/PageHealth.tsx';

/** The overview's "My pages": their health at a glance. */
export function MyPages({ pages }: { pages: UseQueryResult<Page[]> }) {
  const { t } = useTranslation('pages');
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('overview.title')}
        </Title>
        <Anchor component={Link} to="/dash/pages" size="sm">
          {t('overview.manage')}
        </Anchor>
      </Group>
      {pages.isPending ? (
        <Skeleton height={32} role="status" aria-label={t('loading')} />
      ) : pages.isError ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {translateError(t, pages.error)}
            <Button size="xs" variant="light" color="red" onClick={() => void pages.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : pages.data.length === 0 ? (
        <Text c="dimmed">{t('empty.description')}</Text>
      ) : (
        <PageHealth pages={pages.data} />
      )}
    </Paper>
  );
}
