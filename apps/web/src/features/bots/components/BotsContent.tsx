import { Alert, Button, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import type { Bot } from '@pagewise/shared/bots';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateError } from '../../../lib/translate-error.ts';
import { BotRow } from './BotRow.tsx';

/** The list, or its loading, error and empty states. */
export function BotsContent({ bots, canManage }: { bots: UseQueryResult<Bot[]>; canManage: boolean }) {
  const { t } = useTranslation('bots');
  if (bots.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={96} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (bots.isError) {
    return (
      <Alert color="red" title={t('loadFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateError(t, bots.error)}</Text>
          <Button variant="light" color="red" onClick={() => void bots.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (bots.data.length === 0) {
    return (
      <EmptyState withIndicatorBackground title={t('empty.title')} description={t('empty.description')}>
        {canManage ? (
          <Button component={Link} to="/dash/bots/new">
            {t('new')}
          </Button>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
      {bots.data.map((bot) => (
        <BotRow key={bot.id} bot={bot} canManage={canManage} />
      ))}
    </Stack>
  );
}
