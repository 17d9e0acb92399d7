import type { Source, SourceItem } from '@pagewise/shared/sources/source';
import type { SecretBox } from '../../platform/crypto.ts';
import { feedImageLink } from './feed-image-links.ts';
import type { SourceItemRow, SourceRow } from './schema.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A source as the API shows it: no validators, no error detail meant for logs. */
export function toPublicSource(row: SourceRow, counts: { itemCount: number; botCount: number }): Source {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    url: row.url,
    feedUrl: row.feedUrl,
    logoUrl: row.logoUrl,
    evergreen: row.evergreen,
    pageId: row.pageId,
    status: row.status,
    errorKey: row.errorKey,
    lastFetchedUrl: row.lastFetchedUrl,
    lastFetchedAt: iso(row.lastFetchedAt),
    lastAddedAt: iso(row.lastAddedAt),
    nextFetchAt: iso(row.nextFetchAt),
    itemCount: Number(counts.itemCount),
    botCount: Number(counts.botCount),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An item as the API shows it; its image is shown through this server (`feedImageLink`). */
export function toPublicSourceItem(row: SourceItemRow, secrets: SecretBox): SourceItem {
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    summary: row.summary,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.imageUrl ? feedImageLink(secrets, row.id) : null,
    videoUrl: row.videoUrl,
    publishedAt: iso(row.publishedAt),
    fetchedAt: row.fetchedAt.toISOString(),
  };
}
