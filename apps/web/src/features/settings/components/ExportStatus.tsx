import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { AccountExport } from '@pagewise/shared/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { downloadFile, localDateStamp } from '../../posts/download-file.ts';
import { downloadAccountExport } from '../api/download-account-export.ts';

/** Where the latest export stands: its progress, its archive to download, or why there is none. */
export function ExportStatus({ accountExport }: { accountExport: AccountExport }) {
  const { t, i18n } = useTranslation('settings');
  const [downloading, setDownloading] = useState(false);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  const download = async () => {
    setDownloading(true);
    try {
      const archive = await downloadAccountExport(accountExport.id);
      downloadFile(archive, `pagewise-export-${localDateStamp()}.zip`);
    } catch (error) {
      notifyError(translateError(t, error));
    } finally {
      setDownloading(false);
    }
  };

  const { status, progress } = accountExport;
  if (status === 'queued' || status === 'running') {
    const label = t(`export.status.${status}`, { progress: Math.round(progress) });
    return (
      <Stack gap={6}>
        <Text size="sm" aria-live="polite">
          {label}
        </Text>
        <Progress
          value={status === 'queued' ? 0 : progress}
          animated
          striped
          aria-label={t('export.progress')}
        />
      </Stack>
    );
  }
  if (status === 'ready') {
    return (
      <Alert color="teal" variant="light" title={t('export.status.ready')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {accountExport.expiresAt ? t('export.expires', { date: date(accountExport.expiresAt) }) : null}
          </Text>
          <Button loading={downloading} onClick={() => void download()}>
            {t('export.download')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color={status === 'failed' ? 'red' : 'gray'} variant="light">
      {t(`export.status.${status}`)}
    </Alert>
  );
}
