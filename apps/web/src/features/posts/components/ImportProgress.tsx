import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportRow } from '../csv/import-rows.ts';
import type { RowOutcome } from '../hooks/use-csv-import.ts';

interface ImportProgressProps {
  /** The rows being imported (the valid ones). */
  rows: readonly ImportRow[];
  outcomes: ReadonlyMap<number, RowOutcome>;
}

export function ImportProgress({ rows, outcomes }: ImportProgressProps) {
  const { t, i18n } = useTranslation('posts');
  const states = rows.map((row) => outcomes.get(row.row)?.state);
  const created = states.filter((state) => state === 'created').length;
  const failed = states.filter((state) => state === 'failed').length;
  const done = created + failed;
  const percent = rows.length === 0 ? 100 : Math.round((done / rows.length) * 100);
  const percentText = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(percent / 100);
  return (
    <Stack gap={4}>
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          color={failed > 0 ? 'orange' : 'blue'}
          aria-label={t('import.progressLabel')}
        />
      </Progress.Root>
      <Text size="sm" aria-live="polite">
        {done < rows.length
          ? t('import.progress', { done, total: rows.length, percent: percentText })
          : t('import.finished', { created, failed })}
      </Text>
    </Stack>
  );
}
