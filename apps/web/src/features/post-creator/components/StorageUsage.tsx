import { Button, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { useStorageUsage } from '../api/get-storage-usage.ts';

/** Past this share of the quota the bar turns orange, then red when there is (almost) no room left. */
const warnAt = 80;
const fullAt = 95;
/** Mantine's error red is below WCAG AA contrast on both backgrounds: a darker red in light, a lighter one in dark. */
const warningText = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/** Under the media picker: how much of the account's storage its files take, as text and as a bar. */
export function StorageUsage() {
  const { t, i18n } = useTranslation('composer');
  const usage = useStorageUsage();

  if (usage.isPending) {
    return <Skeleton height={28} radius="sm" role="status" aria-label={t('storage.loading')} />;
  }
  if (usage.isError) {
    return (
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm">{t('storage.failed')}</Text>
        <Button size="compact-sm" variant="subtle" onClick={() => void usage.refetch()}>
          {t('storage.retry')}
        </Button>
      </Group>
    );
  }

  const { usedBytes, quotaBytes } = usage.data;
  const percent = quotaBytes > 0 ? Math.min(100, Math.round((usedBytes / quotaBytes) * 1000) / 10) : 100;
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const text =
    usedBytes === 0
      ? t('storage.empty', { quota: size(quotaBytes) })
      : t('storage.used', { used: size(usedBytes), quota: size(quotaBytes) });
  const full = percent >= fullAt;
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between">
        <Text size="sm">{text}</Text>
        {full ? (
          <Text size="sm" fw={600} c={warningText}>
            {t('storage.full')}
          </Text>
        ) : null}
      </Group>
      <Progress.Root size="sm">
        {/* Mantine's own aria-valuetext says "24%"; the text above says more. */}
        <Progress.Section
          value={percent}
          color={full ? 'red' : percent >= warnAt ? 'orange' : undefined}
          withAria={false}
          role="progressbar"
          aria-label={t('storage.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={text}
        />
      </Progress.Root>
    </Stack>
  );
}
