import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { Report, ReportFigureName } from '@pagewise/shared/reports';
import { useTranslation } from 'react-i18next';
import { useReportFormats } from '../hooks/use-report-formats.ts';

/** Figures whose growth is bad news: none yet; every figure here grows for the better. */
const rates: readonly ReportFigureName[] = ['engagementRate'];

/** The section's figures, each beside the previous period's and its change. */
export function FigureCards({ report, names }: { report: Report; names: readonly ReportFigureName[] }) {
  const { t } = useTranslation('reporting');
  const formats = useReportFormats();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: Math.min(names.length, 6) }} spacing="sm">
      {names.map((name) => {
        const figure = report.figures[name] ?? { value: null, previous: null };
        const asRate = rates.includes(name);
        const change = formats.change(figure.value, figure.previous);
        return (
          <Paper key={name} withBorder p="sm" radius="md" data-figure={name}>
            <Text size="xs" c="dimmed" fw={500}>
              {t(`figures.${name}`)}
            </Text>
            <Text fz="xl" fw={700} data-value>
              {formats.figure(figure.value, asRate)}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t('figures.previous', { value: formats.figure(figure.previous, asRate) })}
              </Text>
              {change !== null ? (
                <Badge size="xs" variant="light" color={change >= 0 ? 'teal' : 'red'}>
                  {formats.percent(change)}
                </Badge>
              ) : null}
            </Group>
            {name === 'engagementRate' ? (
              <Text size="xs" c="dimmed" mt={4}>
                {t('formulas.engagementRate')}
              </Text>
            ) : null}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
