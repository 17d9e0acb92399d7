import type { Report } from '@pagewise/shared/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { apiFile } from '../../../lib/api-file.ts';
import { type ReportFilters, reportQueryString } from '../hooks/use-report-filters.ts';

export const reportKey = ['reporting'] as const;

/** A custom period is asked for only once both its days are chosen. */
const complete = (filters: ReportFilters) =>
  filters.period !== 'custom' || Boolean(filters.from && filters.to);

export function useReport(filters: ReportFilters) {
  return useQuery({
    queryKey: [...reportKey, filters],
    queryFn: () => api<Report>('GET', `/reporting/${filters.section}?${reportQueryString(filters)}`),
    enabled: complete(filters),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One table of the section as CSV. */
export function reportCsv(filters: ReportFilters, table: string): Promise<Blob> {
  return apiFile(`/reporting/${filters.section}/csv?${reportQueryString(filters, { table })}`);
}
