import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import type { Upload } from '../composer-state.ts';

interface UploadRowProps {
  upload: Upload;
  onCancel: (key: string) => void;
}

/** A file on its way: its progress, or why it failed. */
export function UploadRow({ upload, onCancel }: UploadRowProps) {
  const { t } = useTranslation('composer');
  const failed = upload.error !== null;
  const percent = Math.round(upload.progress * 100);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" truncate>
            {upload.fileName}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color={failed ? 'gray' : 'red'}
            onClick={() => onCancel(upload.key)}
          >
            {failed ? t('upload.dismiss') : t('upload.cancel')}
          </Button>
        </Group>
        {failed ? (
          <Text size="sm" c="red" role="alert">
            {t('upload.failed', { reason: translateError(t, upload.error) })}
          </Text>
        ) : (
          <Progress
            value={percent}
            aria-label={t('upload.progress', { name: upload.fileName })}
            aria-valuetext={`${percent} %`}
            animated={percent < 100}
          />
        )}
      </Stack>
    </Paper>
  );
}
