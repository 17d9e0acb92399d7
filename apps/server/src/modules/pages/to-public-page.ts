import type { Page } from '@pagewise/shared/pages';
import { pictureUrlOf } from './page-picture.ts';
import { effectiveStatus } from './page-status.ts';
import type { PageRow } from './schema.ts';

/** The only way a page leaves the server: never its credentials. */
export function toPublicPage(row: PageRow, groupIds: string[], now: Date): Page {
  return {
    id: row.id,
    kind: row.kind as Page['kind'],
    remoteId: row.remoteId,
    name: row.name,
    pictureUrl: pictureUrlOf(row),
    status: effectiveStatus(row.status, row.expiresAt, now),
    connectionMode: row.connectionMode,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    groupIds,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}
