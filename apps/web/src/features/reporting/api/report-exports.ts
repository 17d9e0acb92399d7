import type {
  ReportPdf,
  ReportPdfRequest,
  ReportSchedule,
  ReportScheduleInput,
} from '@pagewise/shared/report-exports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const reportPdfsKey = ['reporting', 'pdfs'] as const;
export const reportSchedulesKey = ['reporting', 'schedules'] as const;

/** While a PDF is being made, the list is asked for this often (the job takes seconds). */
export const reportPdfPollMs = 3000;

const inProgress = (pdfs: ReportPdf[] | undefined) =>
  pdfs?.some((pdf) => pdf.status === 'in_progress') ?? false;

/** `GET /reporting/pdfs`: the account's latest PDFs, newest first; polled while one is in progress. */
export function useReportPdfs(enabled: boolean) {
  return useQuery({
    queryKey: reportPdfsKey,
    queryFn: async () => (await api<{ pdfs: ReportPdf[] }>('GET', '/reporting/pdfs')).pdfs,
    enabled,
    refetchInterval: (query) => (inProgress(query.state.data) ? reportPdfPollMs : false),
  });
}

/** `POST /reporting/pdfs`: 202 with the PDF in progress; it is e-mailed when ready. */
export function useRequestReportPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: ReportPdfRequest) => api<ReportPdf>('POST', '/reporting/pdfs', query),
    // The new PDF heads the list at once, which starts the polling of its state.
    onSuccess: (asked) =>
      queryClient.setQueryData<ReportPdf[]>(reportPdfsKey, (pdfs = []) => [
        asked,
        ...pdfs.filter((pdf) => pdf.id !== asked.id),
      ]),
  });
}

/** `GET /reporting/schedules`: the account's scheduled reports with their latest delivery. */
export function useReportSchedules(enabled: boolean) {
  return useQuery({
    queryKey: reportSchedulesKey,
    queryFn: async () =>
      (await api<{ schedules: ReportSchedule[] }>('GET', '/reporting/schedules')).schedules,
    enabled,
  });
}

/** Creates (`POST`) or changes (`PUT /:id`) a scheduled report. */
export function useSaveReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ReportScheduleInput }) =>
      id
        ? api<ReportSchedule>('PUT', `/reporting/schedules/${encodeURIComponent(id)}`, input)
        : api<ReportSchedule>('POST', '/reporting/schedules', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesKey }),
  });
}

export function useDeleteReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/reporting/schedules/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesKey }),
  });
}

/** `GET /reporting/schedules/:id/deliveries`: each delivery of one scheduled report, newest first. */
export function useScheduleDeliveries(id: string | null) {
  return useQuery({
    queryKey: [...reportSchedulesKey, id, 'deliveries'],
    queryFn: async () =>
      (
        await api<{ pdfs: ReportPdf[] }>(
          'GET',
          `/reporting/schedules/${encodeURIComponent(id ?? '')}/deliveries`,
        )
      ).pdfs,
    enabled: id !== null,
  });
}
