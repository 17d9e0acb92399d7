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
import { setOrDelete, useAddressQuery } from '../../../lib/use-address-query.ts';

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
  const [params, update] = useAddressQuery({ replace: true });
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
    (values: Record<string, string | undefined>) => update((next) => setOrDelete(next, values)),
    [update],
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
    /** One day of a custom period; the other is kept. */
    setDay: (which: 'from' | 'to', day: string | undefined) => change({ period: 'custom', [which]: day }),
    setSort: (sort: ReportPostSort) => change({ sort: sort === 'postedAt' ? undefined : sort }),
    setScope,
  };
}
