import { Anchor, Group, Paper, Table, Text, Title } from '@mantine/core';
import { postFigureNames } from '@pagewise/shared/reporting';
import type { Report, ReportPost, ReportPostSort } from '@pagewise/shared/reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageAvatar } from '../../../components/PageAvatar.tsx';
import { useReportFormats } from '../hooks/use-report-formats.ts';
import { SortHeader } from './SortHeader.tsx';
import { TableScroll } from './TableScroll.tsx';

const columns = [...postFigureNames, 'engagementRate'] as const satisfies readonly ReportPostSort[];

/**
 * Publications with their latest figures. With `onSort`, each figure's header sorts the list by it
 * (highest first, on the server: the list holds the period's best, not a page of it).
 */
export function PostsTable({
  report,
  posts,
  title,
  sort,
  onSort,
  actions,
}: {
  report: Report;
  posts: ReportPost[];
  title: string;
  sort?: ReportPostSort;
  onSort?: (sort: ReportPostSort) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('reporting');
  const formats = useReportFormats();
  const pages = new Map(report.pages.map((page) => [page.id, page]));
  const header = (name: ReportPostSort) => {
    const label = t(name === 'postedAt' ? 'posts.postedAt' : `postFigures.${name}`);
    if (!onSort) return <Table.Th key={name}>{label}</Table.Th>;
    return <SortHeader key={name} label={label} active={sort === name} onSort={() => onSort(name)} />;
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {actions}
      </Group>
      {posts.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty.posts')}
        </Text>
      ) : (
        <TableScroll label={title}>
          <Table striped highlightOnHover miw={900} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('posts.post')}</Table.Th>
                {header('postedAt')}
                {columns.map(header)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {posts.map((post) => {
                const page = pages.get(post.pageId);
                return (
                  <Table.Tr key={post.targetId} data-post={post.targetId}>
                    <Table.Td maw={320}>
                      <Group gap="xs" wrap="nowrap">
                        {page ? <PageAvatar page={page} size={24} /> : null}
                        <Text size="sm" lineClamp={2}>
                          {post.url ? (
                            <Anchor href={post.url} target="_blank" rel="noreferrer" size="sm">
                              {post.text || t('posts.noText')}
                            </Anchor>
                          ) : (
                            post.text || t('posts.noText')
                          )}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formats.dateTime(post.postedAt, report.period.timeZone)}
                      </Text>
                    </Table.Td>
                    {columns.map((name) => (
                      <Table.Td key={name} ta="right">
                        {formats.figure(post[name], name === 'engagementRate')}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Paper>
  );
}
