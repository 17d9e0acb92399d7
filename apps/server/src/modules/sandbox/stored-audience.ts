import type { InboxItem } from '@pagewise/networks/adapter';
import type { InboxStream } from '@pagewise/shared/inbox';
import { audienceContact, audiencePeople, streamOfType } from './audience.ts';
import type { sandboxAudience } from './schema.ts';

/** Every stream the sandbox serves, each read with its own cursor. */
export const sandboxStreams: InboxStream[] = ['comments', 'messages', 'mentions', 'reviews', 'reactions'];

/** Stored items are read again this far before the cursor (a late commit is not lost; the inbox dedups). */
export const storedOverlapMs = 5_000;

export function typesOfStream(stream: InboxStream): InboxItem['type'][] {
  return (Object.keys(streamOfType) as InboxItem['type'][]).filter((type) => streamOfType[type] === stream);
}

/** A stored item as the sandbox serves it; its author is one of the audience, found by name. */
export function storedItem(row: typeof sandboxAudience.$inferSelect): InboxItem {
  const person = Math.max(
    0,
    audiencePeople.findIndex((entry) => entry.name === row.authorName),
  );
  return {
    remoteId: `${row.pageId}.s.${row.id}`,
    type: row.type,
    ...audienceContact(person),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    ...(row.postId ? { postRemoteId: row.postId } : {}),
    ...(row.rating ? { rating: row.rating } : {}),
    ...(row.type === 'message' ? { conversationRemoteId: `${row.pageId}.with.${person}` } : {}),
  };
}
