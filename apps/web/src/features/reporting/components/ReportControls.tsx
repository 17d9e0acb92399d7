import { Group, Select, TextInput } from '@mantine/core';
import { type ReportPeriod, reportMaxDays, reportPeriods } from '@pagewise/shared/reports';
import { useTranslation } from 'react-i18next';
import { useGroups } from '../../pages/api/get-groups.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { type ReportFilters, scopeValue } from '../hooks/use-report-filters.ts';

/** What the report covers: every page, a group or a page; and its period (custom: two days). */
export function ReportControls({
  filters,
  today,
  fieldErrors,
  setScope,
  setPeriod,
  setDay,
}: {
  filters: ReportFilters;
  /** Today in the user's time zone, the last day a custom period may end. */
  today: string;
  fieldErrors: Record<string, string>;
  setScope: (value: string | null) => void;
  setPeriod: (period: ReportPeriod) => void;
  setDay: (which: 'from' | 'to', day: string | undefined) => void;
}) {
  const { t } = useTranslation(['reporting', 'errors']);
  const pages = usePages().data ?? [];
  const groups = useGroups().data ?? [];
  const scopes = [
    { group: t('scope.everything'), items: [{ value: 'all', label: t('scope.all') }] },
    ...(groups.length > 0
      ? [
          {
            group: t('scope.groups'),
            items: groups.map((group) => ({ value: `group:${group.id}`, label: group.name })),
          },
        ]
      : []),
    ...(pages.length > 0
      ? [
          {
            group: t('scope.pages'),
            items: pages.map((page) => ({ value: `page:${page.id}`, label: page.name })),
          },
        ]
      : []),
  ];
  const error = (name: string) =>
    fieldErrors[name] ? t(`errors:${fieldErrors[name]}`, { maxDays: reportMaxDays }) : undefined;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('scope.label')}
        data={scopes}
        value={scopeValue(filters)}
        onChange={setScope}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        label={t('period.label')}
        data={reportPeriods.map((period) => ({ value: period, label: t(`period.${period}`) }))}
        value={filters.period}
        onChange={(value) => value && setPeriod(value as ReportPeriod)}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      {filters.period === 'custom' ? (
        <>
          <TextInput
            type="date"
            label={t('period.from')}
            value={filters.from ?? ''}
            max={today}
            error={error('from')}
            onChange={(event) => setDay('from', event.currentTarget.value || undefined)}
          />
          <TextInput
            type="date"
            label={t('period.to')}
            value={filters.to ?? ''}
            max={today}
            error={error('to')}
            onChange={(event) => setDay('to', event.currentTarget.value || undefined)}
          />
        </>
      ) : null}
    </Group>
  );
}
