import type { InboxStream } from '@pagewise/shared/inbox';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';

/** A page a push names, and which of its streams have something new. */
export type Push = { kind: NetworkKind; remoteId: string; streams: InboxStream[] };

type MetaEntry = {
  id?: unknown;
  changes?: { field?: unknown }[];
  messaging?: unknown[];
};

/** Meta's fields of the Page (`feed`, `mention`, `ratings`) and Instagram (`comments`, `mentions`) webhooks. */
const metaFields: Record<string, InboxStream> = {
  feed: 'comments',
  mention: 'mentions',
  ratings: 'reviews',
  comments: 'comments',
  live_comments: 'comments',
  mentions: 'mentions',
};

/**
 * What a Meta push says is new: `{ object: 'page' | 'instagram', entry: [{ id, changes: [{ field }],
 * messaging: [...] }] }`. The entry's id is the Facebook page's or the Instagram account's. The
 * content is not trusted beyond that: the page's streams are read from the API.
 */
export function metaPushes(body: unknown): Push[] {
  const payload = body as { object?: unknown; entry?: unknown };
  const kind: NetworkKind | null =
    payload?.object === 'page' ? 'facebook_page' : payload?.object === 'instagram' ? 'instagram' : null;
  if (!kind || !Array.isArray(payload.entry)) return [];
  return (payload.entry as MetaEntry[]).flatMap((entry) => {
    if (typeof entry?.id !== 'string' && typeof entry?.id !== 'number') return [];
    const streams = new Set<InboxStream>();
    for (const change of Array.isArray(entry.changes) ? entry.changes : []) {
      const stream = typeof change?.field === 'string' ? metaFields[change.field] : undefined;
      if (stream) streams.add(stream);
    }
    if (Array.isArray(entry.messaging) && entry.messaging.length > 0) streams.add('messages');
    return streams.size > 0 ? [{ kind, remoteId: String(entry.id), streams: [...streams] }] : [];
  });
}

/**
 * What a Threads push says is new: `{ target_id, values: { field: 'replies' | 'mentions', value:
 * { root_post: { owner_id } } } }`. A reply names the profile whose post it answers (`owner_id`).
 */
export function threadsPushes(body: unknown): Push[] {
  const payload = body as {
    target_id?: unknown;
    values?: { field?: unknown; value?: { root_post?: { owner_id?: unknown } } };
  };
  const field = payload?.values?.field;
  const stream: InboxStream | null =
    field === 'replies' ? 'comments' : field === 'mentions' ? 'mentions' : null;
  const owner = payload?.values?.value?.root_post?.owner_id;
  const remoteId = stream === 'comments' && owner !== undefined ? owner : payload?.target_id;
  if (!stream || (typeof remoteId !== 'string' && typeof remoteId !== 'number')) return [];
  return [{ kind: 'threads', remoteId: String(remoteId), streams: [stream] }];
}
