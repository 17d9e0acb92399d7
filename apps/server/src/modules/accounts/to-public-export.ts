import type { AccountExport } from '@pagewise/shared/users';
import type { AccountExportRow } from './export-schema.ts';

/** An export as the API shows it: never its file's storage key, its token hash or its error text. */
export function toPublicExport(row: AccountExportRow): AccountExport {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
