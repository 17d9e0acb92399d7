import type { ApiKey } from '@pagewise/shared/api-keys';
import type { ApiKeyRow } from './schema.ts';

/** The creator as the list shows them, read beside the key. */
export type ApiKeyCreator = { id: string; firstname: string; lastname: string } | null;

/** A key as the API answers it: never the key itself nor its hash. */
export function toPublicApiKey(row: ApiKeyRow, creator: ApiKeyCreator): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    createdBy: creator ? { id: creator.id, name: `${creator.firstname} ${creator.lastname}`.trim() } : null,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
