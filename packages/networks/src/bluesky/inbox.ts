import {
  type Agent,
  type AppBskyFeedPost,
  type AppBskyNotificationListNotifications,
  AtUri,
} from '@atproto/api';
import type { InboxItem } from '../adapter.ts';
import { NetworkError } from '../network-error.ts';
import { recordKeyFor } from './record-key.ts';
import { isRecordNotFound, xrpc } from './xrpc.ts';

type Notification = AppBskyNotificationListNotifications.Notification;

const inboxReasons: Record<string, InboxItem['type']> = {
  reply: 'comment',
  mention: 'mention',
  quote: 'mention',
  like: 'reaction',
  repost: 'reaction',
};
/** Notifications come newest first, 50 a page; ten pages bound one read. */
const maxPages = 10;

/**
 * Replies, mentions, quotes, likes and reposts since a date, from
 * app.bsky.notification.listNotifications: one stream, since one call serves them all.
 */
export async function readNotifications(agent: Agent, since: Date): Promise<InboxItem[]> {
  const items: InboxItem[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const { data } = await xrpc(false, () =>
      agent.app.bsky.notification.listNotifications({ limit: 50, cursor }),
    );
    for (const notification of data.notifications) {
      if (new Date(notification.indexedAt) < since) return items;
      const item = toItem(notification);
      if (item) items.push(item);
    }
    cursor = data.cursor;
    if (!cursor || data.notifications.length === 0) break;
  }
  return items;
}

/**
 * Replies in the same thread: the root stays the thread's root, the parent is the item. The
 * parent is read with com.atproto.repo.getRecord: the PDS answers it for its own accounts at once
 * and asks the AppView for others, where app.bsky.feed.getPosts needs the AppView to have
 * indexed the post already.
 */
/**
 * Replies as the account. With an idempotency key the reply's record key is derived from it
 * (`recordKeyFor`), as a post's is: a second create collides instead of replying twice, and the
 * read-back (`findReplyRecord`) knows where to look.
 */
export async function replyTo(
  agent: Agent,
  did: string,
  itemUri: string,
  text: string,
  idempotencyKey?: string,
): Promise<{ remoteId: string }> {
  const parent = await readPost(agent, itemUri);
  const parentRef = { uri: parent.uri, cid: parent.cid };
  const root = postOf(parent.value)?.reply?.root ?? parentRef;
  const record: AppBskyFeedPost.Record = {
    $type: 'app.bsky.feed.post',
    text,
    reply: { root, parent: parentRef },
    createdAt: new Date().toISOString(),
  };
  const rkey = idempotencyKey ? { rkey: recordKeyFor(idempotencyKey) } : {};
  const { data: created } = await xrpc(true, () =>
    agent.com.atproto.repo.createRecord({ repo: did, collection: 'app.bsky.feed.post', record, ...rkey }),
  );
  return { remoteId: created.uri };
}

/** Read-back of a reply: the account's record under the key its idempotency key gives, if it exists. */
export async function findReplyRecord(
  agent: Agent,
  did: string,
  idempotencyKey: string,
): Promise<{ remoteId: string } | null> {
  try {
    const { data } = await xrpc(false, () =>
      agent.com.atproto.repo.getRecord({
        repo: did,
        collection: 'app.bsky.feed.post',
        rkey: recordKeyFor(idempotencyKey),
      }),
    );
    return { remoteId: data.uri };
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
}

export async function readPost(
  agent: Agent,
  uri: string,
): Promise<{ uri: string; cid: string; value: unknown }> {
  const { host: repo, collection, rkey } = new AtUri(uri);
  try {
    const { data } = await xrpc(false, () => agent.com.atproto.repo.getRecord({ repo, collection, rkey }));
    if (!data.cid) throw new NetworkError('server_error', `Bluesky gave no CID for ${uri}`);
    return { uri: data.uri, cid: data.cid, value: data.value };
  } catch (error) {
    if (isRecordNotFound(error)) {
      throw new NetworkError('rejected', 'The post to reply to is gone', {
        reason: 'bluesky_post_not_found',
      });
    }
    throw error;
  }
}

function toItem(notification: Notification): InboxItem | undefined {
  const type = inboxReasons[notification.reason];
  if (!type) return undefined;
  const record = postOf(notification.record);
  return {
    remoteId: notification.uri,
    type,
    authorName: notification.author.displayName || notification.author.handle,
    authorRemoteId: notification.author.did,
    authorUrl: `https://bsky.app/profile/${notification.author.handle}`,
    text: type === 'reaction' ? notification.reason : (record?.text ?? ''),
    createdAt: notification.indexedAt,
    postRemoteId: notification.reasonSubject ?? record?.reply?.parent.uri,
  };
}

type PostShape = {
  text?: string;
  reply?: { root: { uri: string; cid: string }; parent: { uri: string; cid: string } };
};

/** The post fields we read, from a record handed over untyped. */
function postOf(record: unknown): PostShape | undefined {
  return typeof record === 'object' && record !== null ? (record as PostShape) : undefined;
}
