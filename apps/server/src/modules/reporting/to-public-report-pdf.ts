import type { ReportPdf } from '@pagewise/shared/report-exports';
import type { ReportPdfRow } from './delivery-schema.ts';

/** A report PDF as the API shows it: never its file key nor its token's hash. */
export function toPublicReportPdf(row: ReportPdfRow): ReportPdf {
  return {
    id: row.id,
    status: row.status,
    period: row.scope.period as ReportPdf['period'],
    from: row.fromDay,
    to: row.toDay,
    pageId: row.scope.pageId ?? null,
    groupId: row.scope.groupId ?? null,
    language: row.language as ReportPdf['language'],
    scheduleId: row.scheduleId,
    recipients: row.recipients,
    pageCount: row.pageCount,
    sizeBytes: row.sizeBytes,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
