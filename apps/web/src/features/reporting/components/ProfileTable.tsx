import { Group, Paper, Table, Text, Title } from '@mantine/core';
import type { Report } from '@pagewise/shared/reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageAvatar } from '../../../components/PageAvatar.tsx';
import { useReportFormats } from '../hooks/use-report-formats.ts';
import { SortHeader, useSortedRows } from './SortHeader.tsx';
import { TableScroll } from './TableScroll.tsx';

const figures = ['followers', 'newFollowers', 'impressions', 'engagementRate', 'posts'] as const;

/** Each page's line: its followers, their change, impressions, engagement rate and publications. */
export function ProfileTable({ report, actions }: { report: Report; actions?: ReactNode }) {
  const { t } = useTranslation('reporting');
  const formats = useReportFormats();
  const pages = new Map(report.pages.map((page) => [page.id, page]));
  const { sorted, sortBy, setSortBy } = useSortedRows(
    report.profiles,
    (line, key: (typeof figures)[number]) => line[key].value,
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t('sections.profile')}
        </Title>
        {actions}
      </Group>
      <TableScroll label={t('sections.profile')}>
        <Table striped miw={640} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('profile.page')}</Table.Th>
              {figures.map((name) => (
                <SortHeader
                  key={name}
                  label={t(`figures.${name}`)}
                  active={sortBy === name}
                  onSort={() => setSortBy(name)}
                  align="right"
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((line) => {
              const page = pages.get(line.pageId);
              return (
                <Table.Tr key={line.pageId}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {page ? <PageAvatar page={page} size={24} decorative /> : null}
                      <Text size="sm">{page?.name}</Text>
                    </Group>
                  </Table.Td>
                  {figures.map((name) => (
                    <Table.Td key={name} ta="right">
                      <Text size="sm">{formats.figure(line[name].value, name === 'engagementRate')}</Text>
                      {name !== 'newFollowers' ? (
                        <Text size="xs" c="dimmed">
                          {t('figures.previous', {
                            value: formats.figure(line[name].previous, name === 'engagementRate'),
                          })}
                        </Text>
                      ) : null}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Paper>
  );
}
