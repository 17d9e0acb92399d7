import { SimpleGrid, Stack } from '@mantine/core';
import type { Report, ReportFigureName, ReportPostSort } from '@pagewise/shared/reports';
import { useTranslation } from 'react-i18next';
import type { ReportFilters } from '../hooks/use-report-filters.ts';
import { AudienceTables } from './AudienceTables.tsx';
import { CompetitorsPanel } from './CompetitorsPanel.tsx';
import { CsvButton } from './CsvButton.tsx';
import { DaysChart } from './DaysChart.tsx';
import { FigureCards } from './FigureCards.tsx';
import { PostsTable } from './PostsTable.tsx';
import { ProfileTable } from './ProfileTable.tsx';

const engagementKinds = [
  { name: 'reactions', color: 'pink.6' },
  { name: 'comments', color: 'blue.6' },
  { name: 'shares', color: 'teal.6' },
  { name: 'linkClicks', color: 'orange.6' },
] as const;
const videoViews = [
  { name: 'videoViews3s', color: 'indigo.6' },
  { name: 'videoViews10s', color: 'cyan.6' },
  { name: 'videoViews15s', color: 'teal.6' },
  { name: 'videoViews30s', color: 'lime.7' },
] as const;

/** The figures each section shows first. */
const sectionFigures: Record<Report['section'], readonly ReportFigureName[]> = {
  overview: ['followers', 'impressions', 'reach', 'engagements', 'engagementRate', 'posts'],
  audience: ['followers', 'newFollowers'],
  engagements: ['reactions', 'comments', 'shares', 'linkClicks', 'engagements', 'engagementRate'],
  impressions: ['impressions', 'reach'],
  demographics: ['followers'],
  competitors: [],
  posts: ['posts', 'impressions', 'engagementRate'],
  videos: ['videoViews3s', 'videoViews10s', 'videoViews15s', 'videoViews30s'],
  profile: ['followers', 'newFollowers', 'posts'],
  top_posts: ['posts', 'engagementRate'],
};

/** One section of the report: its figures, charts and tables, each table with its CSV. */
export function SectionView({
  report,
  filters,
  setSort,
}: {
  report: Report;
  filters: ReportFilters;
  setSort: (sort: ReportPostSort) => void;
}) {
  const { t } = useTranslation('reporting');
  const csv = (table: string, label: string) => (
    <CsvButton filters={filters} table={table} period={report.period} label={label} />
  );
  const figures = sectionFigures[report.section];
  const daysChart = (title: string, series: { name: string; color: string }[], kind?: 'line' | 'bars') => (
    <DaysChart
      days={report.days}
      title={title}
      kind={kind}
      series={series as { name: keyof Report['days'][number] & string; color: string }[]}
    />
  );
  return (
    <Stack gap="md">
      {figures.length > 0 ? (
        <Stack gap={4}>
          <FigureCards report={report} names={figures} />
          <div style={{ alignSelf: 'flex-end' }}>{csv('figures', t('tables.figures'))}</div>
        </Stack>
      ) : null}
      {report.section === 'overview'
        ? daysChart(t('charts.reachAndEngagements'), [
            { name: 'impressions', color: 'blue.6' },
            { name: 'reach', color: 'cyan.6' },
            { name: 'engagements', color: 'pink.6' },
          ])
        : null}
      {report.section === 'audience' ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {daysChart(t('charts.followers'), [{ name: 'followers', color: 'blue.6' }])}
          {daysChart(t('charts.newFollowers'), [{ name: 'newFollowers', color: 'teal.6' }], 'bars')}
        </SimpleGrid>
      ) : null}
      {report.section === 'engagements' ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {daysChart(t('charts.engagements'), [...engagementKinds], 'bars')}
          {daysChart(t('charts.engagementRate'), [{ name: 'engagementRate', color: 'grape.6' }])}
        </SimpleGrid>
      ) : null}
      {report.section === 'impressions'
        ? daysChart(t('charts.impressions'), [
            { name: 'impressions', color: 'blue.6' },
            { name: 'reach', color: 'cyan.6' },
          ])
        : null}
      {report.section === 'videos' ? daysChart(t('charts.videoViews'), [...videoViews]) : null}
      {['overview', 'audience', 'engagements', 'impressions', 'videos'].includes(report.section) ? (
        <div style={{ alignSelf: 'flex-end' }}>{csv('days', t('tables.days'))}</div>
      ) : null}
      {report.section === 'audience' || report.section === 'demographics' ? (
        <AudienceTables
          report={report}
          countriesActions={csv('countries', t('audience.countries'))}
          demographicsActions={csv('demographics', t('audience.demographics'))}
        />
      ) : null}
      {report.section === 'competitors' ? <CompetitorsPanel report={report} filters={filters} /> : null}
      {report.section === 'posts' || report.section === 'videos' ? (
        <PostsTable
          report={report}
          posts={report.posts}
          title={t('posts.title', { count: report.postsTotal })}
          sort={report.section === 'videos' && filters.sort === 'postedAt' ? 'videoViews' : filters.sort}
          onSort={setSort}
          actions={csv('posts', t('posts.table'))}
        />
      ) : null}
      {report.section === 'profile' ? (
        <ProfileTable report={report} actions={csv('profiles', t('sections.profile'))} />
      ) : null}
      {report.section === 'top_posts' ? (
        <>
          <PostsTable
            report={report}
            posts={report.posts}
            title={t('posts.best')}
            actions={csv('posts', t('posts.best'))}
          />
          <PostsTable
            report={report}
            posts={report.worstPosts}
            title={t('posts.worst')}
            actions={csv('worst_posts', t('posts.worst'))}
          />
        </>
      ) : null}
    </Stack>
  );
}
