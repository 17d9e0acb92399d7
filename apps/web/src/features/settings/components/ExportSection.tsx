import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Me } from '@pagewise/shared/users';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { isInProgress, useAccountExports } from '../api/get-account-exports.ts';
import { useStartAccountExport } from '../api/start-account-export.ts';
import { ExportStatus } from './ExportStatus.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/** My account → export my data: an archive of everything the account owns (administrators). */
export function ExportSection({ me }: { me: Me }) {
  const { t } = useTranslation('settings');
  const allowed = me.permissions.includes('export');
  return (
    <SettingsCard title={t('export.title')} description={t('export.description')}>
      {allowed ? (
        <ExportPanel />
      ) : (
        <Text size="sm" c="dimmed">
          {t('export.adminOnly')}
        </Text>
      )}
    </SettingsCard>
  );
}

function ExportPanel() {
  const { t } = useTranslation('settings');
  const exports = useAccountExports(true);
  const start = useStartAccountExport();

  if (exports.isPending) return <Skeleton height={36} role="status" aria-label={t('export.loading')} />;
  if (exports.isError) {
    return (
      <Alert color="red" role="alert" title={t('export.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateError(t, exports.error)}</Text>
          <Button variant="light" color="red" onClick={() => void exports.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const latest = exports.data[0];
  const run = () => start.mutate(undefined, { onSuccess: () => notifySuccess(t('export.started')) });
  return (
    <Stack gap="sm">
      {latest ? <ExportStatus accountExport={latest} /> : null}
      {start.isError ? (
        <Alert color="red" role="alert">
          {translateError(t, start.error)}
        </Alert>
      ) : null}
      {isInProgress(latest) ? null : (
        <Group>
          <Button variant={latest ? 'default' : 'filled'} loading={start.isPending} onClick={run}>
            {t(latest ? 'export.again' : 'export.start')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
