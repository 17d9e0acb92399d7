import '@mantine/charts/styles.css';
import { Alert, Button, Divider, Group, Loader, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReportSection, reportSections } from '@pagewise/shared/reports';
import { dayIn } from '@pagewise/shared/time-zones';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { ApiError } from '../../lib/api.ts';
import { translateError } from '../../lib/translate-error.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { usePages } from '../pages/api/get-pages.ts';
import { useReport } from './api/get-report.ts';
import { GapsAlert } from './components/GapsAlert.tsx';
import { PdfExportButton } from './components/PdfExportButton.tsx';
import { ReportControls } from './components/ReportControls.tsx';
import { ScheduledReports } from './components/ScheduledReports.tsx';
import { SectionView } from './components/SectionView.tsx';
import { useReportFilters } from './hooks/use-report-filters.ts';
import { useReportFormats } from './hooks/use-report-formats.ts';

/** `/dash/reporting`: the pages' figures over a period, section by section, compared with the period before. */
export default function ReportingScreen() {
  const { t } = useTranslation(['reporting', 'dash', 'errors']);
  useScreenTitle(t('dash:screens.reporting.title'));
  const { filters, setSection, setPeriod, setDay, setSort, setScope } = useReportFilters();
  const zone = useTimeZone();
  const phone = useMediaQuery('(max-width: 48em)');
  const pages = usePages();
  const report = useReport(filters);
  const formats = useReportFormats();
  const fieldErrors = report.error instanceof ApiError ? report.error.fields : {};
  const shown = report.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t('dash:screens.reporting.title')}</Title>
      <ReportControls
        filters={filters}
        today={dayIn(new Date(), zone)}
        fieldErrors={fieldErrors}
        setScope={setScope}
        setPeriod={setPeriod}
        setDay={setDay}
      />
      {phone ? (
        <Select
          label={t('sections.label')}
          data={reportSections.map((section) => ({ value: section, label: t(`sections.${section}`) }))}
          value={filters.section}
          onChange={(value) => value && setSection(value as ReportSection)}
          allowDeselect={false}
        />
      ) : (
        <Tabs value={filters.section} onChange={(value) => value && setSection(value as ReportSection)}>
          <Tabs.List>
            {reportSections.map((section) => (
              <Tabs.Tab key={section} value={section}>
                {t(`sections.${section}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {shown ? (
        <Text size="sm" c="dimmed" data-period>
          {t('period.shown', {
            from: formats.longDay(shown.period.from),
            to: formats.longDay(shown.period.to),
            previousFrom: formats.longDay(shown.period.previousFrom),
            previousTo: formats.longDay(shown.period.previousTo),
            zone: shown.period.timeZone,
          })}
        </Text>
      ) : null}
      {filters.period === 'custom' && !(filters.from && filters.to) ? (
        <Alert color="blue">{t('period.pickDays')}</Alert>
      ) : report.isError && Object.keys(fieldErrors).length === 0 ? (
        <Alert color="red" title={t('errors.title')}>
          <Group justify="space-between">
            <Text size="sm">{translateError(t, report.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void report.refetch()}>
              {t('errors.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {report.isPending && report.fetchStatus !== 'idle' ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('loading')} />
        </Group>
      ) : null}
      {shown && report.isPlaceholderData ? (
        <Alert color="gray" data-stale>
          {t('period.changed')}
        </Alert>
      ) : null}
      {pages.data && pages.data.length === 0 ? <Alert color="blue">{t('empty.noPages')}</Alert> : null}
      {shown && !report.isError ? <PdfExportButton query={filters} /> : null}
      {shown && !report.isError ? (
        <div aria-busy={report.isFetching}>
          <Stack gap="md">
            <GapsAlert report={shown} />
            <SectionView report={shown} filters={filters} setSort={setSort} />
          </Stack>
        </div>
      ) : null}
      <Divider />
      <ScheduledReports />
    </Stack>
  );
}
