import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import type { ReportDay } from '@pagewise/shared/reports';
import { useTranslation } from 'react-i18next';
import { useReportFormats } from '../hooks/use-report-formats.ts';

type Series = { name: keyof ReportDay & string; color: string };

/** The period's days as a chart, one line (or stacked bar) per figure; the days' CSV holds its numbers. */
export function DaysChart({
  days,
  series,
  title,
  kind = 'line',
}: {
  days: ReportDay[];
  series: Series[];
  title: string;
  kind?: 'line' | 'bars';
}) {
  const { t } = useTranslation('reporting');
  const formats = useReportFormats();
  const data = days.map((day) => ({ ...day, label: formats.shortDay(day.day) }));
  const chartSeries = series.map((entry) => ({ ...entry, label: t(`figures.${entry.name}`) }));
  const shared = {
    h: 260,
    data,
    dataKey: 'label',
    series: chartSeries,
    withLegend: true,
    valueFormatter: (value: number) => formats.figure(value),
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {days.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty.days')}
        </Text>
      ) : (
        <figure style={{ margin: 0 }} aria-label={title}>
          {kind === 'bars' ? (
            <BarChart {...shared} type="stacked" />
          ) : (
            <LineChart {...shared} curveType="monotone" connectNulls />
          )}
        </figure>
      )}
    </Paper>
  );
}
