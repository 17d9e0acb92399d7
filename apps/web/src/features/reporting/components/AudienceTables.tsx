import { BarChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { Report } from '@pagewise/shared/reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportFormats } from '../hooks/use-report-formats.ts';
import { TableScroll } from './TableScroll.tsx';

/** The audience at the end of the period: by country (top 45) and by gender and age. */
export function AudienceTables({
  report,
  countriesActions,
  demographicsActions,
}: {
  report: Report;
  countriesActions?: ReactNode;
  demographicsActions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('reporting');
  const formats = useReportFormats();
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const total = report.countries.reduce((sum, row) => sum + row.value, 0);
  const ages = [...new Set(report.demographics.map((row) => row.age))];
  const genders = [...new Set(report.demographics.map((row) => row.gender))];
  const byAge = ages.map((age) => ({
    age,
    ...Object.fromEntries(
      genders.map((gender) => [
        gender,
        report.demographics.find((row) => row.age === age && row.gender === gender)?.value ?? 0,
      ]),
    ),
  }));
  const colors = ['grape.6', 'blue.6', 'gray.6'];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h5">
            {t('audience.countries')}
          </Title>
          {countriesActions}
        </Group>
        {report.countries.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('empty.audience')}
          </Text>
        ) : (
          <TableScroll label={t('audience.countries')} maxHeight={420}>
            <Table striped verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audience.country')}</Table.Th>
                  <Table.Th ta="right">{t('audience.people')}</Table.Th>
                  <Table.Th ta="right">{t('audience.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.countries.map((row) => (
                  <Table.Tr key={row.code}>
                    <Table.Td>{countryName.of(row.code) ?? row.code}</Table.Td>
                    <Table.Td ta="right">{formats.figure(row.value)}</Table.Td>
                    <Table.Td ta="right">
                      {formats.figure(total ? (row.value / total) * 100 : null, true)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h5">
            {t('audience.demographics')}
          </Title>
          {demographicsActions}
        </Group>
        {byAge.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('empty.audience')}
          </Text>
        ) : (
          <figure style={{ margin: 0 }} aria-label={t('audience.demographics')}>
            <BarChart
              h={300}
              data={byAge}
              dataKey="age"
              withLegend
              valueFormatter={(value: number) => formats.figure(value)}
              series={genders.map((gender, index) => ({
                name: gender,
                label: t(`audience.genders.${gender}`, { defaultValue: gender }),
                color: colors[index % colors.length] ?? 'gray.6',
              }))}
            />
          </figure>
        )}
      </Paper>
    </SimpleGrid>
  );
}
