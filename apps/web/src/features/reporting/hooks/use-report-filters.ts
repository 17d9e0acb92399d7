import {
  type ReportPeriod,
  type ReportPostSort,
  type ReportQuery,
  type ReportSection,
  reportPeriods,
  reportPostSorts,
  reportSections,
} from '@pagewise/shared/reports';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** What a report shows, kept in the address (a link opens the same report). */
export type ReportFilters = Pick<ReportQuery, 'from' | 'to' | 'pageId' | 'groupId'> & {
  section: ReportSection;
  period: ReportPeriod;
  sort: ReportPostSort;
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The scope select's value: `all`, `page:<id>` or `group:<id>`. */
export const scopeValue = (filters: Pick<ReportFilters, 'pageId' | 'groupId'>) =>
  filters.pageId ? `page:${filters.pageId}` : filters.groupId ? `group:${filters.groupId}` : 'all';

/** The query string of a report's question, in the API's words. */
export function reportQueryString(filters: ReportFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ period: filters.period });
  if (filters.period === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  if (filters.pageId) params.set('pageId', filters.pageId);
  if (filters.groupId) params.set('groupId', filters.groupId);
  if (filters.sort !== 'postedAt') params.set('sort', filters.sort);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<ReportFilters>(
    () => ({
      section: oneOf(reportSections, params.get('section')) ?? 'overview',
      period: oneOf(reportPeriods, params.get('period')) ?? '7d',
      from: params.get('from') || undefined,
      to: params.get('to') || undefined,
      pageId: params.get('page') || undefined,
      groupId: params.get('group') || undefined,
      sort: oneOf(reportPostSorts, params.get('sort')) ?? 'postedAt',
    }),
    [params],
  );
  const change = useCallback(
    (values: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(values)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setScope = useCallback(
    (value: string | null) => {
      const [kind, id] = (value ?? 'all').split(':');
      change({ page: kind === 'page' ? id : undefined, group: kind === 'group' ? id : undefined });
    },
    [change],
  );
  return {
    filters,
    setSection: (section: ReportSection) => change({ section }),
    setPeriod: (period: ReportPeriod) => change({ period }),
    setDays: (from: string | undefined, to: string | undefined) => change({ period: 'custom', from, to }),
    setSort: (sort: ReportPostSort) => change({ sort: sort === 'postedAt' ? undefined : sort }),
    setScope,
  };
}
